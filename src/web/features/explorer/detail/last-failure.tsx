import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTestRun, WITH_DETAILS } from '../../../../client/test-runs/get-test-run';
import { othersWithCause } from '../../../../analysis/last-failure';
import type { CaseResultRow } from '../../../../contract/dashboard-api/test-case';
import { formatCount } from '../../../../format/format-count';
import { formatDateTime } from '../../../../format/format';
import { LoadingState } from '../../../components/states';
import { FAILED_STATUSES, statusText } from '../../../../contract/codes';
import { paths } from '../../../../routes/paths';
import { useCaseHistory } from './use-case-history';
import { UnbrokenFormats } from '../../../components/unbroken-formats';
import { CauseTriage } from './cause-triage';
import { CompareAdvice } from './compare-advice';

const ABORTED = 'A';
const runLink = (result: CaseResultRow): ReactNode => (
  <Link to={paths.run.href(result.RUN_ID)}>
    <UnbrokenFormats text={result.RUN_NAME || result.RUN_ID} />
  </Link>
);
const when = (result: CaseResultRow) => (
  <UnbrokenFormats text={formatDateTime(result.STARTED_DATE, result.STARTED_TIME)} />
);
const heading = (status: string) => (status === ABORTED ? 'Why it was aborted' : 'Why it failed');

/**
 * "Why did this case fail?", answered before the case's fields: the newest failure's message, how long it has
 * been failing, whether its cause is new to the case, whether other cases of that run failed the same way (one
 * cause behind many failures points away from this case), what the team decided about it, and what to open next
 * where that can be done. Nothing while the newest outcome is a pass; the recent outcomes below share the read and
 * show its errors.
 */
export function LastFailure({
  caseId,
  lastStatus,
  failedRunId,
}: {
  caseId: string;
  lastStatus: string;
  /** The run the case last failed in, by its record (`lastFailedRunId`): read with the results, not after them. */
  failedRunId: string | undefined;
}) {
  const { history, failed, direct } = useCaseHistory(caseId);
  const last = history?.lastFailure ?? null;
  // The store tells how many other cases of the failure's run failed this way; in direct mode the run's read with
  // its details does, started beside the history's (the record names the run), then the run the history names.
  const runId = history ? (last?.othersInRun === null ? last.failure.RUN_ID : '') : direct ? (failedRunId ?? '') : '';
  const run = useTestRun(runId, WITH_DETAILS, { enabled: Boolean(runId) });
  // The case's own last status says whether a failure is coming: its place is held while the history loads, so
  // the fields below do not jump down when it arrives.
  if (!history && !failed && FAILED_STATUSES.includes(lastStatus))
    return (
      <section className="stack last-failure" aria-labelledby="last-failure-heading">
        <h2 id="last-failure-heading">{heading(lastStatus)}</h2>
        <LoadingState label="Loading why it failed" lines={4} />
      </section>
    );
  if (!last) return null;

  const { failure, streak, failingSince, lastPass, earlierFailures, sameCauseBefore, lastSameCause } = last;
  const others = last.othersInRun ?? (run.data ? othersWithCause(run.data.DETAILS, last.cause, caseId) : undefined);
  return (
    <section className="stack last-failure" aria-labelledby="last-failure-heading">
      <h2 id="last-failure-heading">{heading(failure.STATUS)}</h2>
      <p className="last-failure-message">{failure.MESSAGE || 'The service gave no message.'}</p>
      <ul className="last-failure-facts">
        <li>
          {/* The case's own start in that run, not the run's: the run may have started minutes before it. */}
          {statusText(failure.STATUS)} in {runLink(failure)}; this test case started {when(failure)}.
        </li>
        <li>
          {/* One verdict per case. Flaky wins over a streak: the score weighs the newest results most, so a streak
              short enough to leave the case flaky is what a flaky case does, and "failing 2 times in a row" beside
              the Flaky badge sent readers after a change that is not there. A longer streak ends the badge. */}
          {lastPass && history?.flakiness.flaky ? (
            <>
              Flaky: it passes and fails in turn
              {streak > 1 ? `, and failed the last ${streak} times` : ''} (recent outcomes below); it last passed in{' '}
              {runLink(lastPass)} ({when(lastPass)}).
            </>
          ) : streak === 1 && lastPass ? (
            <>
              It passed the time before, in {runLink(lastPass)} ({when(lastPass)}).
            </>
          ) : lastPass ? (
            <>
              Failing {streak} times in a row since {when(failingSince)}; it last passed in {runLink(lastPass)} (
              {when(lastPass)}).
            </>
          ) : streak === 1 ? (
            <>It has no earlier outcome on record.</>
          ) : (
            <>It failed every time in the {streak} results on record.</>
          )}
        </li>
        <li>
          {lastSameCause ? (
            <>
              A known cause: {sameCauseBefore === 1 ? 'one earlier failure' : `${sameCauseBefore} earlier failures`} had
              this message (numbers and IDs aside), the last in {runLink(lastSameCause)}.
            </>
          ) : earlierFailures > 0 ? (
            <>A new cause: none of its earlier failures had this message.</>
          ) : (
            <>Its first failure on record.</>
          )}
        </li>
        {last.triage ? (
          <li>
            <CauseTriage triage={last.triage} />
          </li>
        ) : null}
        {others === undefined ? null : (
          <li>
            {others === 0 ? (
              <>No other test case of that run failed this way.</>
            ) : (
              <>
                {formatCount(others)} other test {others === 1 ? 'case' : 'cases'} of that run failed this way: the
                cause may lie outside this case (the run&apos;s page groups its failures by cause).
              </>
            )}
          </li>
        )}
      </ul>
      <CompareAdvice caseId={caseId} runId={failure.RUN_ID} />
    </section>
  );
}
