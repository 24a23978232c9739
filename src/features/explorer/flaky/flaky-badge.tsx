import './flaky.css';

/** The Flaky mark: a word and a symbol beside the colour, so it reads without colour too. */
export function FlakyBadge() {
  return (
    <span className="status-badge tone-warn flaky-badge">
      <span aria-hidden="true">↯</span>
      Flaky
    </span>
  );
}
