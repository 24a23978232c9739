import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestRun } from '../../../client/test-runs/start-test-run';
import type { HistoryStatus } from '../../../contract/dashboard-api/history-status';
import type { LiveRun } from '../../../contract/dashboard-api/sync';
import type { MockService } from '../../../mock/create-mock-service';
import type { HistoryStore } from '../store/open-store';
import { readWishes } from '../store/sync-wishes';
import { readPart, writePart } from '../store/sync-state';
import { runs } from '../store/schema';
import { eq, sql } from 'drizzle-orm';
import { HistorySync } from '../sync/history-sync';
import { openTriageStore, type triageApi } from '../testing/triage-api';
import { ENGINES, EVERY_PASS_WHOLE } from '../testing/test-stores';

describe.each(ENGINES)("the sync's endpoints on %s", { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let api: ReturnType<typeof triageApi>;

  // A store synced anew for each test: seconds alone, more than a hook's default 10 s on a machine busy elsewhere.
  beforeEach(async () => {
    ({ mock, store, api } = await openTriageStore(engine));
  }, 60_000);
  afterEach(async () => {
    await store.close();
    await mock.close();
  }, 60_000);

  it('answer a run in progress as the store last read it, and have the sync read it for its page', async () => {
    const started = await startTestRun({ TEST_CASES: [...mock.store.testCases.keys()].slice(0, 2), ASYNC: 'X' });
    if (started.kind !== 'async') throw new Error('async start expected');
    const unknown = await api.get(`/run/live?id=${started.runId}&page=true`);
    expect(unknown.status).toBe(200);
    expect((unknown.json as LiveRun).run).toBeNull();
    expect((await readWishes(store.db, new Date())).watchedRuns).toContain(started.runId);
    await new HistorySync(store, EVERY_PASS_WHOLE).pass();
    const read = (await api.get(`/run/live?id=${started.runId.toLowerCase()}`)).json as LiveRun;
    expect(read.run?.RUN_ID).toBe(started.runId);
    expect(read.run?.DETAILS).toHaveLength(2);
    expect(read.readAt).not.toBeNull();
    expect((await api.get('/run/live?id=nope')).status).toBe(400);
    // A store whose first sync is under way follows no run: its copy would stand still, so the page reads the service.
    // (The run made to look in progress again: at the mock's pace it may have ended by now.)
    await store.db
      .update(runs)
      .set({ record: sql`${runs.record} || '{"END_DATE": "", "END_TIME": ""}'::jsonb`, endedAt: null })
      .where(eq(runs.id, started.runId));
    expect(((await api.get(`/run/live?id=${started.runId}`)).json as LiveRun).run?.END_DATE).toBe('');
    const { firstSyncDoneAt: _done, ...runsPart } = await readPart(store.db, 'runs');
    await writePart(store.db, 'runs', runsPart as Parameters<typeof writePart<'runs'>>[2]);
    expect(((await api.get(`/run/live?id=${started.runId}`)).json as LiveRun).run).toBeNull();
  });

  it('take a check-in from any reader, and a reconcile from an operator at most hourly', async () => {
    const watching = await api.call('POST', '/history/watching', { body: {}, user: 'VIEWER' });
    expect(watching.status).toBe(200);
    expect((await readWishes(store.db, new Date())).dashboardWatched).toBe(true);
    expect((await api.call('POST', '/history/watching', { body: { extra: 1 } })).status).toBe(400);

    expect((await api.call('POST', '/history/reconcile', { body: {}, user: 'VIEWER' })).status).toBe(403);
    const asked = await api.call('POST', '/history/reconcile', { body: {} });
    expect(asked).toMatchObject({ status: 200, json: { by: 'LEAD' } });
    const again = await api.call('POST', '/history/reconcile', { body: {} });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(again.json).toMatchObject({ error: { code: 'TOO_SOON' } });
  });

  it('say in the status what the sync asked of the service and where its reconcile stands', async () => {
    const sync = new HistorySync(store, EVERY_PASS_WHOLE);
    await api.call('POST', '/history/reconcile', { body: {} });
    await sync.pass();
    const status = (await api.get('/history/status')).json as HistoryStatus;
    expect(status.reconcile).toMatchObject({ at: '02:30', timeZone: 'UTC', running: null });
    expect(status.reconcile?.last).toMatchObject({ reason: 'asked', requests: expect.any(Number) });
    expect(status.reconcile!.last!.bytes).toBeGreaterThan(0);
    expect(status.load?.requests).toBeGreaterThan(0);
    expect(status.load!.bytes).toBeGreaterThan(0);
  });
});
