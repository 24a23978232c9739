// What every triage write does besides its own change: move the store's change mark, and the refusal of a write
// made over an older version.
import type { StoreDb } from '../store/store-db';
import { markUsersChange } from '../store/sync-state';
import type { RequestContext } from './dashboard-endpoints';
import { storeOf } from './store-answers';

/** A triage change moves the store's change mark, so kept answers that show triage (needs triage) follow it. */
export async function changing<T>(context: RequestContext, write: (db: StoreDb) => Promise<T>): Promise<T> {
  const db = storeOf(context.history);
  const answer = await write(db);
  await markUsersChange(db, context.now);
  return answer;
}

export const STALE =
  'The write was based on an older version than the stored one; the message says whose change it met.';
