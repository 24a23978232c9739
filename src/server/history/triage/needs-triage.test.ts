import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysBefore } from '../../../analysis/previous-run';
import { FAILED_STATUSES } from '../../../contract/codes';
import type { NeedsTriage, NeedsTriageQuery } from '../../../contract/dashboard-api/needs-triage';
import { signatureKey } from '../../../contract/dashboard-api/triage-signature';
import { toWireDateTime } from '../../../contract/date-time';
import { createMockService, type MockService } from '../../../mock/create-mock-service';
import type { HistoryStore } from '../store/open-store';
import { executions, fieldDifferences, runs } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { useInProcessService } from '../testing/in-process-service';
import { ENGINES, openSyncedStore } from '../testing/test-stores';
import { markFixed, putDecision, undoLast } from './decision-writes';
import { needsTriage } from './needs-triage';
import { runTriage } from './run-triage';
import { DEFAULT_OUTAGE_PATTERNS } from '../../../analysis/triage/outage-rule';
import { enterQuarantine } from './quarantine-store';
import { covers, generalised } from '../../../analysis/fields/suggested-rule';
import { putRule } from '../field-rules/rule-writes';
import { failureColumns, triageFailures } from './triage-failures';
import { wireStart } from './triage-time';

const SIZES = { folders: 6, testCases: 40, runs: 40, maxDepth: 2 };

/** The lead who writes, at a time or a stored time. */
const lead = (at: Date | string) => ({
  user: 'LEAD',
  now: typeof at === 'string' ? new Date(`${at.slice(0, 10)}T${at.slice(11, 19)}Z`) : at,
});

/** The queue as the rule says it: every failure of the window through triageOf (triage-failures.ts), in JS. */
async function byTheRule(db: StoreDb, query: NeedsTriageQuery, now: Date): Promise<NeedsTriage> {
  const from = daysBefore(toWireDateTime(now).date, query.days - 1);
  const failed = await db
    .select({
      runId: executions.runId,
      runName: runs.name,
      startedAt: runs.startedAt,
      caseId: executions.caseId,
      automationObject: executions.automationObject,
      status: executions.status,
      message: executions.message,
      cause: executions.cause,
      rules: failureColumns.rules,
    })
    .from(executions)
    .innerJoin(runs, eq(runs.id, executions.runId))
    .where(
      and(
        gte(runs.startedAt, `${from} 00:00:00`),
        isNotNull(runs.endedAt),
        isNull(runs.archivedAt),
        inArray(executions.status, [...FAILED_STATUSES]),
      ),
    )
    .orderBy(desc(runs.startedAt), desc(runs.id), asc(executions.caseId));
  const entries = new Map<string, NeedsTriage['entries'][number] & { caseIds: Set<string> }>();
  let failures = 0;
  for (const [index, failure] of (await triageFailures(db, failed)).entries()) {
    if (
      (failure.state !== 'undecided' && failure.state !== 'regressed') ||
      failure.quarantine ||
      failure.rules.length > 0
    )
      continue;
    failures += 1;
    const signature = { OBJDEFID: failure.OBJDEFID, cause: failure.cause };
    const run = failed[index]!;
    const entry = entries.get(signatureKey(signature)) ?? {
      signature,
      state: failure.state,
      decision: failure.decision,
      failures: 0,
      cases: 0,
      caseIds: new Set<string>(),
      newest: {
        RUN_ID: run.runId,
        RUN_NAME: run.runName,
        ...wireStart(run.startedAt),
        CASEID: run.caseId,
        MESSAGE: run.message,
      },
    };
    entries.set(signatureKey(signature), entry);
    entry.failures += 1;
    entry.caseIds.add(failure.CASEID);
  }
  return {
    from,
    total: { signatures: entries.size, failures },
    entries: [...entries.values()]
      .slice(0, query.limit)
      .map(({ caseIds, ...entry }) => ({ ...entry, cases: caseIds.size })),
  };
}

