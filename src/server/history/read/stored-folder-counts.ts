// How many test cases each folder holds directly and how many of them last failed, over the history store: the
// explorer's tree and sub-folder tables ask for one folder's sub-folders at a time, its start for every folder that
// holds any (with the path to it), sorted, filtered and paged here.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type {
  FolderCountsAnswer,
  HoldingFolderRow,
  HoldingFoldersQuery,
} from '../../../contract/dashboard-api/folders';
import type { PagedAnswer } from '../../../contract/dashboard-api/paging';
import { folders, testCases } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { lastStatus } from './case-last-result';

const counts = {
  folderId: testCases.folderId,
  testCases: sql<number>`count(*)::int`,
  lastFailed: sql<number>`(count(*) filter (where ${lastStatus} in ('E', 'A')))::int`,
  lastAborted: sql<number>`(count(*) filter (where ${lastStatus} = 'A'))::int`,
};

/**
 * The counts of `parent`'s sub-folders that hold test cases themselves (by test_cases_folder, per sub-folder);
 * `complete` once the store's first sync is done.
 */
export async function storedFolderCounts(db: StoreDb, parent: string, complete: boolean): Promise<FolderCountsAnswer> {
  const rows = await db
    .select(counts)
    .from(testCases)
    .innerJoin(folders, eq(folders.id, testCases.folderId))
    .where(and(eq(folders.parentId, parent), isNull(folders.goneAt), isNull(testCases.goneAt)))
    .groupBy(testCases.folderId)
    .orderBy(testCases.folderId);
  return { folders: rows.map((row) => [row.folderId, row.testCases, row.lastFailed, row.lastAborted]), complete };
}

/** Every folder that holds test cases, with the path to it, in tree order; one pass over the test cases. */
export async function storedHoldingFolders(db: StoreDb): Promise<HoldingFolderRow[]> {
  const [all, held] = await Promise.all([
    db
      .select({ id: folders.id, parentId: folders.parentId, name: folders.description })
      .from(folders)
      .where(isNull(folders.goneAt)),
    db.select(counts).from(testCases).where(isNull(testCases.goneAt)).groupBy(testCases.folderId),
  ]);
  const byId = new Map(all.map((folder) => [folder.id, folder]));
  const nameOf = (id: string) => byId.get(id)?.name || '(no description)';
  const pathOf = (id: string) => {
    const path: string[] = [];
    const seen = new Set<string>();
    for (let at = byId.get(id)?.parentId; at && byId.has(at) && !seen.has(at); at = byId.get(at)!.parentId) {
      seen.add(at);
      path.unshift(nameOf(at));
    }
    return path;
  };
  return held
    .filter((row) => byId.has(row.folderId))
    .map((row) => [
      row.folderId,
      nameOf(row.folderId),
      pathOf(row.folderId),
      row.testCases,
      row.lastFailed,
      row.lastAborted,
    ]);
}

// oxlint-disable-next-line no-restricted-globals -- natural order ("TC 9" before "TC 10"), as the tables sort
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const SEPARATOR = ' › ';
const SORTS: Record<HoldingFoldersQuery['sort'], (a: HoldingFolderRow, b: HoldingFolderRow) => number> = {
  Folder: (a, b) => collator.compare(a[1], b[1]),
  ID: (a, b) => a[0].localeCompare(b[0]),
  In: (a, b) => collator.compare([...a[2], a[1]].join(SEPARATOR), [...b[2], b[1]].join(SEPARATOR)),
  'Test cases': (a, b) => a[3] - b[3],
  'Last failed': (a, b) => a[4] - b[4],
};

const contains = (text: string, needle: string) => !needle || text.toLowerCase().includes(needle.toLowerCase());

/** One page of the folders holding test cases, sorted and filtered as asked (ties by ID). */
export function pageOfHoldingFolders(
  rows: readonly HoldingFolderRow[],
  { sort, dir, name, path, offset, limit }: HoldingFoldersQuery,
): PagedAnswer<HoldingFolderRow> {
  const order = SORTS[sort];
  const sign = dir === 'desc' ? -1 : 1;
  const kept = rows
    .filter((row) => contains(row[1], name) && contains(row[2].join(SEPARATOR), path))
    .toSorted((a, b) => sign * order(a, b) || a[0].localeCompare(b[0]));
  return { total: kept.length, offset, rows: kept.slice(offset, offset + limit) };
}
