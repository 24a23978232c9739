// The runs list's rows over the history store: the runs GET /testruns would list for the same options, newest
// first, each as the lean row the list shows (contract/dashboard-api/runs.ts), archived runs included (the store
// keeps what the service let go). 20,000 runs read in one indexed query instead of 71 MB from the service.
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { RunRows, RunsQuery } from '../../../contract/dashboard-api/runs';
import { runs } from '../store/schema';
import { splitTime } from './stored-run-batches';
import type { StoreDb } from '../store/store-db';

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

// From the columns, not the stored records: reading 20,000 records' JSON took most of the answer's time.
export async function storedRunRows(db: StoreDb, query: RunsQuery): Promise<RunRows> {
  const rows = await db
    .select({
      id: runs.id,
      name: runs.name,
      type: runs.type,
      startedBy: runs.startedBy,
      startedAt: runs.startedAt,
      endedAt: runs.endedAt,
      total: runs.total,
      passed: runs.passed,
      failed: runs.failed,
      stopped: runs.stopped,
    })
    .from(runs)
    .where(runsWhere(query))
    .orderBy(desc(runs.startedAt), desc(runs.id));
  return {
    runs: rows.map((row) => [
      row.id,
      row.name,
      row.type,
      row.startedBy,
      ...splitTime(row.startedAt),
      ...splitTime(row.endedAt),
      row.total,
      row.passed,
      row.failed,
      row.stopped,
    ]),
  };
}
