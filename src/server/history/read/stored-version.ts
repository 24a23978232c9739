// What answers over the store are worked out from, in one short text: the mark of the last time something they
// show was stored (sync-pass.ts marks it after each round of reads, each archiving and each changed listing of
// the test cases; the triage endpoints after each change). The same text means the same answers, so they are kept until it moves; every server sharing the
// store reads the same mark, whichever of them syncs.
import { readPart } from '../store/sync-state';
import type { StoreDb } from '../store/store-db';

export async function storedVersion(db: StoreDb): Promise<string> {
  const { id } = await readPart(db, 'changes');
  return id ?? 'nothing stored since this server version';
}
