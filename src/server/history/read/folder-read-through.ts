// A folder the store has not seen (created since the sync last read the catalogue, or never opened since): its own
// sub-folders and test cases are read from the service when a user opens it, stored, and the answer comes from the
// store. One read per folder at a time, whoever asks; a service that fails says so rather than an empty folder.
import { and, eq, isNull } from 'drizzle-orm';
import { unpadId } from '../../../contract/ids';
import { folders, testCases } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { readFolderContents } from '../sync/catalog-reads';

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

export async function readThroughUnseen(db: StoreDb, folder: string, now: () => Date = () => new Date()) {
  if (!(await unseen(db, folder))) return;
  let inFlight = reading.get(db);
  if (!inFlight) reading.set(db, (inFlight = new Map()));
  let read = inFlight.get(folder);
  if (!read) {
    read = readFolderContents(db, folder, now, AbortSignal.timeout(READ_TIMEOUT_MS)).finally(() =>
      inFlight.delete(folder),
    );
    inFlight.set(folder, read);
  }
  try {
    await read;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new ServiceReadFailed(
      `Folder ${unpadId(folder)} is not in the history store yet, and the test automation service did not answer ` +
        `its read (${why}). Try again in a moment.`,
    );
  }
}
