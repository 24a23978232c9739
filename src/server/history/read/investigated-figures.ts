// The overview's "Investigated" figures (issue 73), in one SQL pass over the range's failures: how many have a
// decision, how long a person took to decide (a decision carried to a later failure, and one the dashboard applied
// from a suggestion, counted apart, as they took no one's time), and the oldest failure still waiting for one. A failure after its signature's fixed mark is undecided
// again (regressed), as triage says; the outage rule's aborts are no one's to decide.
import { and, eq, inArray, isNotNull, not, sql } from 'drizzle-orm';
import { FAILED_STATUSES } from '../../../contract/codes';
import type { Investigated } from '../../../contract/dashboard-api/overview';
import { executions, runs } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { triageDecisions } from '../store/triage-schema';
import { wireStart } from '../triage/triage-time';
import { SUGGESTION_ROBOT } from '../../../contract/dashboard-api/triage-suggestions';
import { outageWhere } from './outage-where';
import { runFilterWhere, type StoredRunFilter } from './stored-run-batches';

const signature = sql`(select d.decided_at, d.fixed_at, d.decided_by from ${triageDecisions} d where d.kind = 'signature'
  and not d.withdrawn and d.automation_object = ${executions.automationObject} and d.cause = ${executions.cause})`;

export async function investigatedFigures(
  db: StoreDb,
  filter: StoredRunFilter,
  folders: ReadonlySet<string> | undefined,
  patterns: readonly string[],
): Promise<Investigated> {
  const outage = outageWhere(patterns);
  // Run starts are the service's wall-clock, read as UTC as triage compares them (triage-time.ts).
  const started = sql`(${runs.startedAt} at time zone 'UTC')`;
  const classified = db.$with('classified').as(
    db
      .select({
        runId: executions.runId,
        caseId: executions.caseId,
        startedAt: sql<string>`${runs.startedAt}`.as('started_at'),
        // A person's decision on this failure: on it alone, or on its signature made after it happened.
        decidedAfter: sql<number | null>`coalesce(
          (select extract(epoch from f.decided_at - ${started}) from ${triageDecisions} f where f.kind = 'failure'
            and not f.withdrawn and f.run_id = ${executions.runId} and f.case_id = ${executions.caseId}
            and f.decided_by <> ${SUGGESTION_ROBOT}),
          (select extract(epoch from s.decided_at - ${started}) from ${signature} s
            where s.decided_at >= ${started} and (s.fixed_at is null or s.fixed_at >= ${started})
            and s.decided_by <> ${SUGGESTION_ROBOT}))`.as('decided_after'),
        // The dashboard's decision from a suggestion, made after the failure happened.
        automatic: sql<boolean>`exists (select 1 from ${signature} s where s.decided_at >= ${started}
          and (s.fixed_at is null or s.fixed_at >= ${started}) and s.decided_by = ${SUGGESTION_ROBOT})`.as('automatic'),
        carried: sql<boolean>`exists (select 1 from ${signature} s where s.decided_at < ${started}
          and (s.fixed_at is null or s.fixed_at >= ${started}))`.as('carried'),
      })
      .from(executions)
      .innerJoin(runs, eq(runs.id, executions.runId))
      .where(
        and(
          runFilterWhere(filter),
          inArray(executions.status, [...FAILED_STATUSES]),
          isNotNull(executions.cause),
          folders ? inArray(executions.folderId, [...folders]) : undefined,
          outage ? not(outage) : undefined,
        ),
      ),
  );
  const [figures] = await db
    .with(classified)
    .select({
      failures: sql<number>`count(*)::int`,
      decided: sql<number>`(count(*) filter (where ${classified.decidedAfter} is not null))::int`,
      automatic: sql<number>`(count(*) filter (where ${classified.decidedAfter} is null and ${classified.automatic}))::int`,
      carried: sql<number>`(count(*) filter (where ${classified.decidedAfter} is null and not ${classified.automatic}
        and ${classified.carried}))::int`,
      medianSeconds: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${classified.decidedAfter}) filter (where ${classified.decidedAfter} is not null)`,
    })
    .from(classified);
  const [oldest] = await db
    .with(classified)
    .select({ runId: classified.runId, caseId: classified.caseId, startedAt: classified.startedAt })
    .from(classified)
    .where(and(sql`${classified.decidedAfter} is null`, not(classified.carried), not(classified.automatic)))
    .orderBy(classified.startedAt, classified.caseId)
    .limit(1);
  const { failures = 0, decided = 0, automatic = 0, carried = 0, medianSeconds = null } = figures ?? {};
  return {
    failures,
    decided,
    automatic,
    carried,
    medianSecondsToDecide: medianSeconds === null ? null : Math.round(Number(medianSeconds)),
    oldestUndecided: oldest ? { RUN_ID: oldest.runId, CASEID: oldest.caseId, ...wireStart(oldest.startedAt) } : null,
  };
}
