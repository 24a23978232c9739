import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryStore } from '../store/open-store';
import { notificationOutbox } from '../store/notification-schema';
import { ENGINES, openTestStore } from '../testing/test-stores';
import { startMailReceiver } from '../../testing/notify-receivers';
import { queueDueDigest } from './digest-notice';
import { putDigestSchedule, readDigestSchedule, wallTime } from './digest-schedule';
import type { NotifySetup } from './notify-channels';
import { putNotifySettings } from './notify-settings-store';
import { OutboxSender } from './outbox-sender';

const LEAD = (now: string) => ({ user: 'LEAD', now: new Date(now) });

describe('wall time in a zone', () => {
  it('follows the zone and its summer time', () => {
    expect(wallTime(new Date('2026-11-30T07:00:00Z'), 'Europe/Berlin')).toBe('2026-11-30 08:00');
    expect(wallTime(new Date('2026-07-06T07:00:00Z'), 'Europe/Berlin')).toBe('2026-07-06 09:00');
    expect(wallTime(new Date('2026-11-30T03:00:00Z'), 'America/New_York')).toBe('2026-11-29 22:00');
  });
});

describe.each(ENGINES)('the weekly digest in the outbox on %s', { timeout: 60_000 }, (engine) => {
  let store: HistoryStore;
  let mail: Awaited<ReturnType<typeof startMailReceiver>>;
  let setup: NotifySetup;

  beforeAll(async () => {
    store = await openTestStore(engine);
    mail = await startMailReceiver();
    setup = {
      channels: [{ label: 'Mail', kind: 'email', smtpUrl: mail.url, from: 'dashboard@example.com' }],
      publicUrl: 'https://dashboard.example.com',
    };
    await putNotifySettings(
      store.db,
      setup,
      { channels: ['Mail'], recipients: ['qa@example.com'], owners: [], version: 0 },
      LEAD('2026-11-20T10:00:00Z'),
    );
  }, 30_000);
  afterAll(async () => {
    await mail.close();
    await store.close();
  });

  const rows = () => store.db.select().from(notificationOutbox);

  it('queues nothing while the digest is off, as it is by default', async () => {
    expect((await readDigestSchedule(store.db)).on).toBe(false);
    expect(await queueDueDigest(store.db, new Date('2026-11-30T07:00:00Z'))).toBe(0);
    expect(await rows()).toEqual([]);
  });

  it('queues it once at the day and hour in the zone, not before, and sends it by e-mail', async () => {
    // Monday 08:00 in Berlin, which is 07:00 UTC in winter.
    await putDigestSchedule(
      store.db,
      { on: true, day: 1, hour: 8, timeZone: 'Europe/Berlin', version: 0 },
      LEAD('2026-11-25T10:00:00Z'),
    );
    expect(await queueDueDigest(store.db, new Date('2026-11-30T06:59:00Z'))).toBe(0);
    expect(await rows()).toEqual([]);
    const due = new Date('2026-11-30T07:00:00Z');
    const sender = new OutboxSender({ db: store.db, setup, leading: () => true, now: () => due });
    expect(await sender.round()).toBe(1);
    expect(await queueDueDigest(store.db, new Date('2026-11-30T07:00:05Z'))).toBe(0);
    expect(await queueDueDigest(store.db, new Date('2026-12-02T15:00:00Z'))).toBe(0);
    const queued = await rows();
    expect(queued.map((row) => [row.messageKey, row.channel, row.state])).toEqual([
      ['digest 2026-11-23', 'Mail', 'sent'],
    ]);
    expect(mail.mails).toHaveLength(1);
    expect(mail.mails[0]).toMatchObject({ to: ['qa@example.com'], subject: 'Weekly digest: the week of 2026-11-23' });
    expect(mail.mails[0]!.text).toContain('Week 2026-11-23 to 2026-11-29: pass rate none finished');
    expect(mail.mails[0]!.text).toContain('Open the digest: https://dashboard.example.com/digest?week=2026-11-23');
    await sender.stop();
  });

  it('sends the next week at its own time, and waits a week after a change past this week’s moment', async () => {
    expect(await queueDueDigest(store.db, new Date('2026-12-07T06:30:00Z'))).toBe(0);
    expect(await queueDueDigest(store.db, new Date('2026-12-07T07:10:00Z'))).toBe(1);
    const schedule = await readDigestSchedule(store.db);
    // Moved to Monday 09:00 on Monday at 10:00: this week's digest went, and the change sends no second one.
    await putDigestSchedule(
      store.db,
      { on: true, day: 1, hour: 9, timeZone: 'Europe/Berlin', version: schedule.version },
      LEAD('2026-12-07T09:00:00Z'),
    );
    expect(await queueDueDigest(store.db, new Date('2026-12-07T09:30:00Z'))).toBe(0);
    // Turned on again in a later week after its moment: nothing until the next.
    await putDigestSchedule(
      store.db,
      { on: true, day: 1, hour: 9, timeZone: 'Europe/Berlin', version: schedule.version + 1 },
      LEAD('2026-12-16T09:00:00Z'),
    );
    expect(await queueDueDigest(store.db, new Date('2026-12-17T09:00:00Z'))).toBe(0);
    expect(await queueDueDigest(store.db, new Date('2026-12-21T08:00:00Z'))).toBe(1);
    expect((await rows()).map((row) => row.messageKey).toSorted()).toEqual([
      'digest 2026-11-23',
      'digest 2026-11-30',
      'digest 2026-12-14',
    ]);
  });
});
