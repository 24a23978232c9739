// The Flaky column's data: every listed case's score from its result history. The interface has no bulk
// read of histories (GET /testcases/{id}/results per case, no options), so a list is scored only while it
// is short enough to read each history, a few at a time; longer lists show no score (the user guide says so).
// With the dashboard server's history store, the whole list is scored in one read of GET /api/flaky instead.
import { getFlakyScores } from '../../../../client/dashboard/get-flaky-scores';
import { storeNotAnswering } from '../../../../client/dashboard/store-not-answering';
import { getTestCaseResults } from '../../../../client/test-cases/get-test-case-results';
import { createRequestSlots } from '../../../../client/http/request-slots';
import { flakinessOf, type Flakiness } from '../../../../analysis/flakiness';
import { FLAKY_SCORES_MAX_CASES } from '../../../../contract/dashboard-api/flaky-scores';
import type { TestCase } from '../../../../contract/records';

/** Longer lists (a big sub-tree) are not scored: that many reads would keep a real system busy for minutes. */
export const SCORED_LIST_LIMIT = FLAKY_SCORES_MAX_CASES;
const slots = createRequestSlots(6);
/** Scores reach the list in groups this large, so a long list is re-sorted a few times, not 200. */
const GROUP = 12;

/** A listed case; `flakiness` is absent until scored, when the list is too long, or its history was unreadable. */
export type ListedCase = TestCase & { flakiness?: Flakiness };

type Scored = { index: number; row: ListedCase }[];

/** The list's rows with their scores, group by group, after the list has loaded (the row set's refine step). */
export async function* scoreFlakiness(
  rows: readonly ListedCase[],
  { fromStore }: { fromStore: boolean },
): AsyncGenerator<Scored> {
  if (rows.length > SCORED_LIST_LIMIT) return;
  if (fromStore) {
    const scored = await scoresFromStore(rows);
    if (scored) {
      yield scored;
      return;
    }
  }
  for (let start = 0; start < rows.length; start += GROUP) {
    const group = rows.slice(start, start + GROUP).map(async (row, offset) => {
      const flakiness = await flakinessOfCase(row);
      return flakiness ? [{ index: start + offset, row: { ...row, flakiness } }] : [];
    });
    yield (await Promise.all(group)).flat();
  }
}

/** Every row scored by the store; null when it does not answer after all, and the service's histories are read. */
async function scoresFromStore(rows: readonly ListedCase[]): Promise<Scored | null> {
  try {
    const scores = await getFlakyScores(rows.map((row) => row.CASEID));
    return scores.map(({ CASEID: _caseId, ...flakiness }, index) => ({ index, row: { ...rows[index]!, flakiness } }));
  } catch (error) {
    if (storeNotAnswering(error)) return null;
    // An unreadable answer leaves the list unscored, as unreadable histories leave their cases; the list is fine.
    return [];
  }
}

async function flakinessOfCase(testCase: TestCase): Promise<Flakiness | undefined> {
  if (!testCase.LAST_RUN_ID) return flakinessOf([]);
  try {
    return flakinessOf(await slots(() => getTestCaseResults(testCase.CASEID)));
  } catch {
    // One unreadable history leaves that case unscored; the list itself is fine.
    return undefined;
  }
}
