// Folders and test cases as the service lists them. A complete listing that no longer has one marks it gone
// (its runs' results stay; the service may have deleted or moved it out of reach).
import { and, isNull, lt, sql } from 'drizzle-orm';
import type { CaseStatus, Scenario, TestCase } from '../../../contract/records';
import { catalogFigures, folders, testCases } from './schema';
import type { StoreDb } from './store-db';
import { excluded, inChunks } from './upsert';

export async function storeFolders(db: StoreDb, listed: readonly Scenario[], seenAt: string): Promise<void> {
  for (const part of inChunks(listed))
    await db
      .insert(folders)
      .values(
        part.map((folder) => ({
          id: folder.SCNRID,
          parentId: folder.PARENTID,
          description: folder.DESCR,
          record: folder,
          seenAt,
        })),
      )
      .onConflictDoUpdate({
        target: folders.id,
        set: {
          parentId: excluded(folders.parentId),
          description: excluded(folders.description),
          record: excluded(folders.record),
          seenAt: excluded(folders.seenAt),
          goneAt: sql`null`,
        },
      });
}

export async function storeTestCases(db: StoreDb, listed: readonly TestCase[], seenAt: string): Promise<void> {
  for (const part of inChunks(listed))
    await db
      .insert(testCases)
      .values(
        part.map((testCase) => ({
          id: testCase.CASEID,
          folderId: testCase.SCNRID,
          description: testCase.DESCR,
          automationObject: testCase.OBJDEFID,
          testType: testCase.IFTYPE,
          record: testCase,
          seenAt,
        })),
      )
      .onConflictDoUpdate({
        target: testCases.id,
        set: {
          folderId: excluded(testCases.folderId),
          description: excluded(testCases.description),
          automationObject: excluded(testCases.automationObject),
          testType: excluded(testCases.testType),
          record: excluded(testCases.record),
          seenAt: excluded(testCases.seenAt),
          goneAt: sql`null`,
        },
      });
}

/** After complete listings seen at `seenAt`: what they did not list is marked gone. */
export async function markUnlistedGone(db: StoreDb, seenAt: string, now: string): Promise<void> {
  await db
    .update(folders)
    .set({ goneAt: now })
    .where(and(isNull(folders.goneAt), lt(folders.seenAt, seenAt)));
  await db
    .update(testCases)
    .set({ goneAt: now })
    .where(and(isNull(testCases.goneAt), lt(testCases.seenAt, seenAt)));
}

/** The name under which the case statuses of the last complete listing are kept (catalogFigures). */
export const CASE_STATUSES = 'case statuses';

/**
 * After a complete listing: every listed test case's last result, kept whole for figures over all of them. The
 * time stays that of the last listing that changed them, and the caller learns whether this one did.
 */
export async function storeCaseStatuses(
  db: StoreDb,
  statuses: readonly CaseStatus[],
  writtenAt: string,
): Promise<{ changed: boolean }> {
  const row = { name: CASE_STATUSES, body: JSON.stringify(statuses), writtenAt };
  const written = await db
    .insert(catalogFigures)
    .values(row)
    .onConflictDoUpdate({
      target: catalogFigures.name,
      set: { body: row.body, writtenAt },
      setWhere: sql`${catalogFigures.body} is distinct from ${excluded(catalogFigures.body)}`,
    })
    .returning({ name: catalogFigures.name });
  return { changed: written.length > 0 };
}
