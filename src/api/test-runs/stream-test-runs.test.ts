import { describe, expect, it } from 'vitest';
import { runWindows } from './stream-test-runs';

describe('the date windows of a run history, newest first', () => {
  it('reads the last two days, the two weeks before, then everything older', () => {
    expect(runWindows({ NAME: 'Nightly*' }, '2026-11-20')).toEqual([
      { NAME: 'Nightly*', STARTED_FROM: '2026-11-19' },
      { NAME: 'Nightly*', STARTED_FROM: '2026-11-05', STARTED_TO: '2026-11-18' },
      { NAME: 'Nightly*', STARTED_TO: '2026-11-04' },
    ]);
  });

  it('counts back from the end of a range and stops at its start, covering each day once', () => {
    expect(runWindows({ STARTED_FROM: '2026-11-01', STARTED_TO: '2026-11-10' }, '2026-11-20')).toEqual([
      { STARTED_FROM: '2026-11-09', STARTED_TO: '2026-11-10' },
      { STARTED_FROM: '2026-11-01', STARTED_TO: '2026-11-08' },
    ]);
    expect(runWindows({ STARTED_FROM: '2026-11-10', STARTED_TO: '2026-11-10' }, '2026-11-20')).toEqual([
      { STARTED_FROM: '2026-11-10', STARTED_TO: '2026-11-10' },
    ]);
  });

  it('asks once for a single day or a single run', () => {
    expect(runWindows({ STARTED_DATE: '2026-11-10' }, '2026-11-20')).toEqual([{ STARTED_DATE: '2026-11-10' }]);
    expect(runWindows({ RUN_ID: 'AB' }, '2026-11-20')).toEqual([{ RUN_ID: 'AB' }]);
  });
});
