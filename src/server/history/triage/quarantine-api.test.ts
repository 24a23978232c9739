import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockService } from '../../../mock/create-mock-service';
import { TRIAGE_PATHS } from '../../../contract/dashboard-api/triage-basics';
import type { NeedsTriage } from '../../../contract/dashboard-api/needs-triage';
import type { Quarantine, QuarantineList } from '../../../contract/dashboard-api/triage-quarantine';
import type { RunTriage } from '../../../contract/dashboard-api/run-triage';
import type { HistoryStore } from '../store/open-store';
import { quarantines } from '../store/triage-schema';
import { HistorySync } from '../sync/history-sync';
import { ENGINES, EVERY_PASS_WHOLE } from '../testing/test-stores';
import { runCaseOnMock, openTriageStore, triageApi } from '../testing/triage-api';

const T0 = Date.now();
const minute = (n: number) => new Date(T0 + n * 60_000);
const PASSED = { STATUS: 'S', MESSAGE: 'Comparison without differences' };
const FAILED = { STATUS: 'E', MESSAGE: 'Receiver answered late: timeout after 30 s' };

describe.each(ENGINES)('quarantine over the store on %s', { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let api: ReturnType<typeof triageApi>;
  let caseId: string;

  // A hang guard: opening and syncing a store on a 2-core machine shared with other tests can pass 10 s.
  beforeAll(async () => {
    ({ mock, store, api } = await openTriageStore(engine));
    caseId = [...mock.store.testCases.keys()][3]!;
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await mock.close();
  });

  /** The case runs on the service with this result, and a sync pass stores it. */
  const runs = async (result: typeof PASSED, at: number) => {
    const runId = await runCaseOnMock(mock, caseId, result, minute(at));
    await new HistorySync(store, EVERY_PASS_WHOLE).pass();
    return runId;
  };
  const current = async () => ((await api.get(TRIAGE_PATHS.quarantine)).json as QuarantineList).quarantines;
  const queued = async () =>
    ((await api.get(TRIAGE_PATHS.needsTriage)).json as NeedsTriage).entries.some(
      (entry) => entry.newest.CASEID === caseId && entry.newest.MESSAGE === FAILED.MESSAGE,
    );
  const failureIn = async (runId: string) =>
    ((await api.get(`${TRIAGE_PATHS.run}?id=${runId}`)).json as RunTriage)!.failures.find(
      (each) => each.CASEID === caseId,
    )!;

  it('keeps a quarantined case out of the gates until it passes the passes needed in a row, then lets it go', async () => {
    api.setNow(minute(1));
    const entered = await api.call('POST', TRIAGE_PATHS.quarantine, {
      body: { CASEID: caseId, reason: 'Flaky: the receiver answers late', passesNeeded: 2 },
    });
    expect(entered.json as Quarantine).toMatchObject({ CASEID: caseId, by: 'LEAD', passesNeeded: 2, leftAt: null });
    const twice = await api.call('POST', TRIAGE_PATHS.quarantine, { body: { CASEID: caseId, reason: 'again' } });
    expect(twice.status).toBe(409);

    const failedRun = await runs(FAILED, 2);
    expect(await failureIn(failedRun)).toMatchObject({
      state: 'undecided',
      counted: false,
      quarantine: { CASEID: caseId },
    });
    // Someone has decided about it: it is not in the needs-triage queue.
    expect(await queued()).toBe(false);
    await runs(PASSED, 3);
    expect(await current()).toMatchObject([{ CASEID: caseId, passesInARow: 1, leftAt: null }]);
    // A failure starts the count again.
    await runs(FAILED, 4);
    await runs(PASSED, 5);
    expect((await current())[0]).toMatchObject({ passesInARow: 1 });
    await runs(PASSED, 6);
    expect(await current()).toEqual([]);
    const all = ((await api.get(`${TRIAGE_PATHS.quarantine}?left=X`)).json as QuarantineList).quarantines;
    expect(all).toMatchObject([{ CASEID: caseId, leftHow: 'passes', leftBy: null, passesInARow: 2 }]);
    expect(all[0]!.leftAt).toBe(minute(6).toISOString().slice(0, 19) + 'Z');

    const afterwards = await runs(FAILED, 7);
    expect(await failureIn(afterwards)).toMatchObject({ counted: true, quarantine: null });
    expect(await queued()).toBe(true);
  });

  it('lets a case out by hand, and says so when it is not in quarantine', async () => {
    api.setNow(minute(8));
    // The case left by its passes above: it may enter again.
    const entered = await api.call('POST', TRIAGE_PATHS.quarantine, {
      body: { CASEID: caseId, reason: 'Test data reset' },
    });
    expect(entered.json as Quarantine).toMatchObject({ passesNeeded: 5, passesInARow: 0 });
    api.setNow(minute(9));
    const left = await api.call('POST', TRIAGE_PATHS.leaveQuarantine, { body: { CASEID: caseId } });
    expect(left.json as Quarantine).toMatchObject({ leftHow: 'hand', leftBy: 'LEAD' });
    const again = await api.call('POST', TRIAGE_PATHS.leaveQuarantine, { body: { CASEID: caseId } });
    expect(again.status).toBe(404);
    expect((again.json as { error: { message: string } }).error.message).toMatch(/is not in quarantine/);
  });

  it('names each case by its description and folder', async () => {
    api.setNow(minute(10));
    await api.call('POST', TRIAGE_PATHS.quarantine, { body: { CASEID: caseId, reason: 'Flaky again' } });
    try {
      const testCase = mock.store.testCases.get(caseId)!;
      const folder = mock.store.folders.get(testCase.SCNRID)!;
      expect(await current()).toMatchObject([
        {
          CASEID: caseId,
          testCase: { description: testCase.DESCR, folder: { id: folder.SCNRID, name: folder.DESCR } },
        },
      ]);
    } finally {
      await api.call('POST', TRIAGE_PATHS.leaveQuarantine, { body: { CASEID: caseId } });
    }
  });

  it('keeps no quarantine of a case the store does not know (its foreign key)', async () => {
    const unknown = store.db
      .insert(quarantines)
      .values({ caseId: '0000999999', reason: 'Gone', since: '2026-01-01 00:00:00Z', by: 'LEAD', passesNeeded: 5 });
    await expect(unknown.execute()).rejects.toHaveProperty('cause.code', '23503');
    expect(await current()).toEqual([]);
  });

  it('refuses bad input, unknown cases and users the service does not let start runs', async () => {
    const noReason = await api.call('POST', TRIAGE_PATHS.quarantine, { body: { CASEID: caseId, reason: ' ' } });
    expect(noReason.status).toBe(400);
    expect((noReason.json as { error: { message: string } }).error.message).toBe(
      '"reason" is required: why the case is quarantined.',
    );
    const unknown = await api.call('POST', TRIAGE_PATHS.quarantine, { body: { CASEID: '9999999999', reason: 'x' } });
    expect(unknown.status).toBe(400);
    const viewer = await api.call('POST', TRIAGE_PATHS.quarantine, {
      body: { CASEID: caseId, reason: 'x' },
      user: 'VIEWER',
    });
    expect(viewer.status).toBe(403);
    expect((await api.get(TRIAGE_PATHS.quarantine, 'VIEWER')).status).toBe(200);
  });
});
