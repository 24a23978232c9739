// The folder tree as an index of every folder: a level (with one level ahead, so each folder shown knows whether it
// opens), the path to a folder, and a search by name with each match's path. The server answers them from an index
// of its store's folders (read/stored-folder-tree.ts); a page without a store, from every folder the service lists.
import type { FolderSearch, FolderSearchQuery, FolderStep, FoundFolder } from '../contract/dashboard-api/folder-tree';
import { FOLDER_SEARCH_MAX } from '../contract/dashboard-api/folder-tree';
import { padId, TOP_LEVEL_PARENT_ID } from '../contract/ids';
import type { Scenario } from '../contract/records';
import { compareWire } from '../contract/wire-order';

export interface FolderIndex {
  byId: ReadonlyMap<string, Scenario>;
  /** Sub-folder IDs of each folder, by ID. */
  children: ReadonlyMap<string, readonly string[]>;
}

/** The index of these folders (in any order). */
export function indexFolders(records: Iterable<Scenario>): FolderIndex {
  const byId = new Map<string, Scenario>();
  const children = new Map<string, string[]>();
  for (const record of [...records].toSorted((a, b) => compareWire(a.SCNRID, b.SCNRID))) {
    byId.set(record.SCNRID, record);
    const siblings = children.get(padId(record.PARENTID));
    if (siblings) siblings.push(record.SCNRID);
    else children.set(padId(record.PARENTID), [record.SCNRID]);
  }
  return { byId, children };
}

/** The sub-folders of `parent`, each followed by its own, as `PARENTID=…&$children=true&$expandLevels=1` answers. */
export function folderLevel({ byId, children }: FolderIndex, parent: string): Scenario[] {
  return (children.get(parent) ?? []).flatMap((id) => [
    byId.get(id)!,
    ...(children.get(id) ?? []).map((child) => byId.get(child)!),
  ]);
}

const nameOf = (folder: Scenario) => folder.DESCR || '(no description)';

/** The folders above `id`, top first (a cycle in bad data ends the walk rather than looping). */
function ancestors({ byId }: FolderIndex, id: string): Scenario[] {
  const path: Scenario[] = [];
  const seen = new Set([id]);
  for (let at = byId.get(id)?.PARENTID; at !== undefined; at = byId.get(padId(at))?.PARENTID) {
    const parent = byId.get(padId(at));
    if (!parent || seen.has(parent.SCNRID)) break;
    seen.add(parent.SCNRID);
    path.unshift(parent);
  }
  return path;
}

/** A folder and the folders above it, top first; undefined for a folder the index does not hold. */
export function folderPath(index: FolderIndex, id: string): FolderStep[] | undefined {
  const folder = index.byId.get(id);
  if (!folder) return undefined;
  return [...ancestors(index, id), folder].map((step) => ({ id: step.SCNRID, name: nameOf(step) }));
}

const found = (index: FolderIndex, folder: Scenario): FoundFolder => ({
  id: folder.SCNRID,
  name: nameOf(folder),
  path: ancestors(index, folder.SCNRID).map(nameOf),
});

/** The folders whose name contains `q` (ignoring case) or whose ID it is, by name; and those of `id` that exist. */
export function searchFolders(index: FolderIndex, { q, id }: FolderSearchQuery): FolderSearch {
  const wanted = q.trim().toLowerCase();
  const byId = /^\d{1,10}$/.test(wanted) ? padId(wanted) : undefined;
  const matching = wanted
    ? [...index.byId.values()].filter((folder) => folder.SCNRID === byId || folder.DESCR.toLowerCase().includes(wanted))
    : [];
  const matches = matching
    .toSorted((a, b) => compareWire(a.DESCR.toLowerCase(), b.DESCR.toLowerCase()) || compareWire(a.SCNRID, b.SCNRID))
    .slice(0, FOLDER_SEARCH_MAX)
    .map((folder) => found(index, folder));
  const named = id.flatMap((each) => {
    const folder = index.byId.get(padId(each));
    return folder ? [found(index, folder)] : [];
  });
  return { matches, total: matching.length, named };
}

/** Whether the store knows the folder (the top level always). */
export const knowsFolder = (index: FolderIndex, id: string) => id === TOP_LEVEL_PARENT_ID || index.byId.has(id);
