import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestRun } from '../../../client/test-runs/start-test-run';
import { createMockService, type MockService } from '../../../mock/create-mock-service';
import type { HistoryStore } from '../store/open-store';
import { HistorySync } from '../sync/history-sync';
import { useInProcessService } from '../testing/in-process-service';
import { ENGINES, EVERY_PASS_WHOLE, openTestStore } from '../testing/test-stores';
import { storedRunsInProgress } from './runs-in-progress';

describe.each(ENGINES)('the runs in progress the store last saw, on %s', { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;

  beforeEach(async () => {
    mock = await createMockService({ dataset: { folders: 6, testCases: 30, runs: 10, maxDepth: 2 }, runPaceMs: 400 });
    useInProcessService(mock);
    store = await openTestStore(engine);
  });
  afterEach(async () => {
    await store.close();
    await mock.close();
  });

  it('names a run started today until a pass sees it end, and only for its user and type', async () => {
    const sync = new HistorySync(store, EVERY_PASS_WHOLE);
    const caseIds = [...mock.store.testCases.keys()].slice(0, 3);
    const started = await startTestRun({ TEST_CASES: caseIds, TEST_RUN_NAME: 'In progress probe', ASYNC: 'X' });
    if (started.kind !== 'async') throw new Error('async start expected');
    await sync.pass();
    const run = mock.store.runs.get(started.runId)!.record;
    const going = await storedRunsInProgress(store.db, { type: [], user: '' });
    expect(going.runs.map((each) => each.RUN_ID)).toEqual([started.runId]);
    expect(going.runs[0]).toMatchObject({ NAME: 'In progress probe', END_DATE: '', DETAILS: [] });
    expect((await storedRunsInProgress(store.db, { type: [], user: 'SOMEONE_ELSE' })).runs).toEqual([]);
    const otherType = run.TYPE === 'UT' ? 'RT' : 'UT';
    expect((await storedRunsInProgress(store.db, { type: [otherType], user: '' })).runs).toEqual([]);
    expect((await storedRunsInProgress(store.db, { type: [], user: run.STARTED_BY })).runs).toHaveLength(1);
    while (mock.store.runs.get(started.runId)!.record.END_DATE === '') await new Promise((r) => setTimeout(r, 50));
    await sync.pass();
    expect((await storedRunsInProgress(store.db, { type: [], user: '' })).runs).toEqual([]);
  });
});