describe.each(ENGINES)('the needs-triage queue worked out in SQL on %s', { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  const now = new Date();

  // A hang guard: opening and syncing a store on a 2-core machine shared with other tests can pass 10 s.
  beforeAll(async () => {
    mock = await createMockService({ dataset: SIZES, runPaceMs: 0 });
    useInProcessService(mock);
    store = await openSyncedStore(engine);
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await mock.close();
  });

  it('answers what triageOf says of every failure, over decisions, fixes, undos, quarantines and outages', async () => {
    const { db } = store;
    // The signatures with failures, most failures first, each with its failures' first start.
    const signatures = await db
      .select({
        OBJDEFID: executions.automationObject,
        cause: sql<string>`${executions.cause}`,
        first: sql<string>`min(${runs.startedAt})::text`,
        // One of its failures, as "run case".
        failure: sql<string>`min(${executions.runId} || ' ' || ${executions.caseId})`,
      })
      .from(executions)
      .innerJoin(runs, eq(runs.id, executions.runId))
      .where(inArray(executions.status, [...FAILED_STATUSES]))
      .groupBy(executions.automationObject, executions.cause)
      .orderBy(sql`count(*) desc`, executions.automationObject, executions.cause);
    expect(signatures.length, 'the seeded history has signatures to vary').toBeGreaterThanOrEqual(6);
    const decide = (signature: (typeof signatures)[number]) =>
      putDecision(
        db,
        {
          target: { kind: 'signature', OBJDEFID: signature.OBJDEFID, cause: signature.cause },
          category: 'product-mapping',
          ticket: 'INT-1',
          owner: '',
          note: '',
          version: 0,
        },
        lead(now),
      );
    const [inForce, fixed, withdrawn, ownOne, quarantined] = signatures;
    await decide(inForce!);
    // Marked fixed at its first failure's start: that failure and all later ones are regressed.
    const toFix = await decide(fixed!);
    await markFixed(db, { id: toFix.id, version: toFix.version }, lead(fixed!.first));
    const toUndo = await decide(withdrawn!);
    await undoLast(db, { id: toUndo.id, version: toUndo.version }, lead(now));
    await putDecision(
      db,
      {
        target: { kind: 'failure', RUN_ID: ownOne!.failure.split(' ')[0]!, CASEID: ownOne!.failure.split(' ')[1]! },
        category: 'test-data',
        ticket: '',
        owner: '',
        note: '',
        version: 0,
      },
      lead(now),
    );
    // Covers that case's failures from its signature's first on.
    await enterQuarantine(
      db,
      { CASEID: quarantined!.failure.split(' ')[1]!, reason: 'Flaky receiver', passesNeeded: 50 },
      lead(quarantined!.first),
      DEFAULT_OUTAGE_PATTERNS,
    );

    const ruled = await acceptRulesForAFailure(db, now);

    for (const query of [
      { days: 366, limit: 500 },
      { days: 366, limit: 3 },
      { days: 10, limit: 50 },
    ]) {
      const expected = await byTheRule(db, query, now);
      expect({ query, answer: await needsTriage(db, query, now) }).toEqual({ query, answer: expected });
    }
    // The fixture reaches each way the rule has of leaving a failure out, and the regressed state.
    const every = await byTheRule(db, { days: 366, limit: 500 }, now);
    const keys = new Set(every.entries.map((entry) => signatureKey(entry.signature)));
    expect(keys.has(signatureKey(inForce!))).toBe(false);
    expect(keys.has(signatureKey(withdrawn!))).toBe(true);
    expect(every.entries.find((entry) => signatureKey(entry.signature) === signatureKey(fixed!))?.state).toBe(
      'regressed',
    );
    const triaged = await triageFailures(db, await allFailures(db));
    expect(triaged.map((failure) => failure.state)).toContain('outage');
    // Noise: the rules cover that failure, and any other whose every ERROR field they cover, as covers() says.
    const noise = triaged.filter((failure) => failure.rules.length > 0);
    expect(noise.map((failure) => `${failure.RUN_ID} ${failure.CASEID}`)).toContain(ruled.failure);
    const { rules, errorPaths } = ruled;
    const coveredInJs = [...errorPaths]
      .filter(([, paths]) => paths.every((path) => rules.some((rule) => covers(rule, path))))
      .map(([failure]) => failure);
    expect(noise.map((failure) => `${failure.RUN_ID} ${failure.CASEID}`).toSorted()).toEqual(coveredInJs.toSorted());
    // The run's triage, read from executions alone, says it too.
    const [runId, caseId] = ruled.failure.split(' ');
    const run = await runTriage(db, runId!);
    expect(run!.failures.find((failure) => failure.CASEID === caseId)).toMatchObject({ counted: false });
    expect(run!.failures.find((failure) => failure.CASEID === caseId)!.rules.length).toBeGreaterThan(0);
    expect(run!.counts.noise).toBeGreaterThan(0);
  });
});

/**
 * Accepts rules covering every ERROR field of the failure with the fewest, a position generalised (the SQL's
 * wildcard branch) where one has an index; answers the failure and every failure's ERROR paths of that interface.
 */
async function acceptRulesForAFailure(db: StoreDb, now: Date) {
  const rows = await db
    .select({
      failure: sql<string>`${fieldDifferences.runId} || ' ' || ${fieldDifferences.caseId}`,
      object: fieldDifferences.automationObject,
      path: fieldDifferences.path,
    })
    .from(fieldDifferences)
    .innerJoin(
      executions,
      and(eq(executions.runId, fieldDifferences.runId), eq(executions.caseId, fieldDifferences.caseId)),
    )
    .where(and(eq(fieldDifferences.result, 'ERROR'), inArray(executions.status, [...FAILED_STATUSES])));
  const byFailure = new Map<string, { object: string; paths: string[] }>();
  for (const row of rows) {
    const entry = byFailure.get(row.failure) ?? { object: row.object, paths: [] };
    entry.paths.push(row.path);
    byFailure.set(row.failure, entry);
  }
  const [failure, { object, paths }] = [...byFailure].toSorted(
    ([a, one], [b, other]) =>
      Number(other.paths.some((path) => /\[\d+\]/.test(path))) -
        Number(one.paths.some((path) => /\[\d+\]/.test(path))) ||
      new Set(one.paths).size - new Set(other.paths).size ||
      (a < b ? -1 : 1),
  )[0]!;
  const rules = [...new Set(paths.map(generalised))];
  for (const [index, expression] of rules.entries())
    await putRule(
      db,
      {
        object,
        expression,
        path: paths.find((path) => covers(expression, path))!,
        type: 'Ignore',
        note: '',
        version: 0,
      },
      'noise',
      lead(new Date(now.getTime() + index)),
    );
  const errorPaths = new Map(
    [...byFailure].filter(([, entry]) => entry.object === object).map(([key, entry]) => [key, entry.paths]),
  );
  return { failure, rules, errorPaths };
}

const allFailures = (db: StoreDb) =>
  db
    .select({ ...failureColumns, startedAt: runs.startedAt })
    .from(executions)
    .innerJoin(runs, eq(runs.id, executions.runId))
    .where(inArray(executions.status, [...FAILED_STATUSES]));
