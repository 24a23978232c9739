import { describe, expect, it } from 'vitest';
import { NIGHTLY_SERIES_NAME } from '../../mock/data/generate-runs';
import { setupMockServer } from '../../web/testing/mock-server';
import { getTestRun } from './get-test-run';
import { findPreviousRuns } from './previous-runs';
import { startTestRun } from './start-test-run';

// Each reading of the clock is a minute later, so runs started one after the other start in different seconds.
let minutes = 0;
const mock = setupMockServer({ now: () => new Date(Date.UTC(2026, 10, 23, 8, minutes++)) });

/** The paths and queries the client asked the service for while `work` ran. */
async function requestsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const recorded = mock.recordRequests();
  await work();
  return recorded.map((request) => {
    const url = new URL(request.url);
    return decodeURIComponent(url.pathname.replace(/.*\/v1/, '') + url.search);
  });
}

describe('findPreviousRuns', () => {
  it('finds the nightlies before a nightly by its name with the date masked, asking for one week of that name', async () => {
    const nightlies = mock.service.store.runIdsNewestFirst
      .map((id) => mock.service.store.runs.get(id)!.record)
      .filter((run) => run.NAME.startsWith(NIGHTLY_SERIES_NAME));
    const latest = await getTestRun(nightlies[0]!.RUN_ID, { $includeDetails: true });
    let found: Awaited<ReturnType<typeof findPreviousRuns>> | undefined;
    const requests = await requestsDuring(async () => {
      found = await findPreviousRuns(latest);
    });
    expect(found).toEqual({ runIds: nightlies.slice(1, 6).map((run) => run.RUN_ID), matchedBy: 'name' });
    expect(requests).toEqual([
      `/testruns?NAME=${NIGHTLY_SERIES_NAME} *&STARTED_TO=${latest.STARTED_DATE}&STARTED_FROM=2026-11-13`.replaceAll(
        ' ',
        '+',
      ),
    ]);
  });

  it('falls back to the latest earlier run of the same test cases when no earlier run has the name', async () => {
    const cases = [...mock.service.store.testCases.keys()].slice(300, 303);
    const first = await startTestRun({ TEST_CASES: cases, TEST_RUN_NAME: 'Ad hoc check one', ASYNC: '' });
    await startTestRun({ TEST_CASES: cases.slice(0, 2), TEST_RUN_NAME: 'Ad hoc check two', ASYNC: '' });
    const third = await startTestRun({ TEST_CASES: cases.toReversed(), TEST_RUN_NAME: 'Another name', ASYNC: '' });
    if (first.kind !== 'sync' || third.kind !== 'sync') throw new Error('expected sync starts');
    expect(await findPreviousRuns(third.run)).toEqual({ runIds: [first.run.RUN_ID], matchedBy: 'test cases' });
  });

  it('has no previous run for the first run of its name and its test cases', async () => {
    const started = await startTestRun({ TEST_CASES: ['100001'], TEST_RUN_NAME: 'First of its kind', ASYNC: '' });
    if (started.kind !== 'sync') throw new Error('expected a sync start');
    const previous = await findPreviousRuns(started.run);
    // Seeded runs that executed 100001 ran other test cases with it.
    expect(previous.matchedBy).toBeUndefined();
    expect(previous.runIds).toEqual([]);
  });
});
