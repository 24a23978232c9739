// GET /api/triage/needs-triage: the failures no decision covers, one entry per signature, newest failure first.
// What a lead wants from the queue: what happened lately (finished runs of the last `days`, as the overview's
// default month) that nobody has decided yet, as one line per signature because one decision covers a whole group;
// a run in progress is left out while its results still change. Regressed signatures are in it: they need a new
// look. Quarantined cases and outages are not: someone has decided about those.
//
// The rule is triageOf's (analysis/triage/failure-triage.ts) said in SQL over the stored failures (schema.ts:
// failures), so that the database returns one row per signature instead of every failure of the month: on 20,000
// runs 1.1-2.3 s in JS over all executions, blocking PGlite's thread. Quarantines are read first, as their ends by
// passes are worked out in JS (quarantine-store.ts), and are few. Noise that accepted field rules explain is left out
// as the triage groups leave it out (field-rules/rule-cover.ts). needs-triage.test.ts holds this to triageOf;
// lower() and JS's toLowerCase fold letters alike but for a few (a final sigma), which no outage text depends on.
import { inArray, sql } from 'drizzle-orm';
import { daysBefore } from '../../../analysis/previous-run';
import type { NeedsTriage, NeedsTriageQuery } from '../../../contract/dashboard-api/needs-triage';
import { toWireDateTime } from '../../../contract/date-time';
import { triageDecisions } from '../store/triage-schema';
import type { StoreDb } from '../store/store-db';
import { rowsOf } from '../store/store-ownership';
import { coveringRules } from '../field-rules/rule-cover';
import { decisionOf } from './decision-rows';
import { readOutageRule } from './outage-rule-store';
import { listQuarantines } from './quarantine-store';
import { wireStart } from './triage-time';

