// The runs the store last saw in progress, started yesterday or today: the overview follows each of them live.
import { and, desc, isNull } from 'drizzle-orm';
import { daysBefore } from '../../../analysis/previous-run';
import type { RunsInProgressQuery } from '../../../contract/dashboard-api/runs-in-progress';
import { toWireDateTime } from '../../../contract/date-time';
import type { ListedRun } from '../../../contract/records';
import { runs } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { runFilterWhere } from './stored-run-batches';

export async function storedRunsInProgress(
  db: StoreDb,
  query: RunsInProgressQuery,
  now = new Date(),
): Promise<{ runs: ListedRun[] }> {
  const today = toWireDateTime(now).date;
  const filter = {
    from: daysBefore(today, 1),
    to: today,
    types: query.type,
    ...(query.user ? { user: query.user } : {}),
  };
  const rows = await db
    .select({ record: runs.record })
    .from(runs)
    // A run is in progress while it has no end (the service's only rule), and the service still has it.
    .where(and(runFilterWhere(filter), isNull(runs.endedAt), isNull(runs.archivedAt)))
    .orderBy(desc(runs.startedAt), desc(runs.id));
  return { runs: rows.map(({ record }) => ({ ...record, DETAILS: [] })) };
}
