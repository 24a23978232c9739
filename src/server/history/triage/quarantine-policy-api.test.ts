import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MockService } from '../../../mock/create-mock-service';
import { TRIAGE_PATHS } from '../../../contract/dashboard-api/triage-basics';
import type { LifecycleList } from '../../../contract/dashboard-api/lifecycle';
import type { Quarantine, QuarantineList } from '../../../contract/dashboard-api/triage-quarantine';
import type { QuarantinePolicy } from '../../../contract/dashboard-api/triage-quarantine-policy';
import type { TriageSettings } from '../../../contract/dashboard-api/triage-settings';
import type { HistoryStore } from '../store/open-store';
import { HistorySync } from '../sync/history-sync';
import { ENGINES, EVERY_PASS_WHOLE } from '../testing/test-stores';
import { openTriageStore, runCaseOnMock, triageApi } from '../testing/triage-api';
import { applyQuarantinePolicy } from './quarantine-policy';
import { applyPolicyAfterPasses } from './policy-after-sync';

const T0 = Date.now();
const minute = (n: number) => new Date(T0 + n * 60_000);
const PASSED = { STATUS: 'S', MESSAGE: 'Comparison without differences' };
const FAILED = { STATUS: 'E', MESSAGE: 'Receiver answered late: timeout after 30 s' };

