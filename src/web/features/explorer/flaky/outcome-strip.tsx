import { Link } from 'react-router';
import { useTestCaseResults } from '../../../../client/test-cases/get-test-case-results';
import { FLAKY_WINDOW, flakinessOf, scoredOutcome, streakOf } from '../../../../analysis/flakiness';
import { useOutagePatterns } from '../../../../client/triage/triage-settings';
import { formatDateTime } from '../../../../format/format';
import { FailedRead } from '../../../components/query-view/query-view';
import { LoadingState } from '../../../components/states';
import { paths } from '../../../../routes/paths';
import { FlakyBadge } from './flaky-badge';
import { FlakinessVerdict } from './flakiness-verdict';
import './flaky.css';

/**
 * The case's last FLAKY_WINDOW outcomes, oldest to newest as one reads a timeline, each a link to its run,
 * and the flakiness the rule gives them. Shares its read with the Results tab (same query).
 */
export function OutcomeStrip({ caseId }: { caseId: string }) {
  const results = useTestCaseResults(caseId);
  const outagePatterns = useOutagePatterns();
  // In the strip's own box, which keeps its height: the case's fields below it stay put when the outcomes arrive.
  if (results.isPending)
    return (
      <div className="outcome-strip">
        <LoadingState label="Loading the recent outcomes" lines={3} />
      </div>
    );
  if (results.isError) return <FailedRead query={results} title="Could not load the recent outcomes" />;
  // Outages (by the store's rule) are no outcome: the strip shows what the score is worked out from.
  const decided = results.data.filter((result) => scoredOutcome(result, outagePatterns)).slice(0, FLAKY_WINDOW);
  const flakiness = flakinessOf(results.data, outagePatterns);
  return (
    <section className="stack outcome-strip" aria-labelledby="outcome-strip-heading">
      <h2 id="outcome-strip-heading" className="row">
        Recent outcomes {flakiness.flaky ? <FlakyBadge /> : null}
      </h2>
      <FlakinessVerdict flakiness={flakiness} streak={streakOf(results.data, outagePatterns)} />
      {decided.length > 0 ? (
        <ol className="outcome-cells" aria-label="Outcomes, oldest first">
          {decided.toReversed().map((result) => {
            const outcome = scoredOutcome(result, outagePatterns)!;
            const when = formatDateTime(result.STARTED_DATE, result.STARTED_TIME);
            return (
              <li key={result.RUN_ID}>
                <Link
                  to={paths.run.href(result.RUN_ID)}
                  className={`outcome-cell outcome-${outcome}`}
                  aria-label={`${result.STATUS_TXT || outcome}: ${result.RUN_NAME || result.RUN_ID}, ${when}`}
                  title={`${result.STATUS_TXT} · ${result.RUN_NAME} · ${when}`}
                >
                  <span aria-hidden="true">{outcome === 'passed' ? '✓' : '✕'}</span>
                </Link>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
