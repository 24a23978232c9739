// What answers over the store are worked out from, in one short text: the time the sync last stored something
// they show (sync-pass.ts marks it after each round of reads, each archiving and each changed listing of the test
// cases). The same text means the same answers, so they are kept until it moves; every server sharing the
// store reads the same mark, whichever of them syncs.
import { readPart } from '../store/sync-state';
import type { StoreDb } from '../store/store-db';

export async function storedVersion(db: StoreDb): Promise<string> {
  const { at } = await readPart(db, 'changes');
  return at ?? 'nothing stored since this server version';
}
