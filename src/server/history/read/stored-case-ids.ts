// The test cases a run of chosen folders brings in, from the store, for the New run form: per folder its count,
// and every case once as [ID, description], in place of the service's full records (GET /testcases?SCNRID=…
// &$includeSubfolders=true: 54 MB for the large data set's top folder). The cases are those the service would
// list there: not gone, the folder's own by test_cases_folder, with `deep` its whole sub-tree as the explorer's
// "Show all" reads it.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FolderCaseIds, FolderCaseIdsQuery } from '../../../contract/dashboard-api/folder-case-ids';
import { folders, testCases } from '../store/schema';
import { subtree } from '../store/stored-catalog';
import type { StoreDb } from '../store/store-db';
import { readThroughUnseen } from './folder-read-through';

async function childrenOf(db: StoreDb, folder: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: folders.id })
    .from(folders)
    .where(and(eq(folders.parentId, folder), isNull(folders.goneAt)));
  return new Set(rows.map((row) => row.id));
}

/**
 * A folder read through as the explorer reads one the store has not seen, and, below it, every sub-folder that read
 * brought the store news of, and theirs: a folder made since the sync read the catalogue has sub-folders the store
 * has never seen either, and a deep count without them would be short. Sub-folders the store knew already are
 * answered as stored, so a known top folder costs at most its own read, never one read per folder below it.
 */
async function readThroughNewBelow(db: StoreDb, folder: string): Promise<void> {
  const known = await childrenOf(db, folder);
  await readThroughUnseen(db, folder);
  for (const child of await childrenOf(db, folder)) if (!known.has(child)) await readThroughNewBelow(db, child);
}

async function casesOf(db: StoreDb, folder: string, deep: boolean): Promise<[string, string][]> {
  const rows = await db
    .select({ id: testCases.id, description: testCases.description })
    .from(testCases)
    .where(
      and(
        isNull(testCases.goneAt),
        deep ? sql`${testCases.folderId} in ${subtree(folder)}` : eq(testCases.folderId, folder),
      ),
    )
    .orderBy(asc(testCases.id));
  return rows.map((row) => [row.id, row.description]);
}

export async function storedFolderCaseIds(db: StoreDb, query: FolderCaseIdsQuery): Promise<FolderCaseIds> {
  const deep = query.deep === 'true';
  const asked = [...new Set(query.folder)];
  // One at a time: each is a few queries when the store knows the folder, and a read of the service when not.
  for (const folder of asked) await (deep ? readThroughNewBelow(db, folder) : readThroughUnseen(db, folder));
  const byFolder = new Map<string, [string, string][]>();
  for (const folder of asked) byFolder.set(folder, await casesOf(db, folder, deep));
  const cases = new Map<string, string>();
  for (const rows of byFolder.values()) for (const [id, description] of rows) cases.set(id, description);
  // By ID whatever the folders' order, as each folder's own rows are (IDs of 10 digits sort as text).
  const byId = asked.length === 1 ? byFolder.get(asked[0]!)! : [...cases].toSorted(([a], [b]) => (a < b ? -1 : 1));
  return { folders: query.folder.map((folder) => [folder, byFolder.get(folder)!.length]), cases: byId };
}
