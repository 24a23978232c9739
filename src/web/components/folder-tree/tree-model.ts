// The folder tree as normalised data (items by ID, child IDs by parent, which folders are known to have
// children) and the one pure function that turns it into the visible rows the tree renders.
import { TOP_LEVEL_PARENT_ID } from '../../../contract/ids';
import type { Scenario } from '../../../contract/records';

export interface TreeData {
  items: Map<string, Scenario>;
  /** Child IDs of each parent whose children are loaded. */
  children: Map<string, string[]>;
  /** Folders known to have sub-folders (seen one level ahead), so they show as expandable. */
  hasChildren: Set<string>;
}

export interface TreeRow {
  id: string;
  folder: Scenario;
  level: number;
  posinset: number;
  setsize: number;
  /** undefined: a leaf; true/false: expandable and open or closed. */
  expanded: boolean | undefined;
  /** Open, but its children are still loading. */
  loading: boolean;
}

export function emptyTree(): TreeData {
  return { items: new Map(), children: new Map(), hasChildren: new Set() };
}

/**
 * Adds a loaded level: the children of `parentId` and, one level ahead, their own children (as the API
 * answers `PARENTID=x&$children=true&$expandLevels=1`).
 */
export function addLevel(tree: TreeData, parentId: string, records: readonly Scenario[]): void {
  const direct: string[] = [];
  for (const record of records) {
    tree.items.set(record.SCNRID, record);
    if (record.PARENTID === parentId) direct.push(record.SCNRID);
    else tree.hasChildren.add(record.PARENTID);
  }
  tree.children.set(parentId, direct);
}

/** The rows a user sees: depth-first, children of open folders only. */
export function flattenTree(tree: TreeData, expanded: ReadonlySet<string>, rootId = TOP_LEVEL_PARENT_ID): TreeRow[] {
  const rows: TreeRow[] = [];
  const visit = (parentId: string, level: number) => {
    const ids = tree.children.get(parentId) ?? [];
    ids.forEach((id, index) => {
      const folder = tree.items.get(id);
      if (!folder) return;
      const expandable = tree.hasChildren.has(id) || (tree.children.get(id)?.length ?? 0) > 0;
      const open = expandable && expanded.has(id);
      rows.push({
        id,
        folder,
        level,
        posinset: index + 1,
        setsize: ids.length,
        expanded: expandable ? open : undefined,
        loading: open && !tree.children.has(id),
      });
      if (open) visit(id, level + 1);
    });
  };
  visit(rootId, 1);
  return rows;
}
