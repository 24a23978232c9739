import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MockService } from '../../../mock/create-mock-service';
import { TRIAGE_PATHS } from '../../../contract/dashboard-api/triage-basics';
import type { Decision } from '../../../contract/dashboard-api/triage-decisions';
import type { DecisionHistory } from '../../../contract/dashboard-api/triage-decision-history';
import type { SuggestionRule, Suggestions } from '../../../contract/dashboard-api/triage-suggestions';
import type { HistoryStore } from '../store/open-store';
import { failures } from '../store/schema';
import { HistorySync } from '../sync/history-sync';
import { ENGINES, EVERY_PASS_WHOLE } from '../testing/test-stores';
import { openTriageStore, runCaseOnMock, someStoredFailure, triageApi } from '../testing/triage-api';

const T0 = Date.now();
const minute = (n: number) => new Date(T0 + n * 60_000);
const problemOf = (json: never) => (json as { error: { code: string; message: string } }).error;

describe.each(ENGINES)('suggestions from past decisions on %s', { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let api: ReturnType<typeof triageApi>;
  let failure: Awaited<ReturnType<typeof someStoredFailure>>;
  let decided: Decision;
  let unrelated: Decision;

  beforeAll(async () => {
    ({ mock, store, api } = await openTriageStore(engine));
    failure = await someStoredFailure(store);
    api.setNow(minute(1));
    const decide = async (OBJDEFID: string, cause: string, ticket: string) =>
      (
        await api.call('PUT', TRIAGE_PATHS.decision, {
          body: { target: { kind: 'signature', OBJDEFID, cause }, category: 'product-mapping', ticket, version: 0 },
        })
      ).json as Decision;
    decided = await decide(failure.automationObject, failure.cause, 'INT-1');
    // A decision on a cause nothing like the failure's, on another interface.
    unrelated = await decide('ZZ_OTHER_INTERFACE', 'Queue XYZ blocked by lock of user <id>', 'INT-2');
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await mock.close();
  });

  /** The case fails again with `message`, and a sync pass stores it. */
  const failsWith = async (message: string, at: number) => {
    const runId = await runCaseOnMock(mock, failure.caseId, { STATUS: 'E', MESSAGE: message }, minute(at));
    await new HistorySync(store, EVERY_PASS_WHOLE).pass();
    return runId;
  };
  /** The failure's message a word apart: a new signature no decision covers. */
  const nearDuplicate = (word: string) => `${failure.message} (${word} check)`;
  const suggested = async (runId: string) =>
    (await api.get(`${TRIAGE_PATHS.suggestions}?run=${runId}&case=${failure.caseId}`)).json as Suggestions;

  it("ranks the near-duplicate's decision first, with its score and reason, the unrelated one below", async () => {
    const runId = await failsWith(nearDuplicate('second'), 2);
    const [entry] = (await suggested(runId)).failures;
    expect(entry).toMatchObject({ RUN_ID: runId, CASEID: failure.caseId, OBJDEFID: failure.automationObject });
    const [best, ...others] = entry!.suggestions;
    expect(best!.decision.id).toBe(decided.id);
    expect(best!.sameInterface).toBe(true);
    expect(best!.message).toBeGreaterThan(0.6);
    expect(best!.score).toBeGreaterThan(0.7);
    expect(best!.reason).toMatch(/message \d+% alike; same interface$/);
    const other = others.find((each) => each.decision.id === unrelated.id)!;
    expect(other.sameInterface).toBe(false);
    expect(other.score).toBeLessThan(best!.score);
    expect(other.reason).toMatch(/another interface$/);
    // A run's failures without `case`: the same answer for this one.
    const whole = (await api.get(`${TRIAGE_PATHS.suggestions}?run=${runId}`)).json as Suggestions;
    expect(whole.failures.find((each) => each.CASEID === failure.caseId)).toEqual(entry);
  });

  it("applies a suggestion as the clicking user's decision on the failure's signature, then suggests none", async () => {
    const runId = await failsWith(nearDuplicate('third'), 3);
    const [entry] = (await suggested(runId)).failures;
    const best = entry!.suggestions[0]!;
    api.setNow(minute(4));
    const applied = await api.call('POST', TRIAGE_PATHS.applySuggestion, {
      body: { RUN_ID: runId, CASEID: failure.caseId, decision: best.decision.id },
    });
    expect(applied.status).toBe(200);
    expect(applied.json).toMatchObject({
      target: { kind: 'signature', OBJDEFID: entry!.OBJDEFID, cause: entry!.cause },
      category: 'product-mapping',
      ticket: 'INT-1',
      decidedBy: 'LEAD',
      suggestion: { from: decided.id, score: expect.closeTo(best.score, 5) },
    });
    expect((await suggested(runId)).failures).toEqual([]);
    // Applying it again meets the decision it made: nothing left undecided.
    const again = await api.call('POST', TRIAGE_PATHS.applySuggestion, {
      body: { RUN_ID: runId, CASEID: failure.caseId, decision: best.decision.id },
    });
    expect(again.status).toBe(400);
    expect(problemOf(again.json).message).toMatch(/a decision covers it already/);
  });

  it('refuses users the service does not let start runs, and bad input, with a clear 4xx', async () => {
    const runId = await failsWith(nearDuplicate('fourth'), 5);
    const body = { RUN_ID: runId, CASEID: failure.caseId, decision: decided.id };
    const viewer = await api.call('POST', TRIAGE_PATHS.applySuggestion, { body, user: 'VIEWER' });
    expect(viewer.status).toBe(403);
    const rule = await api.call('PUT', TRIAGE_PATHS.suggestionRule, {
      body: { enabled: true, minScore: 0.9, version: 0 },
      user: 'VIEWER',
    });
    expect(rule.status).toBe(403);
    const noRun = await api.get(TRIAGE_PATHS.suggestions);
    expect(noRun.status).toBe(400);
    expect(problemOf(noRun.json).message).toMatch(/"run".*is required: a run ID/);
    const badCase = await api.get(`${TRIAGE_PATHS.suggestions}?run=${runId}&case=abc`);
    expect(badCase.status).toBe(400);
    const notSuggested = await api.call('POST', TRIAGE_PATHS.applySuggestion, { body: { ...body, decision: 999_999 } });
    expect(notSuggested.status).toBe(400);
    expect(problemOf(notSuggested.json).message).toMatch(/999999 is not among the failure's suggestions/);
    const loose = await api.call('PUT', TRIAGE_PATHS.suggestionRule, {
      body: { enabled: true, minScore: 0.2, version: 0 },
    });
    expect(loose.status).toBe(400);
    expect(problemOf(loose.json).message).toMatch(/"minScore".*too loose/);
  });

  it("applies the best suggestion by itself once the team's rule is on: as the dashboard's, undoable", async () => {
    const off = (await api.get(TRIAGE_PATHS.settings)).json as { suggestionRule: SuggestionRule };
    expect(off.suggestionRule).toMatchObject({ enabled: false, version: 0 });
    const on = await api.call('PUT', TRIAGE_PATHS.suggestionRule, {
      body: { enabled: true, minScore: 0.6, version: 0 },
    });
    expect(on.json).toMatchObject({ enabled: true, minScore: 0.6, version: 1, changedBy: 'LEAD' });
    const runId = await failsWith(nearDuplicate('fifth'), 6);
    const [stored] = await store.db.select().from(failures).where(eq(failures.runId, runId));
    const made = (
      (await api.get(`${TRIAGE_PATHS.decisions}?run=${runId}`)).json as { decisions: Decision[] }
    ).decisions.find((each) => each.target.kind === 'signature' && each.target.cause === stored!.cause)!;
    expect(made).toMatchObject({ decidedBy: 'dashboard', ticket: 'INT-1', suggestion: { from: decided.id } });
    expect(made.suggestion!.score).toBeGreaterThanOrEqual(0.6);
    const undone = await api.call('POST', TRIAGE_PATHS.undo, { body: { id: made.id, version: made.version } });
    expect(undone.json).toMatchObject({ withdrawn: true });
    const history = (await api.get(`${TRIAGE_PATHS.history}?id=${made.id}`)).json as DecisionHistory;
    expect(history.changes.map((change) => [change.action, change.by])).toEqual([
      ['undone', 'LEAD'],
      ['made', 'dashboard'],
    ]);
    // Undone, the failure is suggested again rather than decided.
    expect((await suggested(runId)).failures[0]!.suggestions[0]!.decision.id).toBe(decided.id);
  });
});
