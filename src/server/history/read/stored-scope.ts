// The store's catalogue as figures over many runs need it: the folders below chosen ones, and the test cases
// in scope with their last result. Folders and test cases the service no longer lists are left out, as the
// service's own answers would leave them out.
import { isNull, sql } from 'drizzle-orm';
import type { CaseStatus } from '../../../contract/records';
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

/**
 * The test cases in these folders (all for undefined) with their last result, as the store keeps it from the
 * executions it ingests (store/case-last-results.ts): the members figures over test cases read, as columns.
 */
export async function storedCaseStatuses(
  db: StoreDb,
  scope: ReadonlySet<string> | undefined,
): Promise<readonly CaseStatus[]> {
  const rows = await db
    .select({
      CASEID: testCases.id,
      SCNRID: testCases.folderId,
      DESCR: testCases.description,
      LAST_RUN_ID: testCases.lastRunId,
      LAST_STARTED_DATE: sql<string>`coalesce(to_char(${testCases.lastStartedAt}, 'YYYY-MM-DD'), '')`,
      LAST_STARTED_TIME: sql<string>`coalesce(to_char(${testCases.lastStartedAt}, 'HH24:MI:SS'), '')`,
      LAST_STATUS: testCases.lastStatus,
    })
    .from(testCases)
    .where(isNull(testCases.goneAt));
  return scope ? rows.filter((row) => scope.has(row.SCNRID)) : rows;
}
