import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flakinessOf } from '../../../analysis/flakiness';
import { DEFAULT_OUTAGE_PATTERNS } from '../../../analysis/triage/outage-rule';
import { getTestCaseResults } from '../../../client/test-cases/get-test-case-results';
import type { CaseResult } from '../../../contract/records';
import { createMockService, type MockService } from '../../../mock/create-mock-service';
import type { HistoryStore } from '../store/open-store';
import { executions, runs } from '../store/schema';
import { useInProcessService } from '../testing/in-process-service';
import { ENGINES, openSyncedStore } from '../testing/test-stores';
import { putOutageRule } from '../triage/outage-rule-store';
import { storedFlakyScores } from './stored-flaky-scores';

const SIZES = { folders: 12, testCases: 80, runs: 60, maxDepth: 3 };

/** What the test case list works out for each case: its score over the service's result history, by a rule. */
const scoresFromService = (caseIds: readonly string[], outagePatterns = DEFAULT_OUTAGE_PATTERNS) =>
  Promise.all(
    caseIds.map(async (CASEID) => ({ CASEID, ...flakinessOf(await getTestCaseResults(CASEID), outagePatterns) })),
  );

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
    // PGlite's first open on a busy machine takes longer than a hook's 10 s (as stored-run-rows.test.ts found).
  }, 60_000);
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

  it("takes the lead's outage rule's aborts for no outcome, and scores by the rule set last", async () => {
    // A case whose newest result is an abort in an outage, the one before an abort of another kind (a failure).
    const histories = await Promise.all(caseIds.map(async (id) => ({ id, results: await getTestCaseResults(id) })));
    const { id: caseId, results } = histories.find((each) => each.results.length >= 8)!;
    const down = { STATUS: 'A', MESSAGE: 'RFC destination Q01 NOT REACHABLE (percent 100%_)' };
    const broken = { STATUS: 'A', MESSAGE: 'Field BELNR missing in the answer' };
    const history = [{ ...results[0]!, ...down }, { ...results[1]!, ...broken }, ...results.slice(2)];
    const write = (result: CaseResult, set: Pick<CaseResult, 'STATUS' | 'MESSAGE'>) =>
      store.db
        .update(executions)
        .set({ status: set.STATUS, message: set.MESSAGE })
        .where(and(eq(executions.runId, result.RUN_ID), eq(executions.caseId, caseId)));
    await write(results[0]!, down);
    await write(results[1]!, broken);
    const scored = async () => (await storedFlakyScores(store.db, { case: [caseId] })).scores[0]!;
    const expected = (patterns: readonly string[]) => ({ CASEID: caseId, ...flakinessOf(history, patterns) });
    expect(await scored()).toEqual(expected(DEFAULT_OUTAGE_PATTERNS));
    expect((await scored()).results).toBe(Math.min(20, results.length - 1));
    const actor = { user: 'LEAD', now: new Date() };
    // A text with LIKE's own signs in it matches itself only.
    await putOutageRule(store.db, { patterns: ['(percent 100%_)'], version: 0 }, actor);
    expect(await scored()).toEqual(expected(['(percent 100%_)']));
    await putOutageRule(store.db, { patterns: ['no abort says 100%'], version: 1 }, actor);
    expect(await scored()).toEqual(expected([]));
    expect((await scored()).results).toBe(Math.min(20, results.length));
    await putOutageRule(store.db, { patterns: [...DEFAULT_OUTAGE_PATTERNS], version: 2 }, actor);
    await write(results[0]!, results[0]!);
    await write(results[1]!, results[1]!);
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
