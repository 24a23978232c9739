import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestRun } from '../../../client/test-runs/start-test-run';
import { createMockService, type MockService } from '../../../mock/create-mock-service';
import type { HistoryStore } from '../store/open-store';
import { HistorySync } from '../sync/history-sync';
import { useInProcessService } from '../testing/in-process-service';
import { ENGINES, EVERY_PASS_WHOLE, openTestStore } from '../testing/test-stores';
import { storedVersion } from './stored-version';

describe.each(ENGINES)('the version of what the store holds, on %s', { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let sync: HistorySync;

  beforeEach(async () => {
    mock = await createMockService({ dataset: { folders: 6, testCases: 30, runs: 10, maxDepth: 2 }, runPaceMs: 300 });
    useInProcessService(mock);
    store = await openTestStore(engine);
    sync = new HistorySync(store, EVERY_PASS_WHOLE);
    await sync.pass();
  });
  afterEach(async () => {
    await store.close();
    await mock.close();
  });

  it('stays over passes that store nothing new, and moves with a run started and ended', async () => {
    const first = await storedVersion(store.db);
    await sync.pass();
    expect(await storedVersion(store.db)).toBe(first);

    const caseIds = [...mock.store.testCases.keys()].slice(0, 3);
    const started = await startTestRun({ TEST_CASES: caseIds, TEST_RUN_NAME: 'Version probe', ASYNC: 'X' });
    if (started.kind !== 'async') throw new Error('async start expected');
    await sync.pass();
    const going = await storedVersion(store.db);
    expect(going).not.toBe(first);
    while (mock.store.runs.get(started.runId)!.record.END_DATE === '') await new Promise((r) => setTimeout(r, 50));
    await sync.pass();
    const ended = await storedVersion(store.db);
    expect(ended).not.toBe(going);
    await sync.pass();
    expect(await storedVersion(store.db)).toBe(ended);
  });
});