interface SignatureRow {
  automation_object: string;
  cause: string;
  decision_id: number | null;
  failures: number;
  cases: number;
  run_id: string;
  run_name: string;
  started_at: string;
  case_id: string;
  message: string;
  signatures: number;
  all_failures: number;
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** A contract instant (YYYY-MM-DDTHH:MM:SSZ) as the store's times read. */
const storedTime = (instant: string | null) => (instant === null ? null : instant.slice(0, 19).replace('T', ' '));

export async function needsTriage(db: StoreDb, query: NeedsTriageQuery, now = new Date()): Promise<NeedsTriage> {
  const from = daysBefore(toWireDateTime(now).date, query.days - 1);
  const { patterns } = await readOutageRule(db);
  const { quarantines } = await listQuarantines(db, true, patterns);
  const covering = JSON.stringify(
    quarantines.map(({ CASEID, since, leftAt }) => ({
      case_id: CASEID,
      since: storedTime(since),
      left_at: storedTime(leftAt),
    })),
  );
  // Times compare to the second, as the rule reads a run's start (STARTED_DATE and STARTED_TIME).
  const rows = rowsOf<SignatureRow>(
    await db.execute(sql`
    with quarantined as (
      select * from jsonb_to_recordset(${covering}::jsonb) as q(case_id text, since timestamp, left_at timestamp)
    ),
    failing as (
      select f.automation_object, f.cause, f.case_id, f.run_id,
        date_trunc('second', f.run_started_at) as started_at, d.id as decision_id
      from failures f
      join runs r on r.id = f.run_id
      left join triage_decisions d on d.kind = 'signature' and not d.withdrawn
        and d.automation_object = f.automation_object and d.cause = f.cause
      -- The same bound on the run's own start lets the planner read only the window's runs.
      where f.run_started_at >= ${`${from} 00:00:00`}::timestamp and r.started_at >= ${`${from} 00:00:00`}::timestamp
        and r.ended_at is not null and r.archived_at is null
        and not exists (
          select 1 from triage_decisions own where own.kind = 'failure' and not own.withdrawn
            and own.run_id = f.run_id and own.case_id = f.case_id
        )
        and (d.id is null or (d.fixed_at is not null
          and date_trunc('second', f.run_started_at) at time zone 'UTC' >= d.fixed_at))
        and not (f.status = 'A' and exists (
          select 1 from unnest(${textArray(patterns)}) as pattern where strpos(lower(f.message), lower(pattern)) > 0
        ))
        and not exists (
          select 1 from quarantined q where q.case_id = f.case_id and q.since <= date_trunc('second', f.run_started_at)
            and (q.left_at is null or date_trunc('second', f.run_started_at) < q.left_at)
        )
        -- Noise the accepted field rules explain; only an interface with rules has its comparisons read.
        and (not exists (
          select 1 from field_rules rule where rule.automation_object = f.automation_object and not rule.withdrawn
        ) or ${coveringRules(sql.raw('f.run_id'), sql.raw('f.case_id'))} is null)
    ),
    -- Grouped, never sorted whole: hash aggregates count the cases (grouping twice) and find each signature's
    -- newest failure (newest start, then highest run, then lowest case), and the message and run name are read for
    -- the page's rows alone. At the default work_mem the sorts this replaces spilled 18 MB to disk for 90 days.
    by_case as (
      select automation_object, cause, count(*) as failures, max(decision_id) as decision_id
      from failing group by automation_object, cause, case_id
    ),
    by_signature as (
      select automation_object, cause, sum(failures)::int as failures, count(*)::int as cases,
        max(decision_id) as decision_id
      from by_case group by automation_object, cause
    ),
    newest_start as (
      select automation_object, cause, max(started_at) as started_at from failing group by automation_object, cause
    ),
    newest_run as (
      select automation_object, cause, started_at, max(f.run_id) as run_id
      from failing f join newest_start using (automation_object, cause, started_at)
      group by automation_object, cause, started_at
    ),
    newest as (
      select automation_object, cause, started_at, run_id, min(f.case_id) as case_id
      from failing f join newest_run using (automation_object, cause, started_at, run_id)
      group by automation_object, cause, started_at, run_id
    ),
    page as (
      select n.automation_object, n.cause, s.decision_id, s.failures, s.cases, n.run_id, n.started_at, n.case_id,
        (count(*) over ())::int as signatures, (sum(s.failures) over ())::int as all_failures
      from newest n join by_signature s using (automation_object, cause)
      order by n.started_at desc, n.run_id desc, n.case_id asc
      limit ${query.limit}
    )
    select p.automation_object, p.cause, p.decision_id, p.failures, p.cases, p.run_id, r.name as run_name,
      to_char(p.started_at, 'YYYY-MM-DD HH24:MI:SS') as started_at, p.case_id, f.message, p.signatures, p.all_failures
    from page p
    join failures f on f.run_id = p.run_id and f.case_id = p.case_id
    join runs r on r.id = p.run_id
    order by p.started_at desc, p.run_id desc, p.case_id asc
  `),
  );
  const ids = rows.flatMap((row) => (row.decision_id === null ? [] : [row.decision_id]));
  const decisions = new Map(
    ids.length === 0
      ? []
      : (await db.select().from(triageDecisions).where(inArray(triageDecisions.id, ids))).map((row) => [
          row.id,
          decisionOf(row),
        ]),
  );
  return {
    from,
    total: { signatures: rows[0]?.signatures ?? 0, failures: rows[0]?.all_failures ?? 0 },
    entries: rows.map((row) => ({
      signature: { OBJDEFID: row.automation_object, cause: row.cause },
      state: row.decision_id === null ? 'undecided' : 'regressed',
      decision: row.decision_id === null ? null : decisions.get(row.decision_id)!,
      failures: row.failures,
      cases: row.cases,
      newest: {
        RUN_ID: row.run_id,
        RUN_NAME: row.run_name,
        ...wireStart(row.started_at),
        CASEID: row.case_id,
        MESSAGE: row.message,
      },
    })),
  };
}
