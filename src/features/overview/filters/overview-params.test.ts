import { describe, expect, it } from 'vitest';
import { readOverviewParams, writeOverviewParams } from './overview-params';

describe('the overview filters in the URL', () => {
  it('defaults to the last 30 days and nothing else', () => {
    expect(readOverviewParams(new URLSearchParams(), '2026-11-23')).toEqual({
      range: { from: '2026-10-25', to: '2026-11-23' },
      folders: [],
      types: [],
      user: '',
      split: false,
    });
  });

  it('reads back what it wrote, dropping what cannot be', () => {
    const params = {
      range: { from: '2026-10-01', to: '2026-11-20' },
      folders: ['103', '7'],
      types: ['UT', 'RT'],
      user: 'SPATEL',
      split: true,
    };
    expect(readOverviewParams(writeOverviewParams(params), '2026-11-23')).toEqual(params);
    const odd = new URLSearchParams('from=2026-13-01&to=2026-11-20&folder=x&type=ZZ&user=%20spatel');
    expect(readOverviewParams(odd, '2026-11-23')).toMatchObject({
      range: { from: '2026-10-25', to: '2026-11-23' },
      folders: [],
      types: [],
      user: 'SPATEL',
    });
  });
});
