import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockServer, TEST_BASE_URL } from '../../web/testing/mock-server';
import { runWindows, streamTestRuns } from './stream-test-runs';

const mock = setupMockServer();

async function readAll(query: Parameters<typeof streamTestRuns>[0]) {
  const runs = [];
  for await (const batch of streamTestRuns(query)) runs.push(...batch);
  return runs;
}

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

describe('runs as lists read them', () => {
  const run = {
    RUN_ID: 'A1',
    NAME: 'Nightly',
    STARTED_DATE: '2026-11-20',
    TC_TOTAL: '2',
    DETAILS: [{ CASEID: '100', STATUS: 'E', MESSAGE: 'Timeout', DOCNUM: { not: 'text' } }],
  };

  it('lists a run whose variables, comparison or result dates it cannot read, keeping none of them', async () => {
    mock.server.use(
      http.get(`${TEST_BASE_URL}/testruns`, () =>
        HttpResponse.json({ DATA: [{ ...run, VARIABLES: 'garbled', COMPARISON: [{ CASEID: 7 }], EXTRA: 'x' }] }),
      ),
    );
    const batches = await readAll({ RUN_ID: 'A1', $includeDetails: true });
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ RUN_ID: 'A1', TC_TOTAL: 2, DETAILS: [{ CASEID: '100', MESSAGE: 'Timeout' }] });
    expect(Object.keys(batches[0]!)).not.toContain('VARIABLES');
    expect(Object.keys(batches[0]!)).not.toContain('EXTRA');
    expect(Object.keys(batches[0]!.DETAILS[0]!)).not.toContain('DOCNUM');
  });

  it('still refuses a run without an ID, naming where', async () => {
    mock.server.use(http.get(`${TEST_BASE_URL}/testruns`, () => HttpResponse.json({ DATA: [{ ...run, RUN_ID: '' }] })));
    await expect(readAll({ RUN_ID: 'A1' })).rejects.toThrow('GET /testruns cannot be used: DATA.0.RUN_ID');
  });
});
