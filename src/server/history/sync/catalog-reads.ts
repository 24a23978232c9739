// The sync's reads of folders and test cases. The first sync reads them all; from then on a test case is read by
// its ID when a run names one the store does not know, a folder's own contents when a user opens it, and the
// rest by the daily reconcile, a sub-tree at a time (reconcile-plan.ts), so that no single answer is large.
import { isNotFound } from '../../../client/http/api-error';
import { getScenario } from '../../../client/scenarios/get-scenario';
import { getScenarios } from '../../../client/scenarios/get-scenarios';
import { getTestCase } from '../../../client/test-cases/get-test-case';
import { streamTestCases } from '../../../client/test-cases/stream-test-cases';
import { MAX_EXPAND_LEVELS } from '../../../contract/query-options';
import type { Scenario } from '../../../contract/records';
import {
  casesToRead,
  markCasesGone,
  markCasesGoneIn,
  markContentsRead,
  markFoldersGoneBelow,
  markUnlistedGone,
  storeFolders,
  storeTestCases,
} from '../store/stored-catalog';
import type { StoreDb } from '../store/store-db';
import { markStoreChanged, writePart } from '../store/sync-state';

/** Every folder and test case (the first sync). */
export async function readWholeCatalog(db: StoreDb, now: () => Date, signal: AbortSignal): Promise<void> {
  const seenAt = now().toISOString();
  await storeFolders(db, await getScenarios({}, signal), seenAt);
  for await (const batch of streamTestCases({}, signal)) await storeTestCases(db, batch, seenAt);
  await markUnlistedGone(db, seenAt, now().toISOString());
  await markStoreChanged(db, now());
  await writePart(db, 'catalog', { readAt: seenAt });
}

/** Test cases runs named that the store had not seen, up to `limit`, each by its ID. Answers how many were read. */
export async function readUnknownCases(
  db: StoreDb,
  limit: number,
  now: () => Date,
  signal: AbortSignal,
): Promise<number> {
  const ids = await casesToRead(db, limit);
  const gone: string[] = [];
  for (const id of ids) {
    try {
      await storeTestCases(db, [await getTestCase(id, signal)], now().toISOString());
    } catch (error) {
      if (!isNotFound(error)) throw error;
      gone.push(id);
    }
  }
  await markCasesGone(db, gone, now().toISOString());
  if (ids.length > 0) await markStoreChanged(db, now());
  return ids.length;
}

/**
 * A folder's sub-folders, `levels` deep (1: its own; 'all': every one below), or the top-level folders for
 * `null`. Those the store holds there that the answer lacks are marked gone. Answers the folders read.
 */
export async function readFolders(
  db: StoreDb,
  root: string | null,
  levels: 1 | 'all',
  now: () => Date,
  signal: AbortSignal,
): Promise<{ id: string; parentId: string }[]> {
  const seenAt = now().toISOString();
  const expand = { $children: true, $expandLevels: levels === 'all' ? MAX_EXPAND_LEVELS : 1 };
  let read: Scenario[];
  try {
    read = root === null ? await getScenarios({ PARENTID: '0' }, signal) : await getScenario(root, expand, signal);
  } catch (error) {
    if (!isNotFound(error) || root === null) throw error;
    read = [];
  }
  await storeFolders(db, read, seenAt);
  await markFoldersGoneBelow(db, root ?? '0000000000', levels === 1 ? 'children' : 'all', seenAt, now().toISOString());
  return read.map((folder) => ({ id: folder.SCNRID, parentId: folder.PARENTID }));
}

/** A folder's test cases (`below`: and those of every folder under it); those it no longer has are marked gone. */
export async function readCasesOf(
  db: StoreDb,
  folder: string,
  below: boolean,
  now: () => Date,
  signal: AbortSignal,
): Promise<number> {
  const seenAt = now().toISOString();
  let read = 0;
  const query = { SCNRID: folder, ...(below ? { $includeSubfolders: true } : {}) };
  for await (const batch of streamTestCases(query, signal)) {
    await storeTestCases(db, batch, seenAt);
    read += batch.length;
  }
  await markCasesGoneIn(db, folder, below, seenAt, now().toISOString());
  return read;
}

/** What a user opening a folder needs of it: its own sub-folders and test cases, never what lies deeper. */
export async function readFolderContents(
  db: StoreDb,
  folder: string,
  now: () => Date,
  signal: AbortSignal,
): Promise<void> {
  await readFolders(db, folder, 1, now, signal);
  await readCasesOf(db, folder, false, now, signal);
  await markContentsRead(db, folder, now().toISOString());
  await markStoreChanged(db, now());
}
