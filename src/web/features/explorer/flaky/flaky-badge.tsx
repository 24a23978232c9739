import './flaky.css';

/** The Flaky mark: a word beside the colour, so it reads without colour too; the symbol where there is room. */
export function FlakyBadge({ symbol = true }: { symbol?: boolean }) {
  return (
    <span className="status-badge tone-warn flaky-badge">
      {symbol ? <span aria-hidden="true">↯</span> : null}
      Flaky
    </span>
  );
}
