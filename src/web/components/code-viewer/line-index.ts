// A text and where each of its lines starts: a 5 MB payload is 200,000 lines, and holding them as one string
// with an Int32Array of offsets costs a fraction of an array of 200,000 strings (and can be sent from a worker
// without copying).

export interface LineIndex {
  text: string;
  /** Offset of each line's first character; one entry per line, so an empty text has one empty line. */
  starts: Int32Array;
}

export function indexLines(text: string): LineIndex {
  let count = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++;
  const starts = new Int32Array(count);
  let line = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) starts[line++] = at + 1;
  return { text, starts };
}

export function lineCount(index: LineIndex): number {
  return index.starts.length;
}

/** Line `line` without its line break (a trailing \r of a CRLF break included). */
export function lineAt({ text, starts }: LineIndex, line: number): string {
  const start = starts[line]!;
  let end = line + 1 < starts.length ? starts[line + 1]! - 1 : text.length;
  if (end > start && text.charCodeAt(end - 1) === 13) end--;
  return text.slice(start, end);
}

/** The line holding character `offset` (binary search over the line starts). */
export function lineOf({ starts }: LineIndex, offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}
