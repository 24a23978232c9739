// How an endpoint reaches the history store: the store itself, or why there is none (a 503 the screens understand),
// and answers kept per store while it stays the same.
import { KeptAnswers } from '../read/kept-answers';
import { historyWhole, resultsAndDecisions, storedVersion } from '../read/stored-version';
import { createSharedAnswers } from '../read/shared-answer';
import type { StoreDb } from '../store/store-db';
import type { HistoryState } from './history-status';

/** Why the store cannot answer: a 503 STORE_NOT_OPEN with this message (off or failed: asking again won't help). */
export class StoreNotOpen extends Error {}
/** The store is still being opened: a 503 STORE_OPENING with Retry-After, which the screens retry until it opens. */
export class StoreOpening extends StoreNotOpen {}

export function storeOf(history: HistoryState): StoreDb {
  switch (history.phase) {
    case 'open':
      return history.store.db;
    case 'off':
      throw new StoreNotOpen('This server keeps no history (it was started with --store none).');
    case 'starting':
      throw new StoreOpening('The history store is still being opened; ask again in a moment.');
    case 'failed':
      throw new StoreNotOpen(`The history store could not be opened: ${history.problem}`);
  }
}

/** Shared answers per store (several servers' tests open several stores in one process), each kept `keptMs`. */
export function sharedPerStore(keptMs: number) {
  const byStore = new WeakMap<StoreDb, ReturnType<typeof createSharedAnswers>>();
  return (db: StoreDb) => {
    let shared = byStore.get(db);
    if (!shared) byStore.set(db, (shared = createSharedAnswers({ keptMs })));
    return shared;
  };
}
/**
 * An endpoint's answers per store, kept while the store stays the same (read/stored-version.ts) and worked out
 * again after each of this server's sync passes for the views asked lately, and for the `warm` ones whether asked
 * or not (read/kept-answers.ts). `warmUp` works those out as the store opens. `staleFor`: see KeptAnswersOptions.
 */
export function keptPerStore<Q, A>(
  compute: (db: StoreDb, query: Q) => Promise<A>,
  urgentPart: (version: string) => string = resultsAndDecisions,
  warm?: () => Q[],
  staleFor?: number,
) {
  const byStore = new WeakMap<StoreDb, KeptAnswers<Q, A>>();
  const keptFor = (history: HistoryState) => {
    const db = storeOf(history);
    let kept = byStore.get(db);
    if (!kept) {
      const answers = new KeptAnswers<Q, A>({
        keyOf: (each) => JSON.stringify(each),
        version: () => storedVersion(db),
        urgentPart,
        compute: (each) => compute(db, each),
        ...(warm ? { warm } : {}),
        ...(staleFor === undefined ? {} : { staleFor, stalePart: historyWhole }),
      });
      // A pass over a store being closed fails to read it: that view is worked out at its next request anyway.
      if (history.phase === 'open') history.sync.onPassEnd(() => void answers.refresh().catch(() => {}));
      byStore.set(db, (kept = answers));
    }
    return kept;
  };
  return Object.assign((history: HistoryState, query: Q): Promise<A> => keptFor(history).answer(query), {
    warmUp: (history: HistoryState): Promise<void> => keptFor(history).refresh(),
  });
}
