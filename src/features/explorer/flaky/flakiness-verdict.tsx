import { FLAKY_MIN_RESULTS, type Flakiness } from '../../../analysis/flakiness';
import { percent } from './percent';

/** What the score means for this case, in a sentence. */
export function FlakinessVerdict({ flakiness }: { flakiness: Flakiness }) {
  const { score, flaky, results } = flakiness;
  if (score === null)
    return (
      <p className="muted">
        {results === 0 ? 'No finished results yet' : `Only ${results} finished result${results === 1 ? '' : 's'}`}: a
        flakiness score needs at least {FLAKY_MIN_RESULTS}.
      </p>
    );
  return (
    <p>
      Flakiness {percent(score)} over the last {results} results:{' '}
      {flaky ? 'it passes and fails in turn without a change.' : 'its outcome is steady.'}
    </p>
  );
}
