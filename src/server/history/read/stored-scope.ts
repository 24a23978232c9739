// The store's catalogue as figures over many runs need it: the folders below chosen ones, and the test cases
// in scope with their last result. Folders and test cases the service no longer lists are left out, as the
// service's own answers would leave them out.
import { isNull } from 'drizzle-orm';
import type { TestCase } from '../../../contract/records';
import { folders, testCases } from '../store/schema';
import type { StoreDb } from '../store/store-db';

/** The chosen folders and every folder below them; undefined for all. */
export async function storedFolderScope(db: StoreDb, chosen: readonly string[]): Promise<Set<string> | undefined> {
  if (chosen.length === 0) return undefined;
  const rows = await db
    .select({ id: folders.id, parentId: folders.parentId })
    .from(folders)
    .where(isNull(folders.goneAt));
  const children = new Map<string, string[]>();
  for (const { id, parentId } of rows) children.set(parentId, [...(children.get(parentId) ?? []), id]);
  const scope = new Set<string>();
  const visit = (id: string) => {
    if (scope.has(id)) return;
    scope.add(id);
    for (const child of children.get(id) ?? []) visit(child);
  };
  for (const id of chosen) visit(id);
  return scope;
}

/** The test cases in these folders (all for undefined), as the service last listed them. */
export async function storedTestCases(db: StoreDb, scope: ReadonlySet<string> | undefined): Promise<TestCase[]> {
  const rows = await db
    .select({ folderId: testCases.folderId, record: testCases.record })
    .from(testCases)
    .where(isNull(testCases.goneAt));
  return rows.filter((row) => !scope || scope.has(row.folderId)).map((row) => row.record);
}
