// Line alignment for a side-by-side compare: common prefix and suffix are matched directly, the middle
// by longest common subsequence; when the middle is too large for that (several MB that differ
// everywhere), lines are paired by position so the view never goes quadratic.

export type AlignedRow =
  | { kind: 'equal'; left: number; right: number }
  | { kind: 'changed'; left: number; right: number }
  | { kind: 'removed'; left: number }
  | { kind: 'added'; right: number };

/** Above this many cells (middle left × middle right), the LCS table is not built. */
const LCS_CELL_LIMIT = 4_000_000;

export function alignLines(left: readonly string[], right: readonly string[]): AlignedRow[] {
  let start = 0;
  while (start < left.length && start < right.length && left[start] === right[start]) start++;
  let endLeft = left.length;
  let endRight = right.length;
  while (endLeft > start && endRight > start && left[endLeft - 1] === right[endRight - 1]) {
    endLeft--;
    endRight--;
  }
  const rows: AlignedRow[] = [];
  for (let index = 0; index < start; index++) rows.push({ kind: 'equal', left: index, right: index });
  const middleLeft = endLeft - start;
  const middleRight = endRight - start;
  const middle =
    middleLeft * middleRight <= LCS_CELL_LIMIT
      ? alignByLcs(left, right, start, endLeft, endRight)
      : alignByPosition(start, endLeft, endRight);
  rows.push(...pairChanges(middle));
  for (let offset = 0; offset < left.length - endLeft; offset++)
    rows.push({ kind: 'equal', left: endLeft + offset, right: endRight + offset });
  return rows;
}

function alignByLcs(
  left: readonly string[],
  right: readonly string[],
  start: number,
  endLeft: number,
  endRight: number,
): AlignedRow[] {
  const n = endLeft - start;
  const m = endRight - start;
  const width = m + 1;
  const table = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i * width + j] =
        left[start + i] === right[start + j]
          ? table[(i + 1) * width + j + 1]! + 1
          : Math.max(table[(i + 1) * width + j]!, table[i * width + j + 1]!);
    }
  }
  const rows: AlignedRow[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (left[start + i] === right[start + j]) rows.push({ kind: 'equal', left: start + i++, right: start + j++ });
    else if (table[(i + 1) * width + j]! >= table[i * width + j + 1]!)
      rows.push({ kind: 'removed', left: start + i++ });
    else rows.push({ kind: 'added', right: start + j++ });
  }
  while (i < n) rows.push({ kind: 'removed', left: start + i++ });
  while (j < m) rows.push({ kind: 'added', right: start + j++ });
  return rows;
}

function alignByPosition(start: number, endLeft: number, endRight: number): AlignedRow[] {
  const rows: AlignedRow[] = [];
  for (let offset = 0; start + offset < Math.max(endLeft, endRight); offset++) {
    const l = start + offset;
    if (l < endLeft && l < endRight) rows.push({ kind: 'changed', left: l, right: l });
    else if (l < endLeft) rows.push({ kind: 'removed', left: l });
    else rows.push({ kind: 'added', right: l });
  }
  return rows;
}

/** A run of removed lines followed by added ones is shown as changed lines side by side. */
function pairChanges(rows: AlignedRow[]): AlignedRow[] {
  const out: AlignedRow[] = [];
  for (let index = 0; index < rows.length;) {
    const removed: number[] = [];
    const added: number[] = [];
    while (index < rows.length && rows[index]!.kind === 'removed')
      removed.push((rows[index++] as { left: number }).left);
    while (index < rows.length && rows[index]!.kind === 'added') added.push((rows[index++] as { right: number }).right);
    if (removed.length === 0 && added.length === 0) {
      out.push(rows[index++]!);
      continue;
    }
    const pairs = Math.min(removed.length, added.length);
    for (let k = 0; k < pairs; k++) out.push({ kind: 'changed', left: removed[k]!, right: added[k]! });
    for (let k = pairs; k < removed.length; k++) out.push({ kind: 'removed', left: removed[k]! });
    for (let k = pairs; k < added.length; k++) out.push({ kind: 'added', right: added[k]! });
  }
  return out;
}
