// Which aborts were the service or a system being down rather than a failure of the test: an aborted case (status
// A) whose message contains one of the rule's texts, ignoring case. Texts rather than regular expressions: a lead
// changes the rule in a form, and a text cannot be a pattern that takes the server minutes to match.
import { FAILED_STATUSES } from '../../contract/codes';
import { isServiceStopAbort } from '../../contract/service-stop';

/**
 * How the service words such aborts: a service stop (contract/service-stop.ts) and a landscape it could not
 * reach (the mock's abort, mock/execution/outcome-stories.ts, as SAP words an RFC destination that is down).
 */
export const DEFAULT_OUTAGE_PATTERNS: readonly string[] = [
  'the service stopped while this test case was',
  'not reachable',
  'RFC destination error',
];

const ABORTED = 'A';
// An abort is a failure as the service counts it; the rule only ever takes such cases out.
if (!FAILED_STATUSES.includes(ABORTED)) throw new Error('The service counts aborted cases as failed');

export function isOutage(detail: { STATUS: string; MESSAGE: string }, patterns: readonly string[]): boolean {
  if (detail.STATUS !== ABORTED) return false;
  const message = detail.MESSAGE.toLowerCase();
  return patterns.some((pattern) => message.includes(pattern.toLowerCase()));
}

/**
 * A run's aborts the rule names, other than a service stop's: a pass rate leaves those out already (ranCount), so
 * the two never take one case out twice. The runs list's rows count the same in the store (stored-run-rows.ts).
 */
export const outageCount = (details: readonly { STATUS: string; MESSAGE: string }[], patterns: readonly string[]) =>
  details.filter((detail) => isOutage(detail, patterns) && !isServiceStopAbort(detail)).length;
