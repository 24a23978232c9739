// The store's catalogue as figures over many runs need it: the folders below chosen ones, and the test cases
// in scope with their last result. Folders and test cases the service no longer lists are left out, as the
// service's own answers would leave them out.
import { eq, isNull, sql } from 'drizzle-orm';
import type { CaseStatus } from '../../../contract/records';
import { catalogFigures, folders, testCases } from '../store/schema';
import { CASE_STATUSES } from '../store/stored-catalog';
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

const member = (name: keyof CaseStatus) => sql<string>`coalesce(${testCases.record}->>${name}, '')`;

/**
 * The last kept case statuses each store's readers parsed, by when they were written: a complete listing is kept
 * for minutes, and parsing a large system's 100,000 of them took a quarter of the overview's second.
 */
const parsedStatuses = new WeakMap<StoreDb, { writtenAt: string; rows: readonly CaseStatus[] }>();

async function keptCaseStatuses(db: StoreDb): Promise<readonly CaseStatus[] | undefined> {
  const where = eq(catalogFigures.name, CASE_STATUSES);
  const [kept] = await db.select({ writtenAt: catalogFigures.writtenAt }).from(catalogFigures).where(where);
  if (!kept) return undefined;
  const parsed = parsedStatuses.get(db);
  if (parsed?.writtenAt === kept.writtenAt) return parsed.rows;
  // Read again with its time: another server's sync may have written a newer listing in between.
  const [latest] = await db.select().from(catalogFigures).where(where);
  const rows = JSON.parse(latest!.body) as CaseStatus[];
  parsedStatuses.set(db, { writtenAt: latest!.writtenAt, rows });
  return rows;
}

/**
 * The test cases in these folders (all for undefined) with their last result, as the service last listed them:
 * kept whole at each complete listing (one row to read); a store whose sync has not listed them since then
 * reads the members figures use of each test case's row.
 */
export async function storedCaseStatuses(
  db: StoreDb,
  scope: ReadonlySet<string> | undefined,
): Promise<readonly CaseStatus[]> {
  const rows = (await keptCaseStatuses(db)) ?? (await caseStatusRows(db));
  return scope ? rows.filter((row) => scope.has(row.SCNRID)) : rows;
}

/** Each listed test case's members that figures read, from its row (a whole record is 50 times more to parse). */
function caseStatusRows(db: StoreDb): Promise<CaseStatus[]> {
  return db
    .select({
      CASEID: testCases.id,
      SCNRID: testCases.folderId,
      DESCR: testCases.description,
      LAST_RUN_ID: member('LAST_RUN_ID'),
      LAST_STARTED_DATE: member('LAST_STARTED_DATE'),
      LAST_STARTED_TIME: member('LAST_STARTED_TIME'),
      LAST_STATUS: member('LAST_STATUS'),
    })
    .from(testCases)
    .where(isNull(testCases.goneAt));
}
