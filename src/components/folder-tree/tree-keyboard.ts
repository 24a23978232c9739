// The keyboard model of the WAI-ARIA tree pattern as a pure function: what a key does to focus,
// expansion and selection, given the visible rows.
import type { TreeRow } from './tree-model';

export interface TreeKeyResult {
  focus?: string;
  expand?: string[];
  collapse?: string;
  select?: string;
}

export function treeKey(rows: readonly TreeRow[], focusedId: string | undefined, key: string): TreeKeyResult | undefined {
  if (rows.length === 0) return undefined;
  const index = Math.max(0, rows.findIndex((row) => row.id === focusedId));
  const row = rows[index]!;
  switch (key) {
    case 'ArrowDown':
      return { focus: rows[Math.min(index + 1, rows.length - 1)]!.id };
    case 'ArrowUp':
      return { focus: rows[Math.max(index - 1, 0)]!.id };
    case 'Home':
      return { focus: rows[0]!.id };
    case 'End':
      return { focus: rows[rows.length - 1]!.id };
    case 'ArrowRight':
      if (row.expanded === false) return { expand: [row.id] };
      if (row.expanded === true && rows[index + 1]?.level === row.level + 1) return { focus: rows[index + 1]!.id };
      return {};
    case 'ArrowLeft': {
      if (row.expanded === true) return { collapse: row.id };
      const parent = rows.slice(0, index).findLast((candidate) => candidate.level === row.level - 1);
      return parent ? { focus: parent.id } : {};
    }
    case 'Enter':
    case ' ':
      return { select: row.id };
    case '*':
      return { expand: siblingsOf(rows, index).filter((sibling) => sibling.expanded === false).map((sibling) => sibling.id) };
    default:
      return key.length === 1 && /\S/.test(key) ? typeAhead(rows, index, key) : undefined;
  }
}

function siblingsOf(rows: readonly TreeRow[], index: number): TreeRow[] {
  const { level } = rows[index]!;
  let start = index;
  while (start > 0 && rows[start - 1]!.level >= level) start--;
  const siblings: TreeRow[] = [];
  for (let i = start; i < rows.length && rows[i]!.level >= level; i++) if (rows[i]!.level === level) siblings.push(rows[i]!);
  return siblings;
}

/** Focus moves to the next visible folder whose name starts with the typed character. */
function typeAhead(rows: readonly TreeRow[], index: number, key: string): TreeKeyResult {
  const char = key.toLowerCase();
  for (let offset = 1; offset <= rows.length; offset++) {
    const candidate = rows[(index + offset) % rows.length]!;
    if (candidate.folder.DESCR.toLowerCase().startsWith(char)) return { focus: candidate.id };
  }
  return {};
}
