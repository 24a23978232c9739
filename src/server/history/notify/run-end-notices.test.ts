import { asc } from 'drizzle-orm';
import { NEW_LOOKBACK } from '../../../analysis/lifecycle/case-lifecycle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockService } from '../../../mock/create-mock-service';
import { NOTIFY_PATHS, type NotificationSettings } from '../../../contract/dashboard-api/notifications';
import { TRIAGE_PATHS } from '../../../contract/dashboard-api/triage-basics';
import type { Decision } from '../../../contract/dashboard-api/triage-decisions';
import { failureCause } from '../../../analysis/failure-message';
import { signatureKey } from '../../../contract/dashboard-api/triage-signature';
import type { HistoryStore } from '../store/open-store';
import { notificationOutbox } from '../store/notification-schema';
import { HistorySync } from '../sync/history-sync';
import { ENGINES, EVERY_PASS_WHOLE } from '../testing/test-stores';
import { openTriageStore, runCaseOnMock, someStoredFailure, triageApi } from '../testing/triage-api';
import type { NotifySetup } from './notify-channels';

const SETUP: NotifySetup = {
  channels: [
    { label: 'Team hook', kind: 'webhook', url: 'http://127.0.0.1:9/never-called' },
    { label: 'Mail', kind: 'email', smtpUrl: 'smtp://127.0.0.1:9', from: 'dashboard@example.com' },
  ],
  publicUrl: 'https://dashboard.example.com',
};
const UNREACHABLE = 'Aborted: execution landscape not reachable (RFC destination error)';
const T0 = Date.now();
const minute = (n: number) => new Date(T0 + n * 60_000);

