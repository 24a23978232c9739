// The quarantine policy follows the sync: after each pass that stored something (only the syncing server ends
// passes), it is applied to what the pass brought. A failure is logged; the next pass tries again.
import type { HistorySync } from '../sync/history-sync';
import type { StoreDb } from '../store/store-db';
import { applyQuarantinePolicy } from './quarantine-policy';

export function applyPolicyAfterPasses(
  sync: Pick<HistorySync, 'onPassEnd'>,
  db: StoreDb,
  now: () => Date = () => new Date(),
): void {
  sync.onPassEnd(
    () =>
      void applyQuarantinePolicy(db, now()).catch((error: unknown) =>
        console.error('History: could not apply the quarantine policy:', error),
      ),
  );
}
