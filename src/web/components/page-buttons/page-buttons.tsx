import { formatCount } from '../../../format/format-count';

/**
 * Which rows a server-paged table shows of how many, and buttons to the pages before and after: a list of thousands
 * is read a page at a time, never whole. `words` name the buttons and the rows in the list's own terms.
 */
export function PageButtons({
  label,
  words,
  offset,
  pageRows,
  shown,
  total,
  busy,
  onPage,
}: {
  /** Names the navigation landmark ("Result pages"). */
  label: string;
  words: { before: string; after: string; rows: string };
  offset: number;
  pageRows: number;
  shown: number;
  total: number;
  /** The next page is on its way (the last one stays on screen). */
  busy: boolean;
  onPage: (offset: number) => void;
}) {
  const last = offset + shown;
  return (
    <nav className="row page-buttons" aria-label={label} aria-busy={busy}>
      <button
        type="button"
        className="button"
        disabled={offset === 0}
        onClick={() => onPage(Math.max(0, offset - pageRows))}
      >
        {words.before}
      </button>
      <span role="status">
        {formatCount(offset + 1)}–{formatCount(last)} of {formatCount(total)} {words.rows}
      </span>
      <button type="button" className="button" disabled={last >= total} onClick={() => onPage(last)}>
        {words.after}
      </button>
    </nav>
  );
}
