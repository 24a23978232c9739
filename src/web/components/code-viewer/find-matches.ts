/**
 * Where the query occurs in the text, ignoring case: each match's first offset, in order, matches not overlapping;
 * empty for a blank query. `lowerText` is the text in lower case, computed once per text by the caller rather than
 * on every keystroke. A match is within one line, as a reader sees it.
 */
export function findMatches(lowerText: string, query: string): number[] {
  const needle = query.trim().toLowerCase();
  if (!needle || needle.includes('\n')) return [];
  const found: number[] = [];
  for (let at = lowerText.indexOf(needle); at >= 0; at = lowerText.indexOf(needle, at + needle.length)) found.push(at);
  return found;
}

/** A stretch of a line to mark: offsets within the line, and whether it is the match the reader is at. */
export interface MarkedRange {
  start: number;
  end: number;
  current: boolean;
}

/**
 * The matches on the line from `lineStart` to `lineEnd` (text offsets), as ranges within the line; `current` is the
 * index in `matches` of the match the reader is at. Found by binary search: a line is drawn per row on screen.
 */
export function matchesOnLine(
  matches: readonly number[],
  length: number,
  current: number,
  lineStart: number,
  lineEnd: number,
): MarkedRange[] {
  let low = 0;
  let high = matches.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (matches[middle]! < lineStart) low = middle + 1;
    else high = middle;
  }
  const ranges: MarkedRange[] = [];
  for (let index = low; index < matches.length && matches[index]! < lineEnd; index++) {
    const start = matches[index]! - lineStart;
    ranges.push({ start, end: Math.min(start + length, lineEnd - lineStart), current: index === current });
  }
  return ranges;
}
