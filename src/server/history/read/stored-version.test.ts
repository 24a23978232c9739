import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCaseStatuses } from '../../../client/test-cases/get-test-cases';
import { startTestRun } from '../../../client/test-runs/start-test-run';
import { toWireDateTime } from '../../../contract/date-time';
import { createMockService, type MockService } from '../../../mock/create-mock-service';
import type { HistoryStore } from '../store/open-store';
import { storeCaseStatuses } from '../store/stored-catalog';
import { HistorySync } from '../sync/history-sync';
import { useInProcessService } from '../testing/in-process-service';
import { ENGINES, EVERY_PASS_WHOLE, openTestStore } from '../testing/test-stores';
import { storedVersion } from './stored-version';

/** The runs' part of a version: the catalogue's listing is the same for every range. */
const runsPart = (version: string) => version.split(' ').slice(0, 2).join(' ');
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

describe.each(ENGINES)("the version of a range's stored runs on %s", { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let sync: HistorySync;
  const today = toWireDateTime(new Date()).date;
  const todays = [{ from: today, to: today }];
  const earlier = [{ from: '2000-01-01', to: '2000-12-31' }];

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

  it('stays while nothing new is stored, and changes with a run started, ended or a changed listing', async () => {
    const first = await storedVersion(store.db, todays);
    const untouched = await storedVersion(store.db, earlier);
    await sync.pass();
    expect(await storedVersion(store.db, todays)).toBe(first);

    const caseIds = [...mock.store.testCases.keys()].slice(0, 3);
    const started = await startTestRun({ TEST_CASES: caseIds, TEST_RUN_NAME: 'Version probe', ASYNC: 'X' });
    if (started.kind !== 'async') throw new Error('async start expected');
    await sync.pass();
    const going = await storedVersion(store.db, todays);
    expect(going).not.toBe(first);
    while (mock.store.runs.get(started.runId)!.record.END_DATE === '') await new Promise((r) => setTimeout(r, 50));
    await sync.pass();
    const ended = await storedVersion(store.db, todays);
    expect(ended).not.toBe(going);
    // The run's results changed its test cases' last results, so only the runs' part of another range stays.
    expect(runsPart(await storedVersion(store.db, earlier))).toBe(runsPart(untouched));

    const statuses = await getCaseStatuses({});
    await storeCaseStatuses(store.db, statuses, later(1000));
    expect(await storedVersion(store.db, todays)).toBe(ended);
    await storeCaseStatuses(store.db, [{ ...statuses[0]!, LAST_STATUS: 'E' }, ...statuses.slice(1)], later(2000));
    expect(await storedVersion(store.db, todays)).not.toBe(ended);
  });
});
