// A folder the store has not seen (created since the sync last read the catalogue, or never opened since): its own
// sub-folders and test cases are read from the service when a user opens it, stored, and the answer comes from the
// store; so is a level of the tree the store cannot answer. One read per folder at a time, whoever asks; a service
// that fails says so rather than an empty folder.
import { and, eq, isNull } from 'drizzle-orm';
import { TOP_LEVEL_PARENT_ID, unpadId } from '../../../contract/ids';
import { folders, testCases } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { markStoreChanged } from '../store/sync-state';
import { readFolderContents, readFolders } from '../sync/catalog-reads';

/** The service did not answer a read-through: a 502 with this message. */
export class ServiceReadFailed extends Error {}

/** A slow service still answers one folder's contents well within this. */
const READ_TIMEOUT_MS = 60_000;

const reading = new WeakMap<StoreDb, Map<string, Promise<void>>>();

async function unseen(db: StoreDb, folder: string): Promise<boolean> {
  const [known] = await db.select({ readAt: folders.contentsReadAt }).from(folders).where(eq(folders.id, folder));
  if (known?.readAt) return false;
  const held = await db
    .select({ id: testCases.id })
    .from(testCases)
    .where(and(eq(testCases.folderId, folder), isNull(testCases.goneAt)))
    .limit(1);
  return held.length === 0;
}

// Each read-through checks the store inside its single flight: a user who asks just after another's read stored the
// folder finds it there instead of reading it again.

export async function readThroughUnseen(db: StoreDb, folder: string, now: () => Date = () => new Date()) {
  await readOnce(db, `contents ${folder}`, folder, async (signal) => {
    if (await unseen(db, folder)) await readFolderContents(db, folder, now, signal);
  });
}

/** Whether the store holds the folder (for the top level: any folder), so that its level can be answered. */
async function levelUnseen(db: StoreDb, folder: string): Promise<boolean> {
  const held = await db
    .select({ id: folders.id })
    .from(folders)
    .where(
      folder === TOP_LEVEL_PARENT_ID ? isNull(folders.goneAt) : and(eq(folders.id, folder), isNull(folders.goneAt)),
    )
    .limit(1);
  return held.length === 0;
}

/**
 * A level of the tree the store cannot answer (a folder it has not seen, or the top level before the first sync has
 * listed the folders): the folder and its sub-folders read from the service and stored.
 */
export async function readLevelThrough(db: StoreDb, folder: string, now: () => Date = () => new Date()) {
  const root = folder === TOP_LEVEL_PARENT_ID ? null : folder;
  await readOnce(db, `level ${folder}`, folder, async (signal) => {
    if (!(await levelUnseen(db, folder))) return;
    await readFolders(db, root, 1, now, signal);
    await markStoreChanged(db, now());
  });
}

/** One read per key at a time, whoever asks; a failure says the folder is not in the store and why. */
async function readOnce(db: StoreDb, key: string, folder: string, read: (signal: AbortSignal) => Promise<void>) {
  let inFlight = reading.get(db);
  if (!inFlight) reading.set(db, (inFlight = new Map()));
  let running = inFlight.get(key);
  if (!running) {
    running = read(AbortSignal.timeout(READ_TIMEOUT_MS)).finally(() => inFlight.delete(key));
    inFlight.set(key, running);
  }
  try {
    await running;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new ServiceReadFailed(
      `Folder ${unpadId(folder)} is not in the history store yet, and the test automation service did not answer ` +
        `its read (${why}). Try again in a moment.`,
    );
  }
}
