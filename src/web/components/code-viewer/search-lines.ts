import { lineOf, type LineIndex } from './line-index';

/**
 * Indexes of the lines containing the query, ignoring case; empty for an empty query. `lowerText` is the
 * index's text in lower case, computed once per text by the caller rather than once per line per keystroke.
 */
export function findLines(index: LineIndex, lowerText: string, query: string): number[] {
  const needle = query.trim().toLowerCase();
  // A match is within one line, as a reader sees it.
  if (!needle || needle.includes('\n')) return [];
  const found: number[] = [];
  for (let at = lowerText.indexOf(needle); at >= 0; at = lowerText.indexOf(needle, at + 1)) {
    const line = lineOf(index, at);
    if (found[found.length - 1] !== line) found.push(line);
    // Go on from the next line: further matches on this one add nothing.
    const next = line + 1 < index.starts.length ? index.starts[line + 1]! : lowerText.length;
    at = Math.max(at, next - 1);
  }
  return found;
}
