import { FLAKY_MIN_RESULTS, percent, type Flakiness } from '../../../../analysis/flakiness';
import { FlakyBadge } from './flaky-badge';

/** The Flaky column: the badge and score, or why there is none. */
export function FlakyCell({ flakiness }: { flakiness: Flakiness | undefined }) {
  if (!flakiness) return <span title="Not scored: the list is too long to read every history">—</span>;
  if (flakiness.score === null) return <span title={`Fewer than ${FLAKY_MIN_RESULTS} finished results`}>—</span>;
  return (
    <span className="flaky-cell" title={`Flakiness ${percent(flakiness.score)} over ${flakiness.results} results`}>
      {flakiness.flaky ? <FlakyBadge symbol={false} /> : null}
      <span className={flakiness.flaky ? undefined : 'muted'}>{percent(flakiness.score)}</span>
    </span>
  );
}
