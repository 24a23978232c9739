// The outbox's claims and marks. A sender claims due rows (pending, or sending under a claim older than the lease:
// its sender died) in one statement that skips rows another holds, sends, then marks them under its claim; a mark
// whose claim was taken over changes nothing.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Deliveries } from '../../../contract/dashboard-api/notifications';
import { notificationOutbox } from '../store/notification-schema';
import type { StoreDb } from '../store/store-db';
import { instantOrNull, instantOf, storeTime } from '../triage/triage-time';
import { subjectOf, type OutboxMessage } from './outbox-message';

export type OutboxRow = typeof notificationOutbox.$inferSelect;

/** A claim outlives any one attempt (SMTP and webhook attempts time out within 30 s). */
export const CLAIM_LEASE_MS = 90_000;
/** Then the row fails for good, shown in the status. At the back-off below: about eight hours of trying. */
export const MAX_ATTEMPTS = 10;

/** 30 s, 1 min, 2 min, ... up to an hour between attempts. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

const ms = (moment: Date, plus: number) => storeTime(new Date(moment.getTime() + plus));

export async function claimDue(db: StoreDb, now: Date, limit: number): Promise<OutboxRow[]> {
  const claim = randomUUID();
  const due = db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(
      and(inArray(notificationOutbox.state, ['pending', 'sending']), lte(notificationOutbox.nextAt, storeTime(now))),
    )
    .orderBy(asc(notificationOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(notificationOutbox)
    .set({
      state: 'sending',
      claim,
      claimedAt: storeTime(now),
      // Due again, for another sender, only once the lease has run out.
      nextAt: ms(now, CLAIM_LEASE_MS),
      attempts: sql`${notificationOutbox.attempts} + 1`,
    })
    .where(inArray(notificationOutbox.id, due))
    .returning();
}

const underClaim = (row: OutboxRow) =>
  and(
    eq(notificationOutbox.id, row.id),
    eq(notificationOutbox.claim, row.claim!),
    eq(notificationOutbox.state, 'sending'),
  );

export async function markSent(db: StoreDb, row: OutboxRow, now: Date): Promise<boolean> {
  const marked = await db
    .update(notificationOutbox)
    .set({ state: 'sent', sentAt: storeTime(now), lastError: null })
    .where(underClaim(row))
    .returning({ id: notificationOutbox.id });
  return marked.length > 0;
}

export async function markFailed(db: StoreDb, row: OutboxRow, now: Date, problem: string): Promise<void> {
  const last = row.attempts >= MAX_ATTEMPTS;
  await db
    .update(notificationOutbox)
    .set({ state: last ? 'failed' : 'pending', nextAt: ms(now, backoffMs(row.attempts)), lastError: problem })
    .where(underClaim(row));
}

export async function queueMessage(
  db: StoreDb,
  messageKey: string,
  channels: readonly string[],
  message: OutboxMessage,
  now: Date,
): Promise<number> {
  if (channels.length === 0) return 0;
  const at = storeTime(now);
  const rows = channels.map((channel) => ({
    messageKey,
    channel,
    message,
    state: 'pending' as const,
    createdAt: at,
    nextAt: at,
  }));
  return (await db.insert(notificationOutbox).values(rows).onConflictDoNothing().returning()).length;
}

export async function listDeliveries(db: StoreDb, limit: number): Promise<Deliveries> {
  const rows = await db
    .select()
    .from(notificationOutbox)
    .orderBy(desc(notificationOutbox.createdAt), desc(notificationOutbox.id))
    .limit(limit);
  const tally = await db
    .select({ state: notificationOutbox.state, rows: count() })
    .from(notificationOutbox)
    .where(inArray(notificationOutbox.state, ['pending', 'sending', 'failed']))
    .groupBy(notificationOutbox.state);
  const of = (...states: string[]) =>
    tally.filter((each) => states.includes(each.state)).reduce((sum, each) => sum + each.rows, 0);
  return {
    deliveries: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      subject: subjectOf(row.message),
      state: row.state,
      attempts: row.attempts,
      createdAt: instantOf(row.createdAt),
      sentAt: instantOrNull(row.sentAt),
      nextAt: row.state === 'pending' || row.state === 'sending' ? instantOf(row.nextAt) : null,
      lastError: row.lastError,
    })),
    waiting: of('pending', 'sending'),
    failed: of('failed'),
  };
}
