// The keyboard model of the WAI-ARIA tree pattern as a pure function: what a key does to focus,
// expansion and selection, given the visible rows.
import type { TreeRow } from './tree-model';

/** Type-ahead text builds up while keys come this quickly; after a longer pause it starts afresh. */
export const TYPE_AHEAD_PAUSE_MS = 500;

export interface TreeKeyResult {
  focus?: string;
  expand?: string[];
  collapse?: string;
  select?: string;
  /** The type-ahead text so far, when the key was part of it. */
  typed?: string;
}

/** `typed` is the type-ahead text of the keys just before this one (empty after a pause). */
export function treeKey(
  rows: readonly TreeRow[],
  focusedId: string | undefined,
  key: string,
  typed = '',
): TreeKeyResult | undefined {
  if (rows.length === 0) return undefined;
  const index = Math.max(
    0,
    rows.findIndex((row) => row.id === focusedId),
  );
  const row = rows[index]!;
  // Mid-name, a space or a * is part of the name being typed, not a command.
  if (key.length === 1 && (typed !== '' || /[^\s*]/.test(key))) return typeAhead(rows, index, typed + key);
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
      return {
        expand: siblingsOf(rows, index)
          .filter((sibling) => sibling.expanded === false)
          .map((sibling) => sibling.id),
      };
    default:
      return undefined;
  }
}

function siblingsOf(rows: readonly TreeRow[], index: number): TreeRow[] {
  const { level } = rows[index]!;
  let start = index;
  while (start > 0 && rows[start - 1]!.level >= level) start--;
  const siblings: TreeRow[] = [];
  for (let i = start; i < rows.length && rows[i]!.level >= level; i++)
    if (rows[i]!.level === level) siblings.push(rows[i]!);
  return siblings;
}

/** Focus moves to the next visible folder whose name starts with the typed text; none matching, it stays. */
function typeAhead(rows: readonly TreeRow[], index: number, typed: string): TreeKeyResult {
  const text = typed.toLowerCase();
  const firstFrom = (start: number, prefix: string) => {
    for (let offset = 0; offset < rows.length; offset++) {
      const candidate = rows[(start + offset) % rows.length]!;
      if (candidate.folder.DESCR.toLowerCase().startsWith(prefix)) return candidate;
    }
    return undefined;
  };
  // A first letter moves on; more letters refine the match, which may be the folder already focused.
  const match =
    firstFrom(text.length > 1 ? index : index + 1, text) ??
    // The same letter pressed again and again steps through the folders that start with it.
    ([...text].every((char) => char === text[0]) ? firstFrom(index + 1, text[0]!) : undefined);
  return match ? { focus: match.id, typed } : { typed };
}
