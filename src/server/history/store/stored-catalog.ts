// Folders and test cases as the service lists them. A complete listing that no longer has one marks it gone
// (its runs' results stay; the service may have deleted or moved it out of reach).
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Scenario, TestCase } from '../../../contract/records';
import { folders, testCases } from './schema';
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

/** The folders `root` holds at any depth, with itself, as the store knows them. */
export const subtree = (root: string) => sql`(
  with recursive below(id) as (
    select ${root}::text union all select f.id from ${folders} f join below b on f.parent_id = b.id
  ) select id from below)`;

/**
 * After a read of a folder's sub-folders (`levels` 'children': its own; 'all': every one below), those the store
 * holds there that the read did not list are marked gone, with what lies below them. Folders are stamped with the
 * read's time (storeFolders).
 */
export async function markFoldersGoneBelow(
  db: StoreDb,
  root: string,
  levels: 'children' | 'all',
  seenAt: string,
  now: string,
): Promise<void> {
  const unlisted =
    levels === 'all'
      ? sql`select id from ${folders} where id in ${subtree(root)} and id <> ${root} and seen_at < ${seenAt}`
      : sql`select id from ${folders} where parent_id = ${root} and seen_at < ${seenAt}`;
  await db.execute(sql`
    with recursive gone(id) as (
      ${unlisted} union select f.id from ${folders} f join gone g on f.parent_id = g.id
    )
    update ${folders} set gone_at = ${now} where gone_at is null and id in (select id from gone)`);
}

/** After a read of a folder's test cases (and those of every folder below): those not listed are gone. */
export async function markCasesGoneIn(
  db: StoreDb,
  folder: string,
  below: boolean,
  seenAt: string,
  now: string,
): Promise<void> {
  const scope = below ? sql`${testCases.folderId} in ${subtree(folder)}` : sql`${testCases.folderId} = ${folder}`;
  await db
    .update(testCases)
    .set({ goneAt: now })
    .where(and(isNull(testCases.goneAt), lt(testCases.seenAt, seenAt), scope));
}

/** Test cases a run named that the service has not given yet, a few at a time. */
export async function casesToRead(db: StoreDb, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: testCases.id })
    .from(testCases)
    .where(and(isNull(testCases.seenAt), isNull(testCases.goneAt)))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function markCasesGone(db: StoreDb, ids: readonly string[], now: string): Promise<void> {
  if (ids.length > 0)
    await db
      .update(testCases)
      .set({ goneAt: now })
      .where(inArray(testCases.id, [...ids]));
}

/** A folder's contents read for a user's visit: when, so that the next visits within a while read nothing. */
export async function markContentsRead(db: StoreDb, folder: string, at: string): Promise<void> {
  await db.update(folders).set({ contentsReadAt: at }).where(eq(folders.id, folder));
}
