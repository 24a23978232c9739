import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockService } from '../../../mock/create-mock-service';
import { TRIAGE_PATHS } from '../../../contract/dashboard-api/triage-basics';
import type { Decision } from '../../../contract/dashboard-api/triage-decisions';
import type { Verification } from '../../../contract/dashboard-api/fix-verification';
import type { RunTriage } from '../../../contract/dashboard-api/run-triage';
import type { FetchHandler } from '../../create-server-app';
import type { HistoryStore } from '../store/open-store';
import { HistorySync } from '../sync/history-sync';
import { ENGINES, EVERY_PASS_WHOLE } from '../testing/test-stores';
import { openTriageStore, someStoredFailure, triageApi } from '../testing/triage-api';
import { fixVerifiers } from './fix-verifier';

const PASS = { STATUS: 'S', MESSAGE: 'Output matches the reference' };

async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(ENGINES)('verifying a fix on %s', { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let api: ReturnType<typeof triageApi>;
  let failure: Awaited<ReturnType<typeof someStoredFailure>>;
  let decision: Decision;

  /** Each verification run's result per case, in the order the runs start. */
  const planned: ((caseId: string) => { STATUS: string; MESSAGE: string })[] = [];
  /**
   * The mock, with each run a verification starts made to end as planned before its start is answered: a sync pass
   * may read it at once.
   */
  const plannedRuns =
    (service: FetchHandler): FetchHandler =>
    async (request) => {
      if (request.method !== 'POST') return service(request);
      // Started only once the test planned it: no sync pass of the test reads it before it is made as planned.
      const result = await until("the run's plan", async () => planned.shift());
      const answer = await service(request);
      if (!answer.ok) return answer;
      const runId = /"RUN_ID"\s*:\s*"(\w{32})"/.exec(await answer.clone().text())![1]!;
      const run = await until('the mock to finish the run', async () => {
        const stored = mock.store.runs.get(runId);
        return stored && stored.record.END_DATE !== '' ? stored : undefined;
      });
      const details = run.details.map((detail) => ({ ...detail, ...result(detail.CASEID) }));
      const failed = details.filter((detail) => detail.STATUS === 'E').length;
      // A new object: the mock keeps the JSON it wrote of a finished run by the run's object.
      mock.store.runs.set(runId, {
        ...run,
        record: { ...run.record, TC_PASSED: details.length - failed, TC_FAILED: failed },
        details,
      });
      return answer;
    };

  beforeAll(async () => {
    ({ mock, store } = await openTriageStore(engine));
    api = triageApi(store, mock, { runService: plannedRuns(mock.fetch) });
    failure = await someStoredFailure(store);
    // Fixed a minute ago: the verification's runs, started now, are later than the fix, as triage compares them.
    api.setNow(new Date(Date.now() - 60_000));
    const made = (
      await api.call('PUT', TRIAGE_PATHS.decision, {
        body: {
          target: { kind: 'signature', OBJDEFID: failure.automationObject, cause: failure.cause },
          category: 'product-mapping',
          version: 0,
        },
      })
    ).json as Decision;
    decision = (await api.call('POST', TRIAGE_PATHS.fixed, { body: { id: made.id, version: made.version } }))
      .json as Decision;
    api.setNow(new Date());
  }, 60_000);
  afterAll(async () => {
    await api.verifiers.stop();
    await store.close();
    await mock.close();
  });

  const latest = async () =>
    (await api.get(`${TRIAGE_PATHS.verification}?decision=${decision.id}`)).json as Verification | null;
  const verifyRunsOnMock = () =>
    [...mock.store.runs.values()].filter((run) => run.record.NAME.startsWith(`Verify fix of decision ${decision.id}`));
  /** The mock's verification runs before the newest verification was asked. */
  let runsBefore = 0;
  const verify = (body: object, user?: string | null) => {
    runsBefore = verifyRunsOnMock().length;
    return api.call('POST', TRIAGE_PATHS.verify, { body, ...(user === undefined ? {} : { user }) });
  };

  /** Plans run `number`'s result, waits for its start, checks that it is the only one going, and syncs it. */
  async function settleRun(number: number, result: (caseId: string) => { STATUS: string; MESSAGE: string }) {
    const runId = await runStarted(number, result);
    await new HistorySync(store, EVERY_PASS_WHOLE).pass();
    return runId;
  }

  async function runStarted(number: number, result: (caseId: string) => { STATUS: string; MESSAGE: string }) {
    planned.push(result);
    const runId = await until(`run ${number} to start`, async () => {
      const now = await latest();
      const last = now?.runs.at(-1);
      return now?.runs.length === number && last?.outcome === 'running' ? last.RUN_ID : undefined;
    });
    // One after another: no later run was started before this one had its outcome.
    expect((await latest())!.runs.slice(0, -1).every((run) => run.outcome === 'passed')).toBe(true);
    expect(verifyRunsOnMock().length - runsBefore).toBe(number);
    return runId;
  }

  it('refuses bad input, an unknown or unfixed decision and a user who may not start runs', async () => {
    const zero = await verify({ id: decision.id, version: decision.version, runs: 0 });
    expect(zero.status).toBe(400);
    expect((zero.json as { error: { message: string } }).error.message).toMatch(/^"runs" must be at least 1 run/);
    expect((await verify({ id: decision.id, version: decision.version, runs: 1.5 })).status).toBe(400);
    expect((await verify({ id: decision.id, version: decision.version, runs: 11 })).status).toBe(400);
    expect((await verify({ id: 'one', version: 1 })).status).toBe(400);
    expect((await verify({ id: 999_999, version: 1 })).status).toBe(404);
    expect((await verify({ id: decision.id, version: decision.version - 1 })).status).toBe(409);
    const unfixed = (
      await api.call('PUT', TRIAGE_PATHS.decision, {
        body: { target: { kind: 'failure', RUN_ID: failure.runId, CASEID: failure.caseId }, version: 0 },
      })
    ).json as Decision;
    const notFixed = await verify({ id: unfixed.id, version: unfixed.version });
    expect(notFixed.status).toBe(400);
    expect((notFixed.json as { error: { message: string } }).error.message).toMatch(/is not marked fixed/);
    const viewer = await verify({ id: decision.id, version: decision.version }, 'VIEWER');
    expect(viewer.status).toBe(403);
    expect(await latest()).toBeNull();
    expect((await api.get(`${TRIAGE_PATHS.verification}?decision=abc`)).status).toBe(400);
  });

  it('runs the cases three times one after another, in the name of who asked, and then counts it verified', async () => {
    const asked = await verify({ id: decision.id, version: decision.version });
    expect(asked.status).toBe(200);
    expect(asked.json as Verification).toMatchObject({ state: 'waiting', runsWanted: 3, askedBy: 'LEAD', runs: [] });
    expect((asked.json as Verification).cases).toContain(failure.caseId);
    // One verification of a decision at a time.
    expect((await verify({ id: decision.id, version: decision.version })).status).toBe(409);
    for (const number of [1, 2, 3]) await settleRun(number, () => PASS);
    const verified = await until('the verdict', async () => {
      const now = await latest();
      return now?.state === 'verified' ? now : undefined;
    });
    expect(verified.runs.map((run) => run.outcome)).toEqual(['passed', 'passed', 'passed']);
    expect(verified.endedAt).not.toBeNull();
    expect(verifyRunsOnMock().map((run) => run.record.STARTED_BY)).toEqual(['LEAD', 'LEAD', 'LEAD']);
    expect(verifyRunsOnMock().map((run) => run.record.NAME)).toEqual(
      [1, 2, 3].map((number) => `Verify fix of decision ${decision.id}: run ${number} of 3`),
    );
  });

  it('ends as failed when a run fails, and the failure with the signature is regressed', async () => {
    await verify({ id: decision.id, version: decision.version, runs: 2 });
    await settleRun(1, () => PASS);
    const second = await settleRun(2, (caseId) =>
      caseId === failure.caseId ? { STATUS: 'E', MESSAGE: failure.message } : PASS,
    );
    const failed = await until('the verdict', async () => {
      const now = await latest();
      return now?.state === 'failed' ? now : undefined;
    });
    expect(failed.runs.map((run) => run.outcome)).toEqual(['passed', 'failed']);
    expect(failed.why).toContain(`Run 2 of 2: test case ${failure.caseId} failed`);
    const triage = (await api.get(`${TRIAGE_PATHS.run}?id=${second}`)).json as RunTriage;
    expect(triage!.failures.find((each) => each.CASEID === failure.caseId)).toMatchObject({
      state: 'regressed',
      decision: { id: decision.id },
    });
  });

  it('goes on after a restart when asked without credentials, and stops saying why when it holds none', async () => {
    // Asked as the demo's user (no credentials): a new verifier on the same store, as after a restart, goes on.
    await verify({ id: decision.id, version: decision.version, runs: 2 }, null);
    // The server stops while run 1 goes on, and the next one finds it ended.
    const first = await runStarted(1, () => PASS);
    await api.verifiers.stop();
    await new HistorySync(store, EVERY_PASS_WHOLE).pass();
    const restarted = fixVerifiers(plannedRuns(mock.fetch), { pollMs: 20 });
    restarted.of(store.db).kick();
    await settleRun(2, () => PASS);
    const resumed = await until('the verdict', async () => {
      const now = await latest();
      return now?.state === 'verified' ? now : undefined;
    });
    expect(resumed.runs[0]!.RUN_ID).toBe(first);
    expect(resumed).toMatchObject({ runsWanted: 2, askedBy: 'DEVELOPER' });

    // Asked with Basic credentials, which no store keeps, and the server gone before it started a run (this API's
    // verifier is stopped): the next server's verifier cannot start run 1 in LEAD's name, and says so.
    await restarted.stop();
    expect((await verify({ id: decision.id, version: decision.version, runs: 2 })).status).toBe(200);
    const next = fixVerifiers(plannedRuns(mock.fetch), { pollMs: 20 });
    next.of(store.db).kick();
    const stopped = await until('the stop', async () => {
      const now = await latest();
      return now?.state === 'stopped' ? now : undefined;
    });
    expect(stopped.runs).toEqual([]);
    expect(stopped.why).toMatch(/restarted before run 1 of 2 could start.*verify the fix again/);
    await next.stop();
  });
});
