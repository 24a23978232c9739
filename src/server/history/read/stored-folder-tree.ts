// The folder tree's index over the history store (analysis/folder-index.ts): every folder the store holds, read once
// per store version. 10,000 folders are a few hundred KB in the server's memory, and a level, a path or a search is
// then a walk in memory instead of a recursive query per request.
import { isNull } from 'drizzle-orm';
import { indexFolders, type FolderIndex } from '../../../analysis/folder-index';
import { folders } from '../store/schema';
import type { StoreDb } from '../store/store-db';

/** Every folder the store holds and has not seen go. */
export async function storedFolderIndex(db: StoreDb): Promise<FolderIndex> {
  const rows = await db.select({ record: folders.record }).from(folders).where(isNull(folders.goneAt));
  return indexFolders(rows.map(({ record }) => record));
}
