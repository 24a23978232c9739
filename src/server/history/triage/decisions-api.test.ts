import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockService } from '../../../mock/create-mock-service';
import { signatureKey } from '../../../contract/dashboard-api/triage-signature';
import { TRIAGE_PATHS } from '../../../contract/dashboard-api/triage-basics';
import type { Decision, Decisions } from '../../../contract/dashboard-api/triage-decisions';
import type { DecisionHistory } from '../../../contract/dashboard-api/triage-decision-history';
import type { RunTriage } from '../../../contract/dashboard-api/run-triage';
import type { HistoryStore } from '../store/open-store';
import { executions } from '../store/schema';
import { ENGINES } from '../testing/test-stores';
import { someStoredFailure, openTriageStore, triageApi } from '../testing/triage-api';

const problemOf = (json: never) => (json as { error: { code: string; message: string } }).error;

describe.each(ENGINES)('triage decisions over the store on %s', { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let api: ReturnType<typeof triageApi>;
  let signature: { OBJDEFID: string; cause: string };
  let failure: Awaited<ReturnType<typeof someStoredFailure>>;

  // A hang guard: opening and syncing a store on a 2-core machine shared with other tests can pass 10 s.
  beforeAll(async () => {
    ({ mock, store, api } = await openTriageStore(engine));
    failure = await someStoredFailure(store);
    signature = { OBJDEFID: failure.automationObject, cause: failure.cause };
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await mock.close();
  });

  const put = (body: object, user?: string) =>
    api.call('PUT', TRIAGE_PATHS.decision, { body, ...(user ? { user } : {}) });

  it('keeps a decision on a signature with who made it and when, changes it on the version seen, and undoes', async () => {
    api.setNow(new Date('2026-11-30T09:00:00Z'));
    const made = await put({
      target: { kind: 'signature', ...signature },
      category: 'product-mapping',
      ticket: 'INT-4711',
      owner: 'Integration team',
      version: 0,
    });
    expect(made.status).toBe(200);
    const decision = made.json as Decision;
    expect(decision).toMatchObject({ version: 1, decidedBy: 'LEAD', decidedAt: '2026-11-30T09:00:00Z' });

    const read = await api.get(`${TRIAGE_PATHS.decisions}?signature=${encodeURIComponent(signatureKey(signature))}`);
    expect((read.json as Decisions).decisions.map((each) => each.ticket)).toEqual(['INT-4711']);
    const byRun = await api.get(`${TRIAGE_PATHS.decisions}?run=${failure.runId}`);
    expect((byRun.json as Decisions).decisions.map((each) => each.id)).toContain(decision.id);

    api.setNow(new Date('2026-11-30T10:00:00Z'));
    const changed = await put(
      { target: { kind: 'signature', ...signature }, category: 'test-data', owner: 'QA', version: 1 },
      'OTHER',
    );
    expect(changed.json as Decision).toMatchObject({ version: 2, category: 'test-data', changedBy: 'OTHER' });

    // A writer who saw version 1 does not overwrite OTHER's change unseen.
    const stale = await put({ target: { kind: 'signature', ...signature }, category: 'investigate', version: 1 });
    expect(stale.status).toBe(409);
    expect(problemOf(stale.json).message).toMatch(/changed by OTHER at 2026-11-30T10:00:00Z \(version 2\)/);

    const history = (await api.get(`${TRIAGE_PATHS.history}?id=${decision.id}`)).json as DecisionHistory;
    expect(history.changes.map(({ version, action, by }) => [version, action, by])).toEqual([
      [2, 'changed', 'OTHER'],
      [1, 'made', 'LEAD'],
    ]);
    expect(history.changes[0]!.before).toMatchObject({ category: 'product-mapping', owner: 'Integration team' });

    const undone = await api.call('POST', TRIAGE_PATHS.undo, { body: { id: decision.id, version: 2 } });
    expect(undone.json as Decision).toMatchObject({
      version: 3,
      category: 'product-mapping',
      owner: 'Integration team',
    });
    // Undoing its making withdraws it: reads leave it out, and making it again needs no version.
    await api.call('POST', TRIAGE_PATHS.undo, { body: { id: decision.id, version: 3 } });
    const afterUndo = await api.call('POST', TRIAGE_PATHS.undo, { body: { id: decision.id, version: 4 } });
    expect(afterUndo.json as Decision).toMatchObject({ version: 5 });
  });

  it('keeps a decision whose making was undone, withdrawn, for the screens that ask, and puts it back on undo', async () => {
    // A failure of another signature than the first test's, whose decision stays in force.
    const [other] = await store.db
      .select({ runId: executions.runId, caseId: executions.caseId, OBJDEFID: executions.automationObject })
      .from(executions)
      .where(and(eq(executions.status, 'E'), ne(executions.automationObject, signature.OBJDEFID)))
      .limit(1);
    const target = { kind: 'failure', RUN_ID: other!.runId, CASEID: other!.caseId };
    const made = (await put({ target, category: 'test-data', ticket: 'QA-17', version: 0 })).json as Decision;
    const stateInRun = async () =>
      ((await api.get(`${TRIAGE_PATHS.run}?id=${other!.runId}`)).json as RunTriage)!.failures.find(
        (each) => each.CASEID === other!.caseId,
      )!.state;
    expect(await stateInRun()).toBe('decided');

    api.setNow(new Date('2026-11-30T11:00:00Z'));
    const withdrawn = await api.call('POST', TRIAGE_PATHS.undo, {
      body: { id: made.id, version: 1 },
      user: 'OTHER',
    });
    expect(withdrawn.json as Decision).toMatchObject({ withdrawn: true, changedBy: 'OTHER', version: 2 });
    expect(await stateInRun()).toBe('undecided');
    const ids = async (query: string) =>
      ((await api.get(`${TRIAGE_PATHS.decisions}?case=${other!.caseId}${query}`)).json as Decisions).decisions
        .filter((each) => each.id === made.id)
        .map(({ withdrawn: isWithdrawn, changedBy, changedAt }) => ({ isWithdrawn, changedBy, changedAt }));
    // Scripts asking what is in force do not get it; the screens, which ask for withdrawn ones too, do.
    expect(await ids('')).toEqual([]);
    expect(await ids('&withdrawn=X')).toEqual([
      { isWithdrawn: true, changedBy: 'OTHER', changedAt: '2026-11-30T11:00:00Z' },
    ]);
    const bad = await api.get(`${TRIAGE_PATHS.decisions}?withdrawn=yes`);
    expect(problemOf(bad.json).message).toMatch(/"withdrawn" must be X \(include withdrawn decisions\) or empty/);

    const back = await api.call('POST', TRIAGE_PATHS.undo, { body: { id: made.id, version: 2 } });
    expect(back.json as Decision).toMatchObject({ withdrawn: false, ticket: 'QA-17', version: 3 });
    expect(await stateInRun()).toBe('decided');
  });

  it('marks a signature fixed and reopens it, on one failure only decides', async () => {
    const target = { kind: 'signature', OBJDEFID: signature.OBJDEFID, cause: 'Another cause <number>' };
    const made = (await put({ target, category: 'product-backend', version: 0 })).json as Decision;
    const fixed = await api.call('POST', TRIAGE_PATHS.fixed, { body: { id: made.id, version: 1 } });
    expect(fixed.json as Decision).toMatchObject({ fixedBy: 'LEAD', version: 2 });
    expect((fixed.json as Decision).fixedAt).not.toBeNull();
    const again = await api.call('POST', TRIAGE_PATHS.fixed, { body: { id: made.id, version: 2 } });
    expect(again.status).toBe(400);
    const reopened = await api.call('POST', TRIAGE_PATHS.reopen, { body: { id: made.id, version: 2 } });
    expect(reopened.json as Decision).toMatchObject({ fixedAt: null, fixedBy: null, version: 3 });

    const one = await put({
      target: { kind: 'failure', RUN_ID: failure.runId.toLowerCase(), CASEID: String(Number(failure.caseId)) },
      category: 'environment-locks',
      version: 0,
    });
    expect(one.status).toBe(200);
    expect((one.json as Decision).target).toEqual({ kind: 'failure', RUN_ID: failure.runId, CASEID: failure.caseId });
    const inRun = (await api.get(`${TRIAGE_PATHS.run}?id=${failure.runId}`)).json as RunTriage;
    expect(inRun!.failures.find((each) => each.CASEID === failure.caseId)).toMatchObject({
      state: 'decided',
      decision: { id: (one.json as Decision).id, category: 'environment-locks' },
    });
    const fixOne = await api.call('POST', TRIAGE_PATHS.fixed, { body: { id: (one.json as Decision).id, version: 1 } });
    expect(fixOne.status).toBe(400);
    expect(problemOf(fixOne.json).message).toMatch(/mark its signature's decision fixed/);
  });

  it('answers bad input with a 400 naming the member, an unknown decision with a 404, a form post with a 415', async () => {
    const bad = await put({ target: { kind: 'signature', OBJDEFID: 'X' }, category: 'bug', version: 0 });
    expect(bad.status).toBe(400);
    expect(problemOf(bad.json).message).toMatch(
      /"target\.cause".*"category" is not a category: one of product-interface/,
    );
    const noFailure = await put({ target: { kind: 'failure', RUN_ID: 'A'.repeat(32), CASEID: '1' }, version: 0 });
    expect(noFailure.status).toBe(400);
    expect(problemOf(noFailure.json).message).toMatch(/the store holds no failure of test case 0000000001/);
    const unknown = await api.call('POST', TRIAGE_PATHS.undo, { body: { id: 99_999, version: 1 } });
    expect(unknown.status).toBe(404);
    expect((await api.get(`${TRIAGE_PATHS.history}?id=99999`)).status).toBe(404);
    expect((await api.get(`${TRIAGE_PATHS.history}?id=first`)).status).toBe(400);
    const form = await api.call('PUT', TRIAGE_PATHS.decision);
    expect(form.status).toBe(415);
    expect((await api.call('DELETE', TRIAGE_PATHS.decision)).status).toBe(405);
  });

  it('lets a user the service does not let start runs read decisions, not change them, and starts no run', async () => {
    const runsBefore = mock.store.runs.size;
    const refused = await put({ target: { kind: 'signature', ...signature }, version: 0 }, 'VIEWER');
    expect(refused.status).toBe(403);
    expect(problemOf(refused.json)).toEqual({
      code: 'NOT_AUTHORIZED',
      message: expect.stringMatching(/does not let VIEWER start test runs.*ask a lead/),
    });
    expect((await api.get(TRIAGE_PATHS.decisions, 'VIEWER')).status).toBe(200);
    const settings = await api.get(TRIAGE_PATHS.settings, 'VIEWER');
    expect(settings.json).toMatchObject({ you: { user: 'VIEWER', canChange: false } });
    expect((await api.get(TRIAGE_PATHS.settings)).json).toMatchObject({
      you: { user: 'LEAD', canChange: true },
      ticketUrl: 'https://jira.example.com/browse/{key}',
    });
    expect(mock.store.runs.size).toBe(runsBefore);
  });
});
