import { Link } from 'react-router';
import { useLifecycleCounts } from '../../../../client/triage/get-lifecycle';
import { LIFECYCLE_CLASSES } from '../../../../contract/dashboard-api/lifecycle';
import { DEFAULT_TRIAGE_DAYS } from '../../../../contract/dashboard-api/triage-basics';
import { formatCount } from '../../../../format/format-count';
import { paths } from '../../../../routes/paths';
import { LIFECYCLE_LOOKS } from '../../../components/lifecycle-badge/lifecycle-badge';

/**
 * How many failing test cases are in each class, each count linking to its list. Said only where a store answers,
 * and once its counts are known: the overview's tiles do not wait for it.
 */
export function LifecycleLine() {
  const counts = useLifecycleCounts();
  if (!counts.data) return null;
  return (
    <nav aria-label="Failing test cases by class" className="print-hidden">
      <p className="row">
        <span>Failing test cases:</span>
        {LIFECYCLE_CLASSES.map((each) => (
          <Link key={each} to={paths.lifecycle.href({ class: each })}>
            {formatCount(counts.data.counts[each])} {LIFECYCLE_LOOKS[each].label.toLowerCase()}
          </Link>
        ))}
        <span className="muted">(failed in runs of the last {DEFAULT_TRIAGE_DAYS} days)</span>
      </p>
    </nav>
  );
}
