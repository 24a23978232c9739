import { formatCount } from '../../../../format/format-count';

/**
 * Which results the table shows of how many, and buttons to the newer and older ones: a history of thousands of
 * results is read a page at a time, never whole.
 */
export function ResultPager({
  offset,
  shown,
  total,
  busy,
  onPage,
}: {
  offset: number;
  shown: number;
  total: number;
  /** The next page is on its way (the last one stays on screen). */
  busy: boolean;
  onPage: (offset: number) => void;
}) {
  const last = offset + shown;
  return (
    <nav className="row result-pager" aria-label="Result pages" aria-busy={busy}>
      <button
        type="button"
        className="button"
        disabled={offset === 0}
        onClick={() => onPage(Math.max(0, offset - shown))}
      >
        Newer results
      </button>
      <span role="status">
        {formatCount(offset + 1)}–{formatCount(last)} of {formatCount(total)} results
      </span>
      <button type="button" className="button" disabled={last >= total} onClick={() => onPage(last)}>
        Older results
      </button>
    </nav>
  );
}