describe.each(ENGINES)('the quarantine policy over the store on %s', { timeout: 120_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let api: ReturnType<typeof triageApi>;
  let caseId: string;
  let at = 0;

  /** The case runs on the service with this result, a minute after the last, and a sync pass stores it. */
  const runs = async (result: typeof PASSED) => {
    at += 1;
    await runCaseOnMock(mock, caseId, result, minute(at));
    await new HistorySync(store, EVERY_PASS_WHOLE).pass();
  };
  const policy = async () => ((await api.get(TRIAGE_PATHS.settings)).json as TriageSettings).quarantinePolicy!;
  const put = (body: object, user = 'LEAD') => api.call('PUT', TRIAGE_PATHS.quarantinePolicy, { body, user });
  const quarantinesOfCase = async () =>
    ((await api.get(`${TRIAGE_PATHS.quarantine}?left=X`)).json as QuarantineList).quarantines.filter(
      (each) => each.CASEID === caseId,
    );

  beforeAll(async () => {
    ({ mock, store, api } = await openTriageStore(engine));
    caseId = [...mock.store.testCases.keys()][5]!;
    // Passing and failing in turn: flaky by its score, whatever its seeded history.
    for (const result of [PASSED, FAILED, PASSED, FAILED, PASSED, FAILED]) await runs(result);
    api.setNow(minute(at + 1));
  }, 90_000);
  afterAll(async () => {
    await store.close();
    await mock.close();
  });

  it('is off by default, and only users who may start runs change it, with clear refusals', async () => {
    expect(await policy()).toMatchObject({ on: false, version: 0, changedBy: null });
    const ok = { on: true, threshold: 0.4, coolDown: { unit: 'runs', count: 2 }, version: 0 };
    expect((await put(ok, 'VIEWER')).status).toBe(403);
    const refusals: [object, string][] = [
      [{ ...ok, threshold: 0.2 }, '"threshold" is below 0.4, the score from which a case is flaky.'],
      [{ ...ok, threshold: 1.5 }, '"threshold" is above 1, the highest flaky score.'],
      [{ ...ok, coolDown: { unit: 'weeks', count: 2 } }, '"coolDown.unit" is not one of runs, days.'],
      [{ ...ok, coolDown: { unit: 'runs', count: 0 } }, '"coolDown.count" is below 1.'],
      [{ ...ok, coolDown: { unit: 'runs', count: 21 } }, '"coolDown.count" is more than 20 runs or 365 days.'],
    ];
    for (const [body, message] of refusals) {
      const answer = await put(body);
      expect({ status: answer.status, message: (answer.json as { error: { message: string } }).error.message }).toEqual(
        {
          status: 400,
          message,
        },
      );
    }
    expect(await quarantinesOfCase()).toEqual([]);
  });

  it('puts a flaky case in quarantine as the dashboard, with its score, once turned on', async () => {
    const flaky = (await api.get('/lifecycle?class=flaky&limit=500')).json as LifecycleList;
    const listed = flaky.rows.find((row) => row.CASEID === caseId)!;
    expect(listed.score).toBeGreaterThanOrEqual(0.4);
    const saved = await put({ on: true, threshold: 0.4, coolDown: { unit: 'runs', count: 2 }, version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.json as QuarantinePolicy).toMatchObject({ on: true, threshold: 0.4, version: 1, changedBy: 'LEAD' });
    const [entered] = await quarantinesOfCase();
    expect(entered).toMatchObject({ by: 'dashboard', policyScore: listed.score, leftAt: null });
    expect(entered!.policyScore).toBeCloseTo(listed.score!, 5);
    expect(entered!.reason).toMatch(/^Flaky score \d+% reached the team's quarantine policy \(40% and above\)$/);
    // A stale version is refused.
    expect((await put({ on: true, threshold: 0.5, coolDown: { unit: 'runs', count: 2 }, version: 0 })).status).toBe(
      409,
    );
  });

  it('lets the case leave by hand, and puts it back only after the cool-down in runs', async () => {
    api.setNow(new Date(minute(at).getTime() + 30_000));
    const left = await api.call('POST', TRIAGE_PATHS.leaveQuarantine, { body: { CASEID: caseId } });
    expect(left.json as Quarantine).toMatchObject({ leftHow: 'hand', leftBy: 'LEAD' });
    expect(await applyQuarantinePolicy(store.db, minute(at + 1))).toEqual([]);
    // One run after it left: still cooling down (sync passes apply nothing here; the test applies).
    await runs(PASSED);
    expect(await applyQuarantinePolicy(store.db, minute(at + 1))).toEqual([]);
    await runs(FAILED);
    const made = await applyQuarantinePolicy(store.db, minute(at + 1));
    expect(made.map((each) => each.CASEID)).toEqual([caseId]);
    expect((await quarantinesOfCase()).filter((each) => each.leftAt === null)).toHaveLength(1);
  });

  it('waits days when the cool-down is in days, and does nothing when off', async () => {
    const { version } = await policy();
    await put({ on: true, threshold: 0.4, coolDown: { unit: 'days', count: 1 }, version });
    api.setNow(minute(at + 2));
    await api.call('POST', TRIAGE_PATHS.leaveQuarantine, { body: { CASEID: caseId } });
    expect(await applyQuarantinePolicy(store.db, minute(at + 2 + 12 * 60))).toEqual([]);
    const { version: next } = await policy();
    await put({ on: false, threshold: 0.4, coolDown: { unit: 'days', count: 1 }, version: next });
    expect(await applyQuarantinePolicy(store.db, minute(at + 2 + 25 * 60))).toEqual([]);
    const { version: last } = await policy();
    await put({ on: true, threshold: 0.4, coolDown: { unit: 'days', count: 1 }, version: last });
    expect((await applyQuarantinePolicy(store.db, minute(at + 2 + 25 * 60))).map((each) => each.CASEID)).toEqual([
      caseId,
    ]);
  });

  it('is applied after a sync pass that stored a run', async () => {
    at += 26 * 60;
    api.setNow(minute(at));
    await api.call('POST', TRIAGE_PATHS.leaveQuarantine, { body: { CASEID: caseId } });
    const { version } = await policy();
    await put({ on: true, threshold: 0.4, coolDown: { unit: 'runs', count: 1 }, version });
    expect((await quarantinesOfCase()).filter((each) => each.leftAt === null)).toEqual([]);
    const sync = new HistorySync(store, EVERY_PASS_WHOLE);
    applyPolicyAfterPasses(sync, store.db);
    await runCaseOnMock(mock, caseId, PASSED, minute(at + 1));
    await sync.pass();
    await vi.waitFor(async () =>
      expect((await quarantinesOfCase()).filter((each) => each.leftAt === null)).toMatchObject([{ by: 'dashboard' }]),
    );
  });
});
