// The Flaky column's data: every listed case's score from its result history. The interface has no bulk
// read of histories (GET /testcases/{id}/results per case, no options), so a list is scored only while it
// is short enough to read each history, a few at a time; longer lists show no score (the user guide says so).
import { getTestCaseResults } from '../../../api/test-cases/get-test-case-results';
import { createRequestSlots } from '../../../api/client/request-slots';
import { flakinessOf, type Flakiness } from '../../../analysis/flakiness';
import type { TestCase } from '../../../contract/records';

/** Longer lists (a big sub-tree) are not scored: this many reads take about a second on the mock. */
export const SCORED_LIST_LIMIT = 200;
const slots = createRequestSlots(6);

/** A listed case; `flakiness` is absent when the list is too long to score or its history could not be read. */
export type ListedCase = TestCase & { flakiness?: Flakiness };

/**
 * Passes the batches on, scored when the whole list has at most SCORED_LIST_LIMIT cases. Until that is
 * known the first batches are held back, which for a short list is the time of its reads.
 */
export async function* withFlakiness(batches: AsyncIterable<TestCase[]>): AsyncGenerator<ListedCase[]> {
  const held: TestCase[] = [];
  let long = false;
  for await (const batch of batches) {
    if (long) {
      yield batch;
      continue;
    }
    held.push(...batch);
    if (held.length > SCORED_LIST_LIMIT) {
      long = true;
      yield held.splice(0);
    }
  }
  if (!long && held.length > 0) yield await Promise.all(held.map(scored));
}

async function scored(testCase: TestCase): Promise<ListedCase> {
  if (!testCase.LAST_RUN_ID) return { ...testCase, flakiness: flakinessOf([]) };
  try {
    return { ...testCase, flakiness: flakinessOf(await slots(() => getTestCaseResults(testCase.CASEID))) };
  } catch {
    // One unreadable history leaves that case unscored; the list itself is fine.
    return testCase;
  }
}
