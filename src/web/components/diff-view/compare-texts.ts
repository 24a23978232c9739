// The work behind a side-by-side compare: both texts pretty-printed, cut into lines and aligned. Two 5 MB
// payloads take about half a second of it, so large ones are compared in a worker; the result is made of
// strings and typed arrays, which a worker hands over in a few milliseconds (200,000 row objects and line
// strings would take the page longer to receive than the work saves).
import { prettyPrint } from '../code-viewer/pretty-print';
import { indexLines, lineAt, lineCount, type LineIndex } from '../code-viewer/line-index';
import { alignLines, type AlignedRow } from './align-lines';

export interface CompareRequest {
  leftText: string;
  rightText: string;
  format: string;
}

export interface TextComparison {
  left: LineIndex;
  right: LineIndex;
  /** Per aligned row, its kind (an index of KINDS), its left line and its right line (-1 for a side it lacks). */
  kinds: Uint8Array;
  leftLines: Int32Array;
  rightLines: Int32Array;
  /** The rows that differ, in order. */
  differences: Int32Array;
  /** Characters in the longest line of either side. */
  longest: number;
}

const KINDS = ['equal', 'changed', 'removed', 'added'] as const satisfies readonly AlignedRow['kind'][];

function linesOf(index: LineIndex): string[] {
  return Array.from({ length: lineCount(index) }, (_, line) => lineAt(index, line));
}

const longestOf = (lines: readonly string[]) => lines.reduce((longest, line) => Math.max(longest, line.length), 0);

export function compareTexts({ leftText, rightText, format }: CompareRequest): TextComparison {
  const leftPretty = prettyPrint(leftText, format);
  // Outputs that did not change (every passed run's) are pretty-printed once: that is most of the work.
  const same = rightText === leftText;
  const left = indexLines(leftPretty);
  const right = indexLines(same ? leftPretty : prettyPrint(rightText, format));
  const leftLines = linesOf(left);
  const rightLines = same ? leftLines : linesOf(right);
  const rows = alignLines(leftLines, rightLines);
  const comparison: TextComparison = {
    left,
    right,
    kinds: new Uint8Array(rows.length),
    leftLines: new Int32Array(rows.length),
    rightLines: new Int32Array(rows.length),
    differences: new Int32Array(rows.reduce((count, row) => count + (row.kind === 'equal' ? 0 : 1), 0)),
    longest: Math.max(longestOf(leftLines), same ? 0 : longestOf(rightLines)),
  };
  let differing = 0;
  rows.forEach((row, index) => {
    comparison.kinds[index] = KINDS.indexOf(row.kind);
    comparison.leftLines[index] = 'left' in row ? row.left : -1;
    comparison.rightLines[index] = 'right' in row ? row.right : -1;
    if (row.kind !== 'equal') comparison.differences[differing++] = index;
  });
  return comparison;
}

/** The comparison's buffers, handed over rather than copied when a worker sends it. */
export const transferablesOf = (comparison: TextComparison): Transferable[] => [
  comparison.left.starts.buffer,
  comparison.right.starts.buffer,
  comparison.kinds.buffer,
  comparison.leftLines.buffer,
  comparison.rightLines.buffer,
  comparison.differences.buffer,
];

export const rowCount = (comparison: TextComparison) => comparison.kinds.length;

/** Row `index` of the alignment. */
export function rowAt(comparison: TextComparison, index: number): AlignedRow {
  const kind = KINDS[comparison.kinds[index]!]!;
  const left = comparison.leftLines[index]!;
  const right = comparison.rightLines[index]!;
  if (kind === 'removed') return { kind, left };
  if (kind === 'added') return { kind, right };
  return { kind, left, right };
}

/** A row's two lines, each empty where the row has no line on that side. */
export function linesAt(comparison: TextComparison, row: AlignedRow): { left: string; right: string } {
  return {
    left: 'left' in row ? lineAt(comparison.left, row.left) : '',
    right: 'right' in row ? lineAt(comparison.right, row.right) : '',
  };
}
