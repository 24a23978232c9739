// Which folders GET /scenarios answers with, in which order (docs/interface/decisions.md#query-options-d2).
import type { SCENARIO_OPTIONS } from '../../contract/query-options';
import type { Scenario } from '../../contract/records';
import type { ParsedOptions } from '../http/parse-options';
import type { MockStore } from '../store/store-types';

type ScenarioOptions = ParsedOptions<typeof SCENARIO_OPTIONS>;

export function selectScenarios(store: MockStore, options: ScenarioOptions): Scenario[] {
  const candidates = candidateFolders(store, options);
  const matches = candidates.filter((folder) => matchesFilters(folder, options));
  return options.$children ? withDescendants(store, matches, options.$expandLevels ?? 1) : matches;
}

/** The narrowest index that fits the filters, before the remaining filters are applied. */
function candidateFolders(store: MockStore, options: ScenarioOptions): Scenario[] {
  if (options.SCNRID !== undefined) {
    const folder = store.folders.get(options.SCNRID);
    return folder ? [folder] : [];
  }
  if (options.PARENTID !== undefined) {
    return (store.childFolderIds.get(options.PARENTID) ?? []).map((id) => store.folders.get(id)!);
  }
  return [...store.folders.values()];
}

const ATTRIBUTES = ['ATTR1', 'ATTR2', 'ATTR3', 'ATTR4', 'ATTR5'] as const;

function matchesFilters(folder: Scenario, options: ScenarioOptions): boolean {
  if (options.PARENTID !== undefined && folder.PARENTID !== options.PARENTID) return false;
  if (options.DESCR && !options.DESCR.test(folder.DESCR)) return false;
  for (const attribute of ATTRIBUTES) {
    const pattern = options[attribute];
    if (pattern && !pattern.test(folder[attribute])) return false;
  }
  return !options.q || folder.DESCR.toLowerCase().includes(options.q);
}

/**
 * Each selected folder followed by its sub-folders down to `levels` levels: depth-first, parents before
 * children, no folder twice (a selected folder already emitted below another is not repeated).
 */
export function withDescendants(store: MockStore, selected: readonly Scenario[], levels: number): Scenario[] {
  const result: Scenario[] = [];
  const seen = new Set<string>();
  const visit = (folder: Scenario, depth: number) => {
    if (seen.has(folder.SCNRID)) return;
    seen.add(folder.SCNRID);
    result.push(folder);
    if (depth >= levels) return;
    for (const childId of store.childFolderIds.get(folder.SCNRID) ?? []) visit(store.folders.get(childId)!, depth + 1);
  };
  for (const folder of selected) visit(folder, 0);
  return result;
}

/** A folder and every folder below it (IDs), iteratively so deep trees cannot overflow the stack. */
export function folderSubtreeIds(store: MockStore, rootId: string): string[] {
  const ids: string[] = [];
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    ids.push(id);
    const children = store.childFolderIds.get(id);
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return ids;
}
