import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flakinessOf } from '../../../analysis/flakiness';
import { getTestCaseResults } from '../../../client/test-cases/get-test-case-results';
import { createMockService, type MockService } from '../../../mock/create-mock-service';
import type { HistoryStore } from '../store/open-store';
import { runs } from '../store/schema';
import { useInProcessService } from '../testing/in-process-service';
import { ENGINES, openSyncedStore } from '../testing/test-stores';
import { storedFlakyScores } from './stored-flaky-scores';

const SIZES = { folders: 12, testCases: 80, runs: 60, maxDepth: 3 };

/** What the test case list works out for each case: its score over the service's result history. */
const scoresFromService = (caseIds: readonly string[]) =>
  Promise.all(caseIds.map(async (CASEID) => ({ CASEID, ...flakinessOf(await getTestCaseResults(CASEID)) })));

describe.each(ENGINES)('flaky scores over the store on %s', { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let caseIds: string[];

  beforeAll(async () => {
    mock = await createMockService({ dataset: SIZES });
    useInProcessService(mock);
    // A run still going, its cases partly done: the service lists their results as they stand.
    const going = [...mock.store.runs.values()][0]!;
    going.record.END_DATE = '';
    going.record.END_TIME = '';
    going.details.slice(0, 2).forEach((detail) => Object.assign(detail, { STATUS: 'R', END_DATE: '', END_TIME: '' }));
    store = await openSyncedStore(engine);
    caseIds = [...mock.store.testCases.keys()];
  });
  afterAll(async () => {
    await store.close();
    await mock.close();
  });

  it("equals each case's score over the service's result history, in the order asked", async () => {
    const asked = caseIds.toReversed();
    const fromStore = await storedFlakyScores(store.db, { case: asked });
    expect(fromStore.scores).toEqual(await scoresFromService(asked));
    // The data set holds flaky cases and steady ones: both kinds are compared.
    expect(fromStore.scores.some((each) => each.flaky)).toBe(true);
    expect(fromStore.scores.some((each) => each.score !== null && !each.flaky)).toBe(true);
  });

  it('leaves out the runs the service let go, as its result histories do', async () => {
    const flaky = (await storedFlakyScores(store.db, { case: caseIds })).scores.find((each) => each.flaky)!;
    const [newest] = await getTestCaseResults(flaky.CASEID);
    mock.store.runs.delete(newest!.RUN_ID);
    await store.db.update(runs).set({ archivedAt: new Date().toISOString() }).where(eq(runs.id, newest!.RUN_ID));
    const [fromStore] = (await storedFlakyScores(store.db, { case: [flaky.CASEID] })).scores;
    expect(fromStore).toEqual((await scoresFromService([flaky.CASEID]))[0]);
    expect(fromStore).not.toEqual(flaky);
  });

  it('scores a case it holds no result of as one never run', async () => {
    expect((await storedFlakyScores(store.db, { case: ['NO-SUCH-CASE'] })).scores).toEqual([
      { CASEID: 'NO-SUCH-CASE', score: null, flaky: false, results: 0 },
    ]);
  });
});
