// Which field comparison (from a run's COMPARISON rows) explains a changed line: a row whose current value
// appears on the right and reference value on the left. Accepted differences are warnings, failing ones errors.
import type { AlignedRow } from './align-lines';

export interface DifferenceMark {
  path: string;
  refValue: string;
  curValue: string;
  result: string; // WARNING | ERROR | MATCH
}

/** The word shown for each judged result; what is read out is the word followed by "difference". */
export const MARK_WORDS: Readonly<Record<string, string>> = { WARNING: 'Accepted', ERROR: 'Failing' };

/** A sign beside the word, so the two stand apart at a glance without relying on their colours (not read out). */
export const MARK_ICONS: Readonly<Record<string, string>> = { WARNING: '\u26A0\uFE0E', ERROR: '\u2715' };

/** A comparison row that judged a difference (a MATCH, or a result this client does not know, did not). */
export const isJudgedDifference = (mark: DifferenceMark) => Object.hasOwn(MARK_WORDS, mark.result);

export function markFor(
  row: AlignedRow,
  lines: { left: string; right: string },
  marks: readonly DifferenceMark[],
): DifferenceMark | undefined {
  if (row.kind === 'equal') return undefined;
  return marks.find(
    (mark) =>
      isJudgedDifference(mark) &&
      ((mark.curValue && lines.right.includes(mark.curValue)) ||
        (mark.refValue && lines.left.includes(mark.refValue) && mark.refValue !== mark.curValue)),
  );
}
