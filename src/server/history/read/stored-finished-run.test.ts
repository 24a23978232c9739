import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareRuns } from '../../../analysis/compare-runs';
import { getTestRun, WITH_DETAILS } from '../../../client/test-runs/get-test-run';
import { createMockService, type MockService } from '../../../mock/create-mock-service';
import type { HistoryStore } from '../store/open-store';
import { useInProcessService } from '../testing/in-process-service';
import { ENGINES, openSyncedStore } from '../testing/test-stores';
import { fieldDifferences, runs } from '../store/schema';
import { storedFinishedRun, storedRunPage } from './stored-finished-run';
import { storedRunsBefore } from './stored-runs-before';
import { earlierRunsOfName, sameTestCases } from '../../../analysis/previous-run';
import { groupFailures } from '../../../analysis/failure-groups';
import type { RunComparison, TestRun } from '../../../contract/records';

/** A comparison's differing rows as texts, in one order (the store does not keep the order they were sent in). */
const differing = (rows: readonly RunComparison[] = []) =>
  rows
    .filter((row) => row.RESULT !== 'MATCH')
    .map((row) => [row.CASEID, row.CONTENT_ID, row.PATH, row.REF_VALUE, row.CUR_VALUE, row.RESULT].join('|'))
    .toSorted();

/** When a run started, as text that sorts by time. */
const started = (run: TestRun) => `${run.STARTED_DATE} ${run.STARTED_TIME}`;

const SIZES = { folders: 12, testCases: 80, runs: 30, maxDepth: 3 };

describe.each(ENGINES)('a finished run from the store on %s', { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let finished: string[];
  let inProgress: string;
  let renamed: string;

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
    // A run of a name of its own: its previous run is the latest earlier one of its test cases.
    const sameCases = all
      .filter((each) => each.details.length > 0)
      .find((each, _index, listed) =>
        listed.some(
          (other) =>
            other !== each &&
            other.record.STARTED_DATE + other.record.STARTED_TIME <
              each.record.STARTED_DATE + each.record.STARTED_TIME &&
            sameTestCases({ DETAILS: other.details }, { DETAILS: each.details }),
        ),
      )!;
    sameCases.record.NAME = 'A check of its own';
    renamed = sameCases.record.RUN_ID;
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

  it("finds the previous run, what changed since and the failures' causes, as over the service's runs", async () => {
    const fromService = await Promise.all([...mock.store.runs.keys()].map((id) => getTestRun(id, WITH_DETAILS)));
    const earlierOf = (run: TestRun) => {
      const ofName = earlierRunsOfName(run, fromService, 5);
      if (ofName.length > 0) return { earlier: ofName, matchedBy: 'name' };
      const ofCases = fromService
        .filter((each) => started(each) < started(run) && sameTestCases(each, run))
        .toSorted((a, b) => started(b).localeCompare(started(a)))
        .slice(0, 5);
      return { earlier: ofCases, matchedBy: 'test cases' };
    };
    const byName = fromService.find((run) => run.NAME.startsWith('Nightly') && earlierOf(run).earlier.length >= 2)!;
    for (const run of [byName, fromService.find((each) => each.RUN_ID === renamed)!]) {
      const { earlier, matchedBy } = earlierOf(run);
      const answer = (await storedRunsBefore(store.db, run.RUN_ID.toLowerCase()))!;
      expect(answer.previous).toMatchObject({ RUN_ID: earlier[0]!.RUN_ID, matchedBy });
      expect(answer.previous!.counts).toEqual(compareRuns(earlier[0]!, run).counts);
      expect(answer.failureGroups).toEqual(groupFailures([run], earlier));
    }
    expect(earlierOf(fromService.find((each) => each.RUN_ID === renamed)!).matchedBy).toBe('test cases');
    expect(await storedRunsBefore(store.db, 'F'.repeat(32))).toBeNull();
  });

  it('answers the run page with the fields that differed as it kept them, and says when it kept none to show', async () => {
    const stored = await store.db
      .select({ id: runs.id, comparison: runs.comparison })
      .from(runs)
      .where(ne(runs.id, finished[2]!));
    const differed = stored.find(
      (run) => run.comparison === 'sent' && differing(mock.store.runs.get(run.id)!.comparison).length > 0,
    )!;
    const notRead = stored.find((run) => run.comparison === null && run.id !== inProgress)!;
    const fromService = await getTestRun(differed.id, { $includeDetails: true, $includeComparison: true });
    const page = (await storedRunPage(store.db, differed.id.toLowerCase()))!;
    expect(page).toEqual({
      run: { ...(await storedFinishedRun(store.db, differed.id)), COMPARISON: expect.any(Array) },
      differences: 'kept',
    });
    expect(differing(page.run.COMPARISON)).toEqual(differing(fromService.COMPARISON));
    // Not read with its comparison (before the window): the page asks the service when the reader wants it.
    expect(await storedRunPage(store.db, notRead.id)).toEqual({
      run: await storedFinishedRun(store.db, notRead.id),
      differences: 'not-kept',
    });
    expect(await storedRunPage(store.db, inProgress)).toBeNull();
    expect(await storedRunPage(store.db, finished[2]!)).toBeNull();
    // Masks say nothing to a reader; a release that sends no comparison is said as the service's answer says it.
    await store.db.update(fieldDifferences).set({ masked: true }).where(eq(fieldDifferences.runId, differed.id));
    expect(await storedRunPage(store.db, differed.id)).toMatchObject({ differences: 'masked' });
    expect((await storedRunPage(store.db, differed.id))!.run).not.toHaveProperty('COMPARISON');
    await store.db.update(runs).set({ comparison: 'unsent' }).where(eq(runs.id, differed.id));
    expect(await storedRunPage(store.db, differed.id)).toMatchObject({ differences: 'unsent' });
  });
});
