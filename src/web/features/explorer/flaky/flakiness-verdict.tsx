import { FLAKY_MIN_RESULTS, percent, type Flakiness, type Streak } from '../../../../analysis/flakiness';

/** What a case that is not flaky does: always the same, or the same since it last changed. */
function steadyText({ outcome, length, whole }: Streak): string {
  if (whole) return `it ${outcome} every time.`;
  const before = `it ${outcome === 'failed' ? 'passed' : 'failed'} before that`;
  return length === 1
    ? `it ${outcome} the last time; ${before}.`
    : `it has ${outcome} the last ${length} times; ${before}.`;
}

/** What the score means for this case, in a sentence; `streak` is the run of equal outcomes it ends on. */
export function FlakinessVerdict({ flakiness, streak }: { flakiness: Flakiness; streak: Streak | undefined }) {
  const { score, flaky, results } = flakiness;
  if (score === null || !streak)
    return (
      <p className="muted">
        {results === 0 ? 'No finished results yet' : `Only ${results} finished result${results === 1 ? '' : 's'}`}: a
        flakiness score needs at least {FLAKY_MIN_RESULTS}.
      </p>
    );
  return (
    <p>
      Flakiness {percent(score)} over the last {results} results:{' '}
      {flaky ? 'it passes and fails in turn without a change.' : `not flaky, ${steadyText(streak)}`}
    </p>
  );
}
