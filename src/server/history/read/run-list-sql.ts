// The runs list's filters and columns as SQL over the stored runs: the list options of GET /testruns
// (mock/queries/select-test-runs.ts), and what each column shows and sorts by, as the table shows it
// (web/features/runs/history/run-values.ts), so that the server's order is the one a reader sees.
import { and, eq, gte, lt, notInArray, sql, type Column, type SQL } from 'drizzle-orm';
import { RUN_STATES } from '../../../analysis/run-state-words';
import { RUN_TYPES } from '../../../contract/codes';
import type { RunFilterColumn, RunSort, RunsChartQuery } from '../../../contract/dashboard-api/runs';
import { serviceStopMessage } from '../../../contract/service-stop';
import { executions, runs } from '../store/schema';
import { outageWhere } from './outage-where';

/** A text for LIKE that matches itself only: its own `%`, `_` and `\` escaped. */
const literal = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The service's filters of GET /testruns, as SQL. */
export function runsWhere({ name, q, type, user, from, to }: RunsChartQuery): SQL | undefined {
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

export const day = (at: Column) => sql<string>`coalesce(to_char(${at}, 'YYYY-MM-DD'), '')`;
export const time = (at: Column) => sql<string>`coalesce(to_char(${at}, 'HH24:MI:SS'), '')`;

/** How a run ended, as analysis/run-ending.ts tells it from a stored run's counts, in the Status column's words. */
const status = sql`(case when ${runs.endedAt} is null then ${RUN_STATES.running}
  when ${runs.stopped} > 0 then ${RUN_STATES['cut-short']}
  when ${runs.passed} + ${runs.failed} < ${runs.total} then ${RUN_STATES.aborted}
  else ${RUN_STATES.finished} end)`;

const typeName = sql.join(
  [
    sql`(case ${runs.type}`,
    ...Object.entries(RUN_TYPES).map(([code, name]) => sql`when ${code} then ${name}`),
    sql`else ${runs.type} end)`,
  ],
  sql` `,
);

/** A run with aborts other than a service stop's (counted on ingest): only those can have aborts in an outage. */
export const mayHaveOutages = sql`coalesce((${runs.statusCounts}->>'A')::int, 0) > ${runs.stopped}`;

/**
 * A run's aborts the outage rule names, other than a service stop's (stopped counts those), by the rule as it is
 * now: looked up only for runs with aborts of another kind (a fifth of the runs on the large data set), by the
 * primary key.
 */
export function outagesOfRun(patterns: readonly string[]): SQL<number> {
  const outage = outageWhere(patterns);
  if (!outage) return sql<number>`0`;
  const count = sql`(select count(*)::int from ${executions} where ${and(
    eq(executions.runId, runs.id),
    outage,
    notInArray(executions.message, [serviceStopMessage('R'), serviceStopMessage('Q')]),
  )})`;
  return sql<number>`(case when ${mayHaveOutages} then ${count} else 0 end)`;
}

/** Sorts below every real rate or duration, so runs without one (not run, still running) gather at an end. */
const NONE = -1;

/** What each column sorts by; the pass rate needs the outage rule's counts (analysis/pass-rate.ts's rule). */
export function sortValue(column: RunSort, outages: () => SQL<number>): SQL {
  switch (column) {
    case 'Name':
      return sql`lower(coalesce(nullif(${runs.name}, ''), ${runs.id}))`;
    case 'Start':
      return sql`${runs.startedAt}`;
    case 'Status':
      return status;
    case 'Pass rate': {
      const ran = sql`(${runs.passed} + ${runs.failed} - ${runs.stopped} - ${outages()})`;
      return sql`(case when ${ran} > 0 then round(${runs.passed} * 100.0 / ${ran}) else ${NONE} end)`;
    }
    case 'Passed':
      return sql`${runs.passed}`;
    case 'Failed':
      return sql`(${runs.failed} - ${runs.stopped})`;
    case 'Total':
      return sql`${runs.total}`;
    case 'Duration':
      return sql`coalesce(extract(epoch from ${runs.endedAt} - ${runs.startedAt}), ${NONE})`;
    case 'Type':
      return sql`lower(${typeName})`;
    case 'Started by':
      return sql`lower(${runs.startedBy})`;
  }
}

/** What a filterable column shows, as text a filter matches. */
const SHOWN: Record<RunFilterColumn, SQL> = {
  Name: sql`coalesce(nullif(${runs.name}, ''), ${runs.id})`,
  Start: sql`to_char(${runs.startedAt}, 'YYYY-MM-DD HH24:MI')`,
  Status: status,
  Type: sql`(case when ${runs.type} = '' then '' else ${typeName} end)`,
  'Started by': sql`${runs.startedBy}`,
};

/** Column filters, `Column:text`: the column as shown contains the text, ignoring case. */
export function columnFilters(filters: readonly string[]): SQL[] {
  return filters.flatMap((filter) => {
    const at = filter.indexOf(':');
    const text = filter.slice(at + 1);
    const shown = SHOWN[filter.slice(0, at) as RunFilterColumn];
    return text ? [sql`strpos(lower(${shown}), lower(${text})) > 0`] : [];
  });
}
