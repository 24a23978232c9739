// What the daily reconcile reads, planned from what the store holds so that each answer stays small (no listing
// that an ABAP work process must build for minutes) and the night's cost stays bounded as the history grows: the
// last weeks every night, one slice of the older runs in turn, the folder tree, and one slice of the test cases.
import { daysBefore } from '../../../analysis/previous-run';

export type ReconcileStep =
  /** The runs of these days, without their test cases: changed ones are read again, vanished ones archived. */
  | { kind: 'runs'; from: string; to: string }
  /** A folder's sub-folders, 1 level or all; `root` null: the top-level folders. */
  | { kind: 'folders'; root: string | null; levels: 1 | 'all' }
  /** A folder's test cases, with those of every folder below it or not. */
  | { kind: 'cases'; folder: string; below: boolean };

export interface ReconcileLimits {
  /** About the most runs one listing brings (a day with more is listed alone all the same). */
  runsPerListing: number;
  /** Days before yesterday checked every night. */
  recentDays: number;
  /** About the most older runs checked per night; the older history is gone through in turn. */
  olderRunsPerNight: number;
  /** About the most folders, and test cases, one read brings. */
  foldersPerRead: number;
  casesPerRead: number;
  /** The test cases are checked in this many nightly slices. */
  caseSlices: number;
}

export const RECONCILE_LIMITS: ReconcileLimits = {
  runsPerListing: 400,
  recentDays: 30,
  olderRunsPerNight: 4000,
  foldersPerRead: 2000,
  casesPerRead: 2000,
  caseSlices: 7,
};

export interface DayCount {
  day: string;
  runs: number;
}

/**
 * Listings that cover every day from `from` to `to` (both included) exactly once, newest first, each of about
 * `limit` stored runs at most. `counts` are the stored runs per day (days without any may be left out).
 */
export function runRanges(from: string, to: string, counts: readonly DayCount[], limit: number): ReconcileStep[] {
  if (from > to) return [];
  const byDay = new Map(counts.map((count) => [count.day, count.runs]));
  const steps: ReconcileStep[] = [];
  let end = to;
  let runs = 0;
  for (let day = to; day >= from; day = daysBefore(day, 1)) {
    const here = byDay.get(day) ?? 0;
    if (runs > 0 && runs + here > limit) {
      steps.push({ kind: 'runs', from: daysBefore(day, -1), to: end });
      end = day;
      runs = 0;
    }
    runs += here;
  }
  steps.push({ kind: 'runs', from, to: end });
  return steps;
}

/**
 * Where tonight's older slice ends and begins: from the day before `cursor` back until about `budget` stored runs,
 * not past `oldest`. A cursor at or past the oldest day starts again just before the recent days.
 */
export function olderSlice(
  cursor: string | undefined,
  recentFrom: string,
  oldest: string | undefined,
  counts: readonly DayCount[],
  budget: number,
): { from: string; to: string } | undefined {
  if (!oldest || oldest >= recentFrom) return undefined;
  const to = cursor && cursor > oldest && cursor <= recentFrom ? daysBefore(cursor, 1) : daysBefore(recentFrom, 1);
  const byDay = new Map(counts.map((count) => [count.day, count.runs]));
  let from = to;
  let runs = byDay.get(to) ?? 0;
  while (from > oldest) {
    const next = daysBefore(from, 1);
    const here = byDay.get(next) ?? 0;
    if (runs + here > budget) break;
    from = next;
    runs += here;
  }
  return { from, to };
}

export interface FolderNode {
  id: string;
  parentId: string;
  /** Test cases stored directly in it. */
  cases: number;
}

interface Tree {
  children: Map<string, string[]>;
  folders: Map<string, number>;
  cases: Map<string, number>;
}

function treeOf(nodes: readonly FolderNode[]): Tree {
  const children = new Map<string, string[]>();
  for (const node of nodes) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node.id]);
  const own = new Map(nodes.map((node) => [node.id, node.cases]));
  const folders = new Map<string, number>();
  const cases = new Map<string, number>();
  // Sizes bottom-up, without recursion: a deep tree must not overflow the stack.
  const order: string[] = [];
  const stack = [...(children.get('0000000000') ?? [])];
  while (stack.length > 0) {
    const id = stack.pop()!;
    order.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  for (const id of order.toReversed()) {
    const below = children.get(id) ?? [];
    folders.set(id, 1 + below.reduce((sum, child) => sum + (folders.get(child) ?? 0), 0));
    cases.set(id, (own.get(id) ?? 0) + below.reduce((sum, child) => sum + (cases.get(child) ?? 0), 0));
  }
  return { children, folders, cases };
}

/** Reads of the whole folder tree, each sub-tree of at most about `limit` folders; bigger ones split level by level. */
export function folderReads(nodes: readonly FolderNode[], limit: number): ReconcileStep[] {
  const tree = treeOf(nodes);
  const steps: ReconcileStep[] = [{ kind: 'folders', root: null, levels: 1 }];
  const visit = (id: string) => {
    if ((tree.folders.get(id) ?? 1) <= limit) {
      steps.push({ kind: 'folders', root: id, levels: 'all' });
      return;
    }
    steps.push({ kind: 'folders', root: id, levels: 1 });
    for (const child of tree.children.get(id) ?? []) visit(child);
  };
  for (const top of tree.children.get('0000000000') ?? []) visit(top);
  return steps;
}

/**
 * Reads of every test case, each of a sub-tree holding at most about `limit` of them (a folder with more of its own
 * is read alone, its sub-folders apart), in `slices` slices: tonight's is `slice`.
 */
export function caseReads(nodes: readonly FolderNode[], limit: number, slices: number, slice: number): ReconcileStep[] {
  const tree = treeOf(nodes);
  const steps: ReconcileStep[] = [];
  const visit = (id: string) => {
    if ((tree.cases.get(id) ?? 0) <= limit) {
      steps.push({ kind: 'cases', folder: id, below: true });
      return;
    }
    steps.push({ kind: 'cases', folder: id, below: false });
    for (const child of tree.children.get(id) ?? []) visit(child);
  };
  for (const top of tree.children.get('0000000000') ?? []) visit(top);
  return steps.filter((_, index) => index % slices === slice % slices);
}
