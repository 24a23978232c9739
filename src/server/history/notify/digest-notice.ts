// The weekly digest's message (issue 73): queued by the syncing server's sender when the schedule says it is due,
// into the outbox under `digest <week>`, so it goes out once whatever the number of rounds or restarts. Its lines
// are counts and names, never payload values, like every message; the page it links to shows the rest.
import { eq } from 'drizzle-orm';
import type { Digest } from '../../../contract/dashboard-api/digest';
import { digestPagePath } from '../../../contract/page-paths';
import { storedDigest } from '../read/stored-digest';
import { notificationOutbox } from '../store/notification-schema';
import type { StoreDb } from '../store/store-db';
import { dueDigestWeek, readDigestSchedule } from './digest-schedule';
import { readStoredNotifySettings } from './notify-settings-store';
import { queueMessage } from './outbox-store';

const rate = (value: number | null) => (value === null ? 'none finished' : `${(value * 100).toFixed(1)}%`);

/** The digest in a few lines, for every channel. */
export function digestLines(digest: Digest): string[] {
  const [current, ...before] = digest.passRates.toReversed();
  const { counts } = digest.failures;
  const oldest = digest.needsTriage.oldest[0];
  const noisiest = digest.noisyFields[0];
  return [
    `Week ${digest.week.from} to ${digest.week.to}: pass rate ${rate(current?.passRate ?? null)} ` +
      `(the weeks before, newest first: ${before.map((week) => rate(week.passRate)).join(', ')}).`,
    `Failures: ${counts.new} new, ${counts.broken} broken, ${counts.flaky} flaky, ${counts.recovered} recovered; ` +
      `${digest.regressed.length} fixed issues regressed.`,
    `Needs triage: ${digest.needsTriage.signatures} signatures with ${digest.needsTriage.failures} failures` +
      (oldest ? `; the oldest has waited ${oldest.days} days (${oldest.signature.OBJDEFID}).` : '.'),
    `Quarantine: ${digest.quarantines.entered.length} entered, ${digest.quarantines.left.length} left.`,
    ...(noisiest ? [`Noisiest field: ${noisiest.path} of ${noisiest.object} (${noisiest.kind}).`] : []),
  ];
}

/** Queues the digest if it is due and not queued yet; the number of rows queued (one per channel that is on). */
export async function queueDueDigest(db: StoreDb, now: Date): Promise<number> {
  const week = dueDigestWeek(await readDigestSchedule(db), now);
  if (week === null) return 0;
  const { value: settings } = await readStoredNotifySettings(db);
  if (settings.channels.length === 0) return 0;
  const key = `digest ${week}`;
  // Checked first: the digest is a month's reading, and the sender asks every few seconds.
  const [queued] = await db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.messageKey, key))
    .limit(1);
  if (queued) return 0;
  const digest = await storedDigest(db, week, now);
  return queueMessage(
    db,
    key,
    settings.channels,
    { kind: 'digest', week, lines: digestLines(digest), link: digestPagePath(week), to: settings.recipients },
    now,
  );
}
