// The runs list's rows over the history store: the runs GET /testruns would list for the same options, newest
// first, each as the lean row the list shows (contract/dashboard-api/runs.ts), archived runs included (the store
// keeps what the service let go). 20,000 runs read in one indexed query instead of 71 MB from the service.
import { and, eq, gte, lt, notInArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { RunRows, RunsQuery } from '../../../contract/dashboard-api/runs';
import { serviceStopMessage } from '../../../contract/service-stop';
import { executions, runs } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { readOutageRule } from '../triage/outage-rule-store';
import { outageWhere } from './outage-where';

/** A text for LIKE that matches itself only: its own `%`, `_` and `\` escaped. */
const literal = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The service's filters of GET /testruns (mock/queries/select-test-runs.ts), as SQL. */
function runsWhere({ name, q, type, user, from, to }: RunsQuery): SQL | undefined {
  return and(
    // NAME: the whole name, ignoring case, `*` for any text.
    name ? sql`${runs.name} ilike ${name.split('*').map(literal).join('%')}` : undefined,
    // q: words the name contains, ignoring case.
    q ? sql`strpos(lower(${runs.name}), lower(${q})) > 0` : undefined,
    type ? eq(runs.type, type) : undefined,
    user ? sql`upper(${runs.startedBy}) = upper(${user})` : undefined,
    from ? gte(runs.startedAt, `${from} 00:00:00`) : undefined,
    to ? lt(runs.startedAt, sql`${to}::date + 1`) : undefined,
  );
}

const day = (at: Column) => sql`coalesce(to_char(${at}, 'YYYY-MM-DD'), '')`;
const time = (at: Column) => sql`coalesce(to_char(${at}, 'HH24:MI:SS'), '')`;

/**
 * A run's aborts the lead's outage rule names, other than a service stop's (STOPPED counts those), by the rule as
 * it is now: looked up only for runs with aborts of another kind (failed beyond the stopped), by the primary key.
 */
function outagesOfRun(patterns: readonly string[]): SQL {
  const outage = outageWhere(patterns);
  if (!outage) return sql`0`;
  const count = sql`(select count(*)::int from ${executions} where ${and(
    eq(executions.runId, runs.id),
    outage,
    notInArray(executions.message, [serviceStopMessage('R'), serviceStopMessage('Q')]),
  )})`;
  return sql`case when ${runs.failed} > ${runs.stopped} then ${count} else 0 end`;
}

// From the columns, not the stored records (reading 20,000 records' JSON took most of the time), and as one JSON
// text built by the database: 20,000 rows read one by one cost the embedded engine a second of decoding.
export async function storedRunRows(db: StoreDb, query: RunsQuery): Promise<RunRows> {
  const row = sql`json_build_array(${runs.id}, ${runs.name}, ${runs.type}, ${runs.startedBy}, ${day(runs.startedAt)},
    ${time(runs.startedAt)}, ${day(runs.endedAt)}, ${time(runs.endedAt)}, ${runs.total}, ${runs.passed},
    ${runs.failed}, ${runs.stopped}, ${outagesOfRun((await readOutageRule(db)).patterns)})`;
  const [answer] = await db
    .select({
      rows: sql<string>`coalesce(json_agg(${row} order by ${runs.startedAt} desc, ${runs.id} desc), '[]')::text`,
    })
    .from(runs)
    .where(runsWhere(query));
  return { runs: JSON.parse(answer?.rows ?? '[]') as RunRows['runs'] };
}
