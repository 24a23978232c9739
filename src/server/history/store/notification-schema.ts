// The notification outbox (issue 73): each message a channel is to get, written in the same transaction as the
// run's end that caused it, then claimed and marked by the syncing server's sender. A row is one message to one
// channel, so that a channel that fails is retried without sending again to the ones that took it.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OutboxMessage } from '../notify/outbox-message';
import { instant, oneOf } from './schema-columns';

export const OUTBOX_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What caused it, the same for every channel: `run-end <run> <fingerprint>`, `test <uuid>`. */
    messageKey: text('message_key').notNull(),
    /** The channel's label, as the environment names it. */
    channel: text('channel').notNull(),
    message: jsonb('message').$type<OutboxMessage>().notNull(),
    state: text('state').$type<OutboxState>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: instant('created_at').notNull(),
    /** When a pending row is next due (its back-off after a failure). */
    nextAt: instant('next_at').notNull(),
    /** Set with `claim` by the sender that took it; an old claim is a sender that died and is taken again. */
    claimedAt: instant('claimed_at'),
    claim: text('claim'),
    sentAt: instant('sent_at'),
    lastError: text('last_error'),
  },
  (table) => [
    // One message per cause and channel: a run read again, or a transaction retried, queues nothing twice.
    uniqueIndex('notification_outbox_message').on(table.messageKey, table.channel),
    // The sender's work list.
    index('notification_outbox_due')
      .on(table.nextAt)
      .where(sql`${table.state} in ('pending', 'sending')`),
    index('notification_outbox_created').on(table.createdAt.desc()),
    check('notification_outbox_state', oneOf(table.state, OUTBOX_STATES)),
  ],
);
