import { describe, expect, it } from 'vitest';
import { routeSchemas } from '../../../../routes/route-schemas';
import { writeSearch } from '../../../../routes/url-state';
import { leftOutOfLink, overviewSearch, readOverviewParams } from './overview-params';

const TODAY = '2026-11-23';
const rangeOf = (query: string) => readOverviewParams(new URLSearchParams(query), TODAY).range;
const leftOut = (query: string) => leftOutOfLink(new URLSearchParams(query), TODAY);

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
    // As the overview writes its URL: its values through the route's schema.
    const written = writeSearch(routeSchemas.overview.search, overviewSearch(params));
    expect(readOverviewParams(written, '2026-11-23')).toEqual(params);
    const odd = new URLSearchParams('from=2026-13-01&to=2026-11-20&folder=x&type=ZZ&user=%20spatel');
    expect(readOverviewParams(odd, '2026-11-23')).toMatchObject({
      range: { from: '2026-10-22', to: '2026-11-20' },
      folders: [],
      types: [],
      user: 'SPATEL',
    });
  });

  it('reads a range as far as it makes sense', () => {
    expect(rangeOf('from=2026-11-20&to=2026-10-01')).toEqual({ from: '2026-11-20', to: '2026-11-23' });
    expect(rangeOf('from=2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-23' });
    expect(rangeOf('to=2026-11-01')).toEqual({ from: '2026-10-03', to: '2026-11-01' });
    expect(rangeOf('from=2026-12-01')).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(rangeOf('from=2026-12-01&to=2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('says what of a link it left out, and why', () => {
    expect(leftOut('from=2026-10-01&to=2026-11-20&folder=103&type=UT&user=x&split=1')).toEqual([]);
    expect(leftOut('from=2026-13-01&to=garbage&folder=x&folder=7&type=ZZ')).toEqual([
      'The start date "2026-13-01" is not a date as YYYY-MM-DD.',
      'The end date "garbage" is not a date as YYYY-MM-DD.',
      '"x" is not a folder ID: folder IDs have 1 to 10 digits.',
      '"ZZ" is not a run type: one of UT, RT, TD, CR, SM.',
    ]);
    expect(leftOut('from=2026-11-20&to=2026-10-01')).toEqual([
      'The range ends (2026-10-01) before it starts (2026-11-20).',
    ]);
    expect(leftOut('from=2026-12-01')).toEqual(['The range starts after today (2026-12-01).']);
    // Longer than an SAP user name, the user failed every figure: it is left out, as on the runs list.
    expect(leftOut(`user=${'x'.repeat(5000)}`)).toEqual([
      '"Started by" is 5000 characters long in the link, and the service takes at most 12: it is left out.',
    ]);
    expect(readOverviewParams(new URLSearchParams(`user=${'x'.repeat(13)}`), TODAY).user).toBe('');
    expect(leftOut('from=2026-12-01&to=2026-12-31')).toEqual([]);
  });
});
