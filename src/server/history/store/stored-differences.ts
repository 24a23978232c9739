// The field differences' upkeep (issue 72): the store's key for masked values, the finished runs of the window still
// to be read with their comparison (a store from before it was read), values masked once the setting asks, and the
// differences of runs older than the retention deleted.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { maskValue } from '../sync/masked-values';
import { executions, fieldDifferences, runs, storeMeta } from './schema';
import type { StoreDb } from './store-db';
import type { RunToRead } from './stored-runs';
import { inChunks } from './upsert';

const MASK_KEY = 'difference_mask_key';
/** Rows masked per statement when the setting is turned on over a store that kept values as sent. */
const MASK_BATCH = 1000;

const maskKeys = new WeakMap<StoreDb, Promise<string>>();

/** The store's key for masked values, made at its first use and kept in the store (every server uses the same). */
export function differenceMaskKey(db: StoreDb): Promise<string> {
  let key = maskKeys.get(db);
  if (!key) {
    key = (async () => {
      const made = randomBytes(32).toString('base64url');
      await db.insert(storeMeta).values({ key: MASK_KEY, value: made }).onConflictDoNothing();
      const [row] = await db.select({ value: storeMeta.value }).from(storeMeta).where(eq(storeMeta.key, MASK_KEY));
      return row!.value;
    })();
    maskKeys.set(db, key);
    // A read that failed is tried again at the next tick, not kept.
    key.catch(() => maskKeys.delete(db));
  }
  return key;
}

/** Finished runs started on or after `since` whose results are stored without their comparison, newest first. */
export async function runsWithoutComparison(db: StoreDb, since: string, limit: number): Promise<RunToRead[]> {
  return db
    .select({ id: runs.id, day: sql<string>`to_char(${runs.startedAt}, 'YYYY-MM-DD')` })
    .from(runs)
    .where(
      and(
        isNull(runs.comparison),
        isNotNull(runs.storedAs),
        isNotNull(runs.endedAt),
        isNull(runs.archivedAt),
        gte(runs.startedAt, `${since} 00:00:00`),
      ),
    )
    .orderBy(desc(runs.startedAt))
    .limit(limit);
}

/** Deletes the differences of runs started before `day`, their counts with them; answers how many runs had some. */
export async function expireDifferences(db: StoreDb, day: string): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(runs)
      .set({ comparison: null })
      .where(and(isNotNull(runs.comparison), lt(runs.startedAt, `${day} 00:00:00`)))
      .returning({ id: runs.id });
    for (const part of inChunks(expired.map((run) => run.id))) {
      await tx.delete(fieldDifferences).where(inArray(fieldDifferences.runId, part));
      await tx.update(executions).set({ comparedFields: null }).where(inArray(executions.runId, part));
    }
    return expired.length;
  });
}

/** Masks the values kept as sent (the setting turned on over a store that had them); answers how many rows. */
export async function maskPlainDifferences(db: StoreDb, key: string): Promise<number> {
  let masked = 0;
  for (;;) {
    const plain = await db
      .select({
        id: sql<string>`ctid::text`,
        ref: fieldDifferences.refValue,
        cur: fieldDifferences.curValue,
        runStart: fieldDifferences.runStartedAt,
      })
      .from(fieldDifferences)
      .where(eq(fieldDifferences.masked, false))
      .limit(MASK_BATCH);
    if (plain.length === 0) return masked;
    await db.transaction(async (tx) => {
      for (const row of plain)
        await tx
          .update(fieldDifferences)
          .set({
            refValue: maskValue(key, row.ref, row.runStart),
            curValue: maskValue(key, row.cur, row.runStart),
            masked: true,
          })
          .where(sql`ctid = ${row.id}::tid`);
    });
    masked += plain.length;
  }
}
