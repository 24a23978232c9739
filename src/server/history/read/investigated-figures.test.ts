import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUGGESTION_ROBOT } from '../../../contract/dashboard-api/triage-suggestions';
import { executions } from '../store/schema';
import { markUsersChange } from '../store/sync-state';
import { triageDecisions } from '../store/triage-schema';
import type { MockService } from '../../../mock/create-mock-service';
import { TRIAGE_PATHS } from '../../../contract/dashboard-api/triage-basics';
import type { Decision } from '../../../contract/dashboard-api/triage-decisions';
import type { OverviewFigures } from '../../../contract/dashboard-api/overview';
import type { HistoryStore } from '../store/open-store';
import { HistorySync } from '../sync/history-sync';
import { ENGINES, EVERY_PASS_WHOLE } from '../testing/test-stores';
import { openTriageStore, runCaseOnMock, someStoredFailure, type triageApi } from '../testing/triage-api';

// Decisions and probe runs a minute apart after the seeded history, which ends before the mock's start.
const T0 = Date.now();
const minute = (n: number) => new Date(T0 + n * 60_000);
const RANGE = `from=2020-01-01&to=${new Date(T0 + 86_400_000).toISOString().slice(0, 10)}`;

describe.each(ENGINES)("the overview's investigated figures on %s", { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let api: ReturnType<typeof triageApi>;
  let failure: Awaited<ReturnType<typeof someStoredFailure>>;

  beforeAll(async () => {
    ({ mock, store, api } = await openTriageStore(engine));
    failure = await someStoredFailure(store);
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await mock.close();
  });

  const investigated = async () => ((await api.get(`/overview?${RANGE}`)).json as OverviewFigures).investigated!;
  const failAgain = async (at: number) => {
    await runCaseOnMock(mock, failure.caseId, { STATUS: 'E', MESSAGE: failure.message }, minute(at));
    await new HistorySync(store, EVERY_PASS_WHOLE).pass();
  };

  it('counts decided, carried and undecided failures, with the median time to decide and the oldest waiting', async () => {
    const before = await investigated();
    expect(before.failures).toBeGreaterThan(1);
    expect(before).toMatchObject({ decided: 0, carried: 0, medianSecondsToDecide: null });
    const oldest = before.oldestUndecided!;
    expect(oldest.STARTED_DATE <= failure.startedAt.slice(0, 10)).toBe(true);

    api.setNow(minute(1));
    const decision = (
      await api.call('PUT', TRIAGE_PATHS.decision, {
        body: {
          target: { kind: 'signature', OBJDEFID: failure.automationObject, cause: failure.cause },
          category: 'product-mapping',
          version: 0,
        },
      })
    ).json as Decision;
    const decided = await investigated();
    expect(decided.failures).toBe(before.failures);
    expect(decided.decided).toBeGreaterThanOrEqual(1);
    expect(decided.carried).toBe(0);
    // The newest failure of the signature started before the decision, which a minute after now was made.
    const sinceNewest = (minute(1).getTime() - Date.parse(`${failure.startedAt.replace(' ', 'T')}Z`)) / 1000;
    expect(decided.medianSecondsToDecide).toBeGreaterThanOrEqual(Math.floor(sinceNewest));

    // A later failure of the signature is carried: no one's time, counted apart.
    await failAgain(2);
    const carried = await investigated();
    expect(carried).toMatchObject({
      failures: before.failures + 1,
      decided: decided.decided,
      carried: 1,
      medianSecondsToDecide: decided.medianSecondsToDecide,
    });

    // After the fix mark, a failure is regressed: undecided again.
    api.setNow(minute(3));
    await api.call('POST', TRIAGE_PATHS.fixed, { body: { id: decision.id, version: decision.version } });
    await failAgain(4);
    const regressed = await investigated();
    expect(regressed).toMatchObject({ failures: before.failures + 2, decided: decided.decided, carried: 1 });
    // The regressed failure is undecided, so there is an oldest undecided one whatever else was decided.
    expect(regressed.oldestUndecided).not.toBeNull();

    // The dashboard applying a suggestion to another signature is counted apart, not as a person's time.
    const [other] = await store.db
      .select({ automationObject: executions.automationObject, cause: executions.cause })
      .from(executions)
      .where(and(eq(executions.status, 'E'), isNotNull(executions.cause), ne(executions.cause, failure.cause)))
      .limit(1);
    await store.db.insert(triageDecisions).values({
      kind: 'signature',
      automationObject: other!.automationObject,
      cause: other!.cause,
      category: 'product-mapping',
      ticket: '',
      owner: '',
      note: '',
      version: 1,
      decidedAt: minute(5).toISOString(),
      decidedBy: SUGGESTION_ROBOT,
      changedAt: minute(5).toISOString(),
      changedBy: SUGGESTION_ROBOT,
      suggestedFrom: decision.id,
      suggestionScore: 0.95,
    });
    await markUsersChange(store.db, minute(5));
    const automatic = await investigated();
    expect(automatic.automatic).toBeGreaterThanOrEqual(1);
    expect(automatic).toMatchObject({
      decided: regressed.decided,
      carried: regressed.carried,
      medianSecondsToDecide: regressed.medianSecondsToDecide,
    });
  });
});
