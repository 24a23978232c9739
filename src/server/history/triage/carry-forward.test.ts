import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockService } from '../../../mock/create-mock-service';
import { signatureKey } from '../../../contract/dashboard-api/triage-signature';
import { TRIAGE_PATHS } from '../../../contract/dashboard-api/triage-basics';
import type { Decision } from '../../../contract/dashboard-api/triage-decisions';
import type { NeedsTriage } from '../../../contract/dashboard-api/needs-triage';
import type { OutageRule } from '../../../contract/dashboard-api/triage-outage-rule';
import type { RunTriage } from '../../../contract/dashboard-api/run-triage';
import type { HistoryStore } from '../store/open-store';
import { HistorySync } from '../sync/history-sync';
import { ENGINES, EVERY_PASS_WHOLE } from '../testing/test-stores';
import { runCaseOnMock, someStoredFailure, openTriageStore, triageApi } from '../testing/triage-api';

const UNREACHABLE = 'Aborted: execution landscape not reachable (RFC destination error)';
// Decisions and probe runs a minute apart after the seeded history, which ends before the mock's start.
const T0 = Date.now();
const minute = (n: number) => new Date(T0 + n * 60_000);

describe.each(ENGINES)('decisions carried to later failures on %s', { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let api: ReturnType<typeof triageApi>;
  let failure: Awaited<ReturnType<typeof someStoredFailure>>;

  // A hang guard: opening and syncing a store on a 2-core machine shared with other tests can pass 10 s.
  beforeAll(async () => {
    ({ mock, store, api } = await openTriageStore(engine));
    failure = await someStoredFailure(store);
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await mock.close();
  });

  /** The case fails (or passes) again on the service, and a sync pass stores it: how it meets the decisions. */
  const again = async (result: { STATUS: string; MESSAGE: string }, at: number) => {
    const runId = await runCaseOnMock(mock, failure.caseId, result, minute(at));
    await new HistorySync(store, EVERY_PASS_WHOLE).pass();
    const triage = (await api.get(`${TRIAGE_PATHS.run}?id=${runId}`)).json as RunTriage;
    return triage!.failures.find((each) => each.CASEID === failure.caseId)!;
  };
  const queue = async () => (await api.get(TRIAGE_PATHS.needsTriage)).json as NeedsTriage;
  const signature = () => ({ OBJDEFID: failure.automationObject, cause: failure.cause });
  const inQueue = async () =>
    (await queue()).entries.find((entry) => signatureKey(entry.signature) === signatureKey(signature()));

  it('keeps an undecided failure in the needs-triage queue, counted against gates', async () => {
    const before = await queue();
    expect(before.total.failures).toBeGreaterThan(0);
    const entry = await inQueue();
    expect(entry).toMatchObject({ state: 'undecided', decision: null });
    expect(entry!.failures).toBeGreaterThanOrEqual(1);
    // Newest failure first.
    const starts = before.entries.map(({ newest }) => `${newest.STARTED_DATE} ${newest.STARTED_TIME}`);
    expect(starts).toEqual(starts.toSorted().toReversed());
    const stored = (await api.get(`${TRIAGE_PATHS.run}?id=${failure.runId}`)).json as RunTriage;
    expect(stored!.failures.find((each) => each.CASEID === failure.caseId)).toMatchObject({
      state: 'undecided',
      counted: true,
    });
  });

  it('carries a signature decision to a later failure, until the issue is marked fixed: then it regressed', async () => {
    const before = await queue();
    const entry = (await inQueue())!;
    api.setNow(minute(1));
    const decision = (
      await api.call('PUT', TRIAGE_PATHS.decision, {
        body: {
          target: { kind: 'signature', ...signature() },
          category: 'product-mapping',
          ticket: 'INT-4711',
          version: 0,
        },
      })
    ).json as Decision;
    // The failure it was decided on is decided; the queue lost the whole group.
    const decided = (await api.get(`${TRIAGE_PATHS.run}?id=${failure.runId}`)).json as RunTriage;
    expect(decided!.failures.find((each) => each.CASEID === failure.caseId)).toMatchObject({
      state: 'decided',
      known: true,
      counted: false,
    });
    expect(await inQueue()).toBeUndefined();
    expect((await queue()).total.failures).toBe(before.total.failures - entry.failures);

    const carried = await again({ STATUS: 'E', MESSAGE: failure.message }, 2);
    expect(carried).toMatchObject({ state: 'carried', known: true, counted: false, decision: { ticket: 'INT-4711' } });

    api.setNow(minute(3));
    await api.call('POST', TRIAGE_PATHS.fixed, { body: { id: decision.id, version: decision.version } });
    const regressed = await again({ STATUS: 'E', MESSAGE: failure.message }, 4);
    expect(regressed).toMatchObject({ state: 'regressed', known: false, counted: true, decision: { id: decision.id } });
    expect(await inQueue()).toMatchObject({ state: 'regressed', failures: 1, decision: { ticket: 'INT-4711' } });
  });

  it('tells an abort of a system down as an outage by the rule the lead changes', async () => {
    const outage = await again({ STATUS: 'A', MESSAGE: UNREACHABLE }, 5);
    expect(outage).toMatchObject({ state: 'outage', known: true, counted: false });

    const rule = (await api.get(TRIAGE_PATHS.settings)).json as { outageRule: OutageRule };
    expect(rule.outageRule).toMatchObject({ version: 0, changedBy: null });
    const changed = await api.call('PUT', TRIAGE_PATHS.outageRule, {
      body: { patterns: ['the service stopped while'], version: 0 },
    });
    expect(changed.json as OutageRule).toMatchObject({ version: 1, changedBy: 'LEAD' });
    const stale = await api.call('PUT', TRIAGE_PATHS.outageRule, { body: { patterns: ['x-y-z'], version: 0 } });
    expect(stale.status).toBe(409);
    const tooShort = await api.call('PUT', TRIAGE_PATHS.outageRule, { body: { patterns: ['ab'], version: 1 } });
    expect(tooShort.status).toBe(400);
    expect((tooShort.json as { error: { message: string } }).error.message).toMatch(/^"patterns\.0" is shorter/);

    const notAnOutage = await again({ STATUS: 'A', MESSAGE: UNREACHABLE }, 6);
    expect(notAnOutage.state).not.toBe('outage');
    expect(notAnOutage.counted).toBe(true);
  });
});
