import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareRuns } from '../../../analysis/compare-runs';
import { getTestRun, WITH_DETAILS } from '../../../client/test-runs/get-test-run';
import { createMockService, type MockService } from '../../../mock/create-mock-service';
import type { HistoryStore } from '../store/open-store';
import { useInProcessService } from '../testing/in-process-service';
import { ENGINES, openSyncedStore } from '../testing/test-stores';
import { runs } from '../store/schema';
import { storedFinishedRun } from './stored-finished-run';

const SIZES = { folders: 12, testCases: 80, runs: 30, maxDepth: 3 };

describe.each(ENGINES)('a finished run from the store on %s', { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let finished: string[];
  let inProgress: string;

  beforeAll(async () => {
    mock = await createMockService({ dataset: SIZES });
    useInProcessService(mock);
    const all = [...mock.store.runs.values()];
    finished = all.slice(0, 4).map((run) => run.record.RUN_ID);
    // A run still going: its END_DATE is empty, the service's only sign of that.
    const going = all[5]!;
    going.record.END_DATE = '';
    going.record.END_TIME = '';
    inProgress = going.record.RUN_ID;
    store = await openSyncedStore(engine);
  });
  afterAll(async () => {
    await store.close();
    await mock.close();
  });

  it('is the run the service answers with its details, and compares as it does', async () => {
    const fromService = await Promise.all(finished.map((id) => getTestRun(id, WITH_DETAILS)));
    const fromStore = await Promise.all(finished.map((id) => storedFinishedRun(store.db, id.toLowerCase())));
    // The store keeps no variables nor field comparisons: the compare page shows neither.
    expect(fromStore).toEqual(fromService.map(({ COMPARISON: _comparison, ...run }) => ({ ...run, VARIABLES: [] })));
    expect(fromStore[0]!.DETAILS.length).toBeGreaterThan(0);
    expect(compareRuns(fromStore[0]!, fromStore[1]!)).toEqual(compareRuns(fromService[0]!, fromService[1]!));
  });

  it('is no answer for a run in progress, one the store has not read again and one it does not hold', async () => {
    expect(await storedFinishedRun(store.db, inProgress)).toBeNull();
    expect(await storedFinishedRun(store.db, 'F'.repeat(32))).toBeNull();
    // The service lists a run as changed (merged into) and the store has not read it again: the service answers.
    await store.db.update(runs).set({ listedAs: 'changed since' }).where(eq(runs.id, finished[2]!));
    expect(await storedFinishedRun(store.db, finished[2]!)).toBeNull();
  });
});
