import { Link } from 'react-router';
import { outcomeOf } from '../../../../analysis/flakiness';
import { formatDateTime } from '../../../../format/format';
import { FailedRead } from '../../../components/query-view/query-view';
import { LoadingState } from '../../../components/states';
import { paths } from '../../../../routes/paths';
import { useCaseHistory } from '../detail/use-case-history';
import { FlakyBadge } from './flaky-badge';
import { FlakinessVerdict } from './flakiness-verdict';
import './flaky.css';

/**
 * The case's last FLAKY_WINDOW outcomes, oldest to newest as one reads a timeline, each a link to its run,
 * and the flakiness the rule gives them. Shares its read with "Why it failed" (useCaseHistory).
 */
export function OutcomeStrip({ caseId }: { caseId: string }) {
  const { history, failed } = useCaseHistory(caseId);
  if (failed) return <FailedRead query={failed} title="Could not load the recent outcomes" />;
  // In the strip's own box, which keeps its height: the case's fields below it stay put when the outcomes arrive.
  if (!history)
    return (
      <div className="outcome-strip">
        <LoadingState label="Loading the recent outcomes" lines={3} />
      </div>
    );
  // Outages (by the store's rule) are no outcome, and not among the recent ones: the score is worked out without.
  const { recent: decided, flakiness, streak } = history;
  return (
    <section className="stack outcome-strip" aria-labelledby="outcome-strip-heading">
      <h2 id="outcome-strip-heading" className="row">
        Recent outcomes {flakiness.flaky ? <FlakyBadge /> : null}
      </h2>
      <FlakinessVerdict flakiness={flakiness} streak={streak ?? undefined} />
      {decided.length > 0 ? (
        <ol className="outcome-cells" aria-label="Outcomes, oldest first">
          {decided.toReversed().map((result) => {
            const outcome = outcomeOf(result.STATUS)!;
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
