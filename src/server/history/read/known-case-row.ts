// A test case's row in the store, for the endpoints of its page. A case the store has not read (only a run named
// it, or never seen) or has seen go is read through from the service by its ID, as the sync reads one
// (sync/catalog-reads.ts), and kept; one the service does not have either is a 404 saying so.
import { eq } from 'drizzle-orm';
import { getTestCase } from '../../../client/test-cases/get-test-case';
import { isNotFound } from '../../../client/http/api-error';
import { padId, unpadId } from '../../../contract/ids';
import { testCases } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { markCasesGone, storeTestCases } from '../store/stored-catalog';
import { markStoreChanged } from '../store/sync-state';
import { notFound } from '../triage/triage-problem';

export type CaseRow = typeof testCases.$inferSelect;

const readRow = async (db: StoreDb, caseId: string): Promise<CaseRow | undefined> =>
  (await db.select().from(testCases).where(eq(testCases.id, caseId)))[0];

/** The row of a case the service gave, read through when the store lacks it; a 404 when the service lacks it. */
export async function knownCaseRow(db: StoreDb, id: string, now: Date, signal?: AbortSignal): Promise<CaseRow> {
  const caseId = padId(id);
  const row = await readRow(db, caseId);
  if (row && row.seenAt !== null && row.goneAt === null) return row;
  try {
    await storeTestCases(db, [await getTestCase(caseId, signal)], now.toISOString());
  } catch (error) {
    if (!isNotFound(error)) throw error;
    if (row && row.goneAt === null) await markCasesGone(db, [caseId], now.toISOString());
    throw notFound(`Test case ${unpadId(caseId)} does not exist: neither the history store nor the service has it.`);
  }
  await markStoreChanged(db, now);
  return (await readRow(db, caseId))!;
}
