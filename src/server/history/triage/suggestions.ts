// GET /api/triage/suggestions: for each failure of a run that no decision covers, the nearest past decisions, ranked
// in the store (docs/decisions/0020-triage-suggestions.md). Three parts, weighted as analysis/triage/suggestion-score.ts
// says: the trigram similarity (pg_trgm) of the normalised messages (the cause the signature keeps, numbers, IDs,
// dates and GUIDs masked by analysis/failure-message.ts), the overlap of the fields that failed (field_differences
// with result ERROR, item indexes dropped, so /Order/Items/Item[2]/Unit meets Item[1]), and the same interface.
// A decision is compared through its newest stored failure: a signature decision's by the failures_signature index,
// a failure decision's own.
import { inArray, sql, type SQL } from 'drizzle-orm';
import {
  MAX_SUGGESTIONS,
  type Suggestions,
  type SuggestionsQuery,
} from '../../../contract/dashboard-api/triage-suggestions';
import {
  SUGGESTION_WEIGHTS,
  suggestionReason,
  type SuggestionWeights,
} from '../../../analysis/triage/suggestion-score';
import { triageDecisions } from '../store/triage-schema';
import type { StoreDb } from '../store/store-db';
import { rowsOf } from '../store/store-ownership';
import { decisionOf, type DecisionRow } from './decision-rows';

interface ScoredRow {
  run_id: string;
  case_id: string;
  automation_object: string;
  cause: string;
  decision_id: number | null;
  score: number | null;
  message: number | null;
  fields: number | null;
  shared: string[] | null;
  same_object: boolean | null;
}

/** Drops item indexes, so that one item's field meets another's: the cause is the field, not the line. */
const fieldOf = (path: SQL) => sql`regexp_replace(${path}, '\\[\\d+\\]', '', 'g')`;

