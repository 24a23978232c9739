import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryStore } from '../store/open-store';
import { notificationOutbox } from '../store/notification-schema';
import { ENGINES, openTestStore } from '../testing/test-stores';
import { startMailReceiver, startWebhookReceiver } from '../../testing/notify-receivers';
import type { NotifySetup } from './notify-channels';
import { OutboxSender } from './outbox-sender';
import { CLAIM_LEASE_MS, claimDue, markSent, MAX_ATTEMPTS, queueMessage } from './outbox-store';
import type { OutboxMessage } from './outbox-message';

const T0 = new Date('2026-12-01T08:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const MESSAGE: OutboxMessage = {
  kind: 'run-end',
  runId: '0123456789ABCDEF0123456789ABCDEF',
  runName: 'Nightly orders',
  startedBy: 'LEAD',
  counts: { failed: 3, outage: 1, quarantined: 0, known: 1, noise: 0, counted: 1 },
  news: [{ CASEID: '0000000042', OBJDEFID: 'ORDERS_IN', kind: 'new', owner: null }],
  moreNews: 0,
  link: '/runs/0123456789ABCDEF0123456789ABCDEF',
  to: ['qa@example.com'],
};

describe.each(ENGINES)('the outbox on %s', { timeout: 60_000 }, (engine) => {
  let store: HistoryStore;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let mail: Awaited<ReturnType<typeof startMailReceiver>>;
  let setup: NotifySetup;
  let keys = 0;

  beforeAll(async () => {
    store = await openTestStore(engine);
    hook = await startWebhookReceiver();
    mail = await startMailReceiver();
    setup = {
      channels: [
        { label: 'Teams', kind: 'teams', url: `${hook.origin}/teams` },
        { label: 'Hook', kind: 'webhook', url: `${hook.origin}/hook` },
        { label: 'Slack', kind: 'slack', url: `${hook.origin}/slack` },
        { label: 'Mail', kind: 'email', smtpUrl: mail.url, from: 'dashboard@example.com' },
      ],
      publicUrl: 'https://dashboard.example.com',
    };
  }, 30_000);
  afterEach(async () => {
    await store.db.delete(notificationOutbox);
    hook.posts.length = 0;
    mail.mails.length = 0;
    hook.answerWith(200);
  });
  afterAll(async () => {
    await hook.close();
    await mail.close();
    await store.close();
  });

  const senderAt = (now: Date) => new OutboxSender({ db: store.db, setup, leading: () => true, now: () => now });
  const queue = (channels: string[]) => queueMessage(store.db, `run-end probe ${++keys}`, channels, MESSAGE, T0);
  const rows = () => store.db.select().from(notificationOutbox);

  it('delivers each channel in its own format, once, with the run page link', async () => {
    expect(await queue(['Teams', 'Hook', 'Slack', 'Mail'])).toBe(4);
    const sender = senderAt(later(1000));
    expect(await sender.round()).toBe(4);
    expect(await sender.round()).toBe(0);
    await sender.stop();
    const link = 'https://dashboard.example.com/runs/0123456789ABCDEF0123456789ABCDEF';
    expect(hook.posts.map((post) => post.path).toSorted()).toEqual(['/hook', '/slack', '/teams']);
    const slack = hook.posts.find((post) => post.path === '/slack')!.body as {
      text: string;
      blocks: { type: string; text?: { text: string }; elements?: { url: string }[] }[];
    };
    expect(slack.text).toBe('Run Nightly orders: 1 new failure');
    expect(slack.blocks.map((block) => block.type)).toEqual(['header', 'section', 'actions']);
    expect(slack.blocks[1]!.text!.text).toContain('New: test case 0000000042 (ORDERS_IN)');
    expect(slack.blocks[2]!.elements![0]!.url).toBe(link);
    const teams = hook.posts.find((post) => post.path === '/teams')!.body as {
      attachments: { contentType: string; content: { body: { text: string }[]; actions: { url: string }[] } }[];
    };
    expect(teams.attachments[0]!.contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(teams.attachments[0]!.content.body[0]!.text).toBe('Run Nightly orders: 1 new failure');
    expect(teams.attachments[0]!.content.actions[0]!.url).toBe(link);
    expect(hook.posts.find((post) => post.path === '/hook')!.body).toMatchObject({
      subject: 'Run Nightly orders: 1 new failure',
      runId: MESSAGE.runId,
      news: MESSAGE.news,
      link,
    });
    expect(mail.mails).toHaveLength(1);
    expect(mail.mails[0]).toMatchObject({ to: ['qa@example.com'], subject: 'Run Nightly orders: 1 new failure' });
    expect(mail.mails[0]!.text).toContain('New: test case 0000000042 (ORDERS_IN)');
    expect(mail.mails[0]!.text).toContain(link);
    expect((await rows()).map((row) => row.state)).toEqual(['sent', 'sent', 'sent', 'sent']);
  });

  it('sends a message claimed by a sender that died before sending once, after the claim’s lease, and never twice', async () => {
    await queue(['Hook']);
    // The first sender claims and is killed before it sends: its claim is in the store, nothing went out.
    const [claimed] = await claimDue(store.db, later(1000), 10);
    expect(claimed).toMatchObject({ state: 'sending', attempts: 1 });
    // Another sender (the restarted server) leaves it alone while the claim may still be sending...
    expect(await senderAt(later(2000)).round()).toBe(0);
    expect(hook.posts).toHaveLength(0);
    // ...and takes it over once the lease has passed: sent once.
    const restarted = senderAt(later(1000 + CLAIM_LEASE_MS + 1000));
    expect(await restarted.round()).toBe(1);
    expect(await restarted.round()).toBe(0);
    await restarted.stop();
    expect(hook.posts).toHaveLength(1);
    // The dead sender's mark, were it to come, changes nothing: the row is another claim's.
    expect(await markSent(store.db, claimed!, later(5000))).toBe(false);
    const [row] = await rows();
    expect(row).toMatchObject({ state: 'sent', attempts: 2 });
    // Both attempts carried the same ID: a receiver can tell a second delivery of one message.
    expect(hook.posts[0]!.headers['idempotency-key']).toBe(`notification-${row!.id}`);
  });

  it('lets two senders at once send a message once', async () => {
    await queue(['Hook', 'Mail']);
    const [one, two] = [senderAt(later(1000)), senderAt(later(1000))];
    const claimed = await Promise.all([one.round(), two.round()]);
    await Promise.all([one.stop(), two.stop()]);
    expect(claimed.reduce((sum, each) => sum + each, 0)).toBe(2);
    expect(hook.posts).toHaveLength(1);
    expect(mail.mails).toHaveLength(1);
  });

  it('retries a failed delivery with back-off, says why in the row, and fails for good after the last attempt', async () => {
    await queue(['Hook']);
    hook.answerWith(503);
    const first = senderAt(later(0));
    await first.round();
    const [failed] = await rows();
    expect(failed).toMatchObject({ state: 'pending', attempts: 1, lastError: 'The webhook answered HTTP 503' });
    expect(Date.parse(failed!.nextAt)).toBe(later(30_000).getTime());
    // Not due before its back-off.
    expect(await senderAt(later(29_000)).round()).toBe(0);
    hook.answerWith(200);
    expect(await senderAt(later(31_000)).round()).toBe(1);
    expect(hook.posts).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ state: 'sent', attempts: 2, lastError: null });

    // A channel that never takes it: failed for good after MAX_ATTEMPTS, kept with its reason.
    await store.db.delete(notificationOutbox);
    hook.posts.length = 0;
    await queue(['Hook']);
    hook.answerWith(500);
    for (let attempt = 0; attempt < MAX_ATTEMPTS + 2; attempt++)
      await senderAt(later((attempt + 1) * 3_600_000)).round();
    expect((await rows())[0]).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
    expect(hook.posts).toHaveLength(0);
  });

  it('fails a message whose channel the server no longer sets up, visibly', async () => {
    await queue(['Gone']);
    await senderAt(later(1000)).round();
    const [row] = await store.db.select().from(notificationOutbox).where(eq(notificationOutbox.channel, 'Gone'));
    expect(row).toMatchObject({
      state: 'pending',
      lastError: 'The server no longer sets up a channel labelled "Gone"',
    });
  });
});