describe.each(ENGINES)('messages queued at a run’s end on %s', { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let api: ReturnType<typeof triageApi>;
  let failure: Awaited<ReturnType<typeof someStoredFailure>>;

  beforeAll(async () => {
    ({ mock, store } = await openTriageStore(engine));
    api = triageApi(store, mock, { notify: SETUP });
    failure = await someStoredFailure(store);
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await mock.close();
  });

  const outbox = () => store.db.select().from(notificationOutbox).orderBy(asc(notificationOutbox.id));
  /** The case ends a run with this result; the rows the sync's pass queued for it. */
  const runEnds = async (result: { STATUS: string; MESSAGE: string }, at: number) => {
    const before = (await outbox()).length;
    const runId = await runCaseOnMock(mock, failure.caseId, result, minute(at));
    await new HistorySync(store, EVERY_PASS_WHOLE).pass();
    return { runId, queued: (await outbox()).slice(before) };
  };
  const signatureOf = (message: string) => ({ OBJDEFID: failure.automationObject, cause: failureCause(message) });

  const PASS = { STATUS: 'S', MESSAGE: 'Test passed' };
  /**
   * NEW_LOOKBACK runs in which the case passes, within the three minutes from `from`: after them a failure of it is
   * new.
   */
  const passes = async (from: number) => {
    for (let pass = 0; pass < NEW_LOOKBACK; pass++)
      expect((await runEnds(PASS, from + (pass * 3) / NEW_LOOKBACK)).queued).toEqual([]);
  };

  it('queues nothing while no channel is on', async () => {
    await passes(1);
    expect((await runEnds({ STATUS: 'E', MESSAGE: 'Error: mapping of Alpha went wrong' }, 4)).queued).toEqual([]);
    await passes(5);
  });

  it('keeps the digest schedule for users who may start runs, refusing an unknown zone and other users', async () => {
    const body = { on: true, day: 1, hour: 8, timeZone: 'Europe/Berlin', version: 0 };
    const badZone = await api.call('PUT', NOTIFY_PATHS.digest, { body: { ...body, timeZone: 'Mars/Olympus' } });
    expect(badZone.status).toBe(400);
    expect((badZone.json as { error: { message: string } }).error.message).toBe(
      '"timeZone" is not an IANA time zone such as Europe/Berlin.',
    );
    expect((await api.call('PUT', NOTIFY_PATHS.digest, { body, user: 'VIEWER' })).status).toBe(403);
    expect((await api.call('GET', NOTIFY_PATHS.digest)).json).toMatchObject({ on: false, version: 0 });
    const saved = await api.call('PUT', NOTIFY_PATHS.digest, { body });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ on: true, day: 1, hour: 8, timeZone: 'Europe/Berlin', version: 1 });
    expect(saved.json).toHaveProperty('changedBy', expect.any(String));
    // Off again, so the sender of the tests below queues no digest.
    await api.call('PUT', NOTIFY_PATHS.digest, { body: { ...body, on: false, version: 1 } });
  });

  it('keeps the settings by label, refusing channels the server does not set up and other users', async () => {
    const refused = await api.call('PUT', NOTIFY_PATHS.settings, {
      body: { channels: ['Nope'], recipients: [], owners: [], version: 0 },
    });
    expect(refused.status).toBe(400);
    expect((refused.json as { error: { message: string } }).error.message).toMatch(
      /"Nope" is not a channel this server sets up/,
    );
    const viewer = await api.call('PUT', NOTIFY_PATHS.settings, {
      body: { channels: ['Mail'], recipients: [], owners: [], version: 0 },
      user: 'VIEWER',
    });
    expect(viewer.status).toBe(403);
    const saved = await api.call('PUT', NOTIFY_PATHS.settings, {
      body: {
        channels: ['Team hook', 'Mail'],
        recipients: ['QA@example.com'],
        owners: [{ owner: 'mapping team', address: 'mapping@example.com' }],
        version: 0,
      },
    });
    expect(saved.status).toBe(200);
    const settings = saved.json as NotificationSettings;
    expect(settings).toMatchObject({
      channels: [
        { label: 'Team hook', kind: 'webhook', on: true },
        { label: 'Mail', kind: 'email', on: true },
      ],
      recipients: ['qa@example.com'],
      owners: [{ owner: 'MAPPING TEAM', address: 'mapping@example.com' }],
      version: 1,
      changedBy: 'LEAD',
    });
    // The answer names channels by label and kind only: no URL, no SMTP address.
    expect(JSON.stringify(settings)).not.toMatch(/127\.0\.0\.1|never-called|smtp:/);
  });

  it('queues one message per channel for a new failure, with IDs, names and counts but no message text', async () => {
    const { runId, queued } = await runEnds({ STATUS: 'E', MESSAGE: 'Error: mapping of Bravo went wrong' }, 10);
    expect(queued.map((row) => [row.channel, row.state])).toEqual([
      ['Team hook', 'pending'],
      ['Mail', 'pending'],
    ]);
    expect(queued[0]!.message).toMatchObject({
      kind: 'run-end',
      runId,
      news: [{ CASEID: failure.caseId, OBJDEFID: failure.automationObject, kind: 'new' }],
      counts: { failed: 1, counted: 1 },
      link: `/runs/${runId}`,
      to: ['qa@example.com'],
    });
    expect(JSON.stringify(queued[0]!.message)).not.toMatch(/Bravo/);
    // The same run read again queues nothing twice.
    await new HistorySync(store, EVERY_PASS_WHOLE).pass();
    expect(
      (await outbox()).filter((row) => row.message.kind === 'run-end' && row.message.runId === runId),
    ).toHaveLength(2);
  });

  it('queues nothing for a case that failed lately, an outage, a known issue or a quarantined case', async () => {
    // Bravo failed at minute 10: not new again.
    expect((await runEnds({ STATUS: 'E', MESSAGE: 'Error: mapping of Echo went wrong' }, 11)).queued).toEqual([]);
    await passes(12);
    expect((await runEnds({ STATUS: 'A', MESSAGE: UNREACHABLE }, 15)).queued).toEqual([]);

    // The outage does not make the case's next failure old news: without the decision below it would notify.
    api.setNow(minute(16));
    const known = await api.call('PUT', TRIAGE_PATHS.decision, {
      body: {
        target: { kind: 'signature', ...signatureOf('Error: mapping of Charlie went wrong') },
        category: 'product-mapping',
        owner: 'Mapping team',
        version: 0,
      },
    });
    expect(known.status).toBe(200);
    expect((await runEnds({ STATUS: 'E', MESSAGE: 'Error: mapping of Charlie went wrong' }, 17)).queued).toEqual([]);

    await passes(18);
    api.setNow(minute(21));
    const entered = await api.call('POST', TRIAGE_PATHS.quarantine, {
      body: { CASEID: failure.caseId, reason: 'flaky landscape' },
    });
    expect(entered.status).toBe(200);
    expect((await runEnds({ STATUS: 'E', MESSAGE: 'Error: mapping of Delta went wrong' }, 22)).queued).toEqual([]);
    await api.call('POST', TRIAGE_PATHS.leaveQuarantine, { body: { CASEID: failure.caseId } });
    await passes(23);
    // The control: the same kind of failure, neither known nor quarantined, after passes, notifies.
    expect((await runEnds({ STATUS: 'E', MESSAGE: 'Error: mapping of Foxtrot went wrong' }, 26)).queued).toHaveLength(
      2,
    );
  });

  it('queues a regression to the owner of the decision that was marked fixed', async () => {
    api.setNow(minute(27));
    const decisions = await api.get(
      `${TRIAGE_PATHS.decisions}?signature=${encodeURIComponent(signatureKey(signatureOf('Error: mapping of Charlie went wrong')))}`,
    );
    const decision = (decisions.json as { decisions: Decision[] }).decisions[0]!;
    const fixed = await api.call('POST', TRIAGE_PATHS.fixed, { body: { id: decision.id, version: decision.version } });
    expect(fixed.status).toBe(200);
    const { queued } = await runEnds({ STATUS: 'E', MESSAGE: 'Error: mapping of Charlie went wrong' }, 28);
    expect(queued).toHaveLength(2);
    expect(queued[1]!.message).toMatchObject({
      news: [{ CASEID: failure.caseId, kind: 'regressed', owner: 'Mapping team' }],
      to: ['qa@example.com', 'mapping@example.com'],
    });
  });
});