export async function suggestions(
  db: StoreDb,
  query: SuggestionsQuery,
  weights: SuggestionWeights = SUGGESTION_WEIGHTS,
): Promise<Suggestions> {
  // The weights are the code's own numbers, written into the query as constants (a parameter would be untyped).
  const [wm, wf, wo, wmo] = [weights.message, weights.fields, weights.object, weights.message + weights.object].map(
    (weight) => sql.raw(String(weight)),
  );
  const rows = rowsOf<ScoredRow>(
    await db.execute(sql`
    with target as (
      select f.run_id, f.case_id, f.automation_object, f.cause,
        coalesce((select array_agg(distinct ${fieldOf(sql.raw('fd.path'))}) from field_differences fd
          where fd.run_id = f.run_id and fd.case_id = f.case_id and fd.result = 'ERROR'), '{}') as paths
      from failures f
      where f.run_id = ${query.run} ${query.case === undefined ? sql`` : sql`and f.case_id = ${query.case}`}
        -- Two tests, not one with OR, so that each finds its decision by its unique index.
        and not exists (
          select 1 from triage_decisions d where not d.withdrawn
            and d.kind = 'failure' and d.run_id = f.run_id and d.case_id = f.case_id
        )
        and not exists (
          select 1 from triage_decisions d where not d.withdrawn and d.kind = 'signature'
            and d.automation_object = f.automation_object and md5(d.cause) = md5(f.cause) and d.cause = f.cause
        )
    ),
    example as (
      select d.id, ex.run_id, ex.case_id, d.automation_object, d.cause
      from triage_decisions d
      left join lateral (
        select f.run_id, f.case_id from failures f
        where f.automation_object = d.automation_object and md5(f.cause) = md5(d.cause) and f.cause = d.cause
        order by f.run_started_at desc limit 1
      ) ex on true
      where d.kind = 'signature' and not d.withdrawn
      union all
      select d.id, f.run_id, f.case_id, f.automation_object, f.cause
      from triage_decisions d join failures f on f.run_id = d.run_id and f.case_id = d.case_id
      where d.kind = 'failure' and not d.withdrawn
    ),
    decided as materialized (
      select e.id, e.automation_object, e.cause,
        case when e.run_id is null then null else coalesce((select array_agg(distinct ${fieldOf(sql.raw('fd.path'))})
          from field_differences fd
          where fd.run_id = e.run_id and fd.case_id = e.case_id and fd.result = 'ERROR'), '{}') end as paths
      from example e
    ),
    -- A run's failures repeat a few kinds (one interface, one cause, the same fields), and decisions repeat causes and
    -- field sets: each distinct pair of causes and of field sets is compared once (similarity() costs most).
    kind as materialized (select distinct automation_object, cause, paths from target),
    likeness as materialized (
      select a.cause as target_cause, b.cause as decided_cause, similarity(a.cause, b.cause) as message
      from (select distinct cause from kind) a cross join (select distinct cause from decided) b
    ),
    overlap as materialized (
      select a.paths as target_paths, b.paths as decided_paths,
        array(select p from unnest(a.paths) p where p = any(b.paths) order by p) as shared,
        cardinality(array(select unnest(a.paths) union select unnest(b.paths))) as together
      from (select distinct paths from kind) a
      cross join (select distinct paths from decided where paths is not null) b
    ),
    pairs as (
      select t.automation_object, t.cause, t.paths, d.id as decision_id, l.message,
        t.automation_object = d.automation_object as same_object,
        case when d.paths is null or (cardinality(t.paths) = 0 and cardinality(d.paths) = 0) then null
          else o.shared end as shared,
        o.together
      from kind t cross join decided d
      join likeness l on l.target_cause = t.cause and l.decided_cause = d.cause
      left join overlap o on o.target_paths = t.paths and o.decided_paths = d.paths
    ),
    scored as (
      select automation_object, cause, paths, decision_id, message, same_object, shared,
        case when shared is null then null else cardinality(shared)::real / together end as fields
      from pairs
    ),
    ranked as (
      select *, (${wm} * message + ${wf} * coalesce(fields, 0) + case when same_object then ${wo} else 0 end)
          / (${wmo} + case when fields is null then 0 else ${wf} end) as score
      from scored
    ),
    best as (
      select *, row_number() over (partition by automation_object, cause, paths order by score desc, decision_id desc)
        as place
      from ranked
    )
    select t.run_id, t.case_id, t.automation_object, t.cause, b.decision_id, b.score::real as score,
      b.message::real as message, b.fields::real as fields, b.shared, b.same_object
    from target t
    left join best b on b.automation_object = t.automation_object and b.cause = t.cause and b.paths = t.paths
      and b.place <= ${MAX_SUGGESTIONS}
    order by t.case_id, b.place
  `),
  );
  const ids = [...new Set(rows.flatMap((row) => (row.decision_id === null ? [] : [row.decision_id])))];
  const decisions = new Map<number, DecisionRow>(
    ids.length === 0
      ? []
      : (await db.select().from(triageDecisions).where(inArray(triageDecisions.id, ids))).map((row) => [row.id, row]),
  );
  const byFailure = new Map<string, Suggestions['failures'][number]>();
  for (const row of rows) {
    const key = `${row.run_id} ${row.case_id}`;
    let failure = byFailure.get(key);
    if (!failure) {
      failure = {
        RUN_ID: row.run_id,
        CASEID: row.case_id,
        OBJDEFID: row.automation_object,
        cause: row.cause,
        suggestions: [],
      };
      byFailure.set(key, failure);
    }
    if (row.decision_id === null) continue;
    const parts = {
      message: Number(row.message),
      fields: row.fields === null ? null : Number(row.fields),
      sharedFields: row.shared ?? [],
      sameInterface: row.same_object === true,
    };
    failure.suggestions.push({
      decision: decisionOf(decisions.get(row.decision_id)!),
      score: Number(row.score),
      reason: suggestionReason(parts),
      ...parts,
    });
  }
  return { failures: [...byFailure.values()] };
}
