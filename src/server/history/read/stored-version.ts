// What answers over the store are worked out from, in one short text: the mark of the last time something they
// show was stored (sync-pass.ts marks it after each round of reads, each archiving and each changed listing of
// the test cases; the triage endpoints after each change; runs in progress as they move on, in a part of its own). The same text means the same answers, so they are kept until it moves; every server sharing the
// store reads the same mark, whichever of them syncs.
import { readPart } from '../store/sync-state';
import type { StoreDb } from '../store/store-db';

export async function storedVersion(db: StoreDb): Promise<string> {
  const [runsRead, ...parts] = await Promise.all([
    readPart(db, 'runs'),
    readPart(db, 'changes'),
    readPart(db, 'decisions'),
    readPart(db, 'progress'),
  ]);
  const marks = parts.map((part) => part.id ?? 'none since this server version');
  return [...marks, runsRead.firstSyncDoneAt ? 'whole' : 'first sync'].join('|');
}

/** The parts of a version that move with results stored and users' decisions: answers follow those at once,
 * and runs in progress moving on within seconds (kept-answers.ts). */
export const resultsAndDecisions = (version: string): string => version.split('|').slice(0, 2).join('|');

/** Whether the history the version marks is whole or its first sync still reads: an answer from before its end is
 * never served stale after it (kept-answers.ts, staleFor). */
export const historyWhole = (version: string): string => version.split('|')[3] ?? '';
