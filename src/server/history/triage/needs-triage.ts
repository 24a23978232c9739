// GET /api/triage/needs-triage: the failures no decision covers, one entry per signature, newest failure first.
// What a lead wants from the queue: what happened lately (finished runs of the last `days`, as the overview's
// default month) that nobody has decided yet, as one line per signature because one decision covers a whole group;
// a run in progress is left out while its results still change. Regressed signatures are in it: they need a new
// look. Quarantined cases and outages are not: someone has decided about those.
import { and, desc, asc, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import { daysBefore } from '../../../analysis/previous-run';
import { FAILED_STATUSES } from '../../../contract/codes';
import type { NeedsTriage, NeedsTriageQuery } from '../../../contract/dashboard-api/triage';
import { signatureKey } from '../../../contract/dashboard-api/triage';
import { toWireDateTime } from '../../../contract/date-time';
import { executions, runs } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { triageFailures } from './triage-failures';
import { wireStart } from './triage-time';

type Entry = NeedsTriage['entries'][number];

export async function needsTriage(db: StoreDb, query: NeedsTriageQuery, now = new Date()): Promise<NeedsTriage> {
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
  const triaged = await triageFailures(db, failed);
  const bySignature = new Map<string, Entry & { caseIds: Set<string> }>();
  let failures = 0;
  for (const [index, failure] of triaged.entries()) {
    if ((failure.state !== 'undecided' && failure.state !== 'regressed') || failure.quarantine) continue;
    failures += 1;
    const signature = { OBJDEFID: failure.OBJDEFID, cause: failure.cause };
    const key = signatureKey(signature);
    let entry = bySignature.get(key);
    if (!entry) {
      // The newest failure comes first (the read's order), and makes the entry.
      const run = failed[index]!;
      entry = {
        signature,
        state: failure.state,
        decision: failure.decision,
        failures: 0,
        cases: 0,
        caseIds: new Set(),
        newest: {
          RUN_ID: failure.RUN_ID,
          RUN_NAME: run.runName,
          ...wireStart(run.startedAt),
          CASEID: failure.CASEID,
          MESSAGE: failure.MESSAGE,
        },
      };
      bySignature.set(key, entry);
    }
    entry.failures += 1;
    entry.caseIds.add(failure.CASEID);
  }
  const entries = [...bySignature.values()]
    .slice(0, query.limit)
    .map(({ caseIds, ...entry }) => ({ ...entry, cases: caseIds.size }));
  return { from, total: { signatures: bySignature.size, failures }, entries };
}
