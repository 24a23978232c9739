// The runs list's pass-rate chart over the history store: the newest finished runs of the list options with a
// rate (analysis/pass-rate.ts's chartRate), oldest first.
import { and, desc, gt, isNotNull, sql } from 'drizzle-orm';
import { chartRate } from '../../../analysis/pass-rate';
import {
  MAX_CHART_POINTS,
  type ChartPointTuple,
  type RunsChart,
  type RunsChartQuery,
} from '../../../contract/dashboard-api/runs';
import { runs } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { readOutageRule } from '../triage/outage-rule-store';
import { day, mayHaveOutages, runsWhere, time } from './run-list-sql';
import { outagesOfRuns } from './stored-run-rows';

/** Read beyond the points drawn: a run whose cases all aborted in an outage has no rate and leaves a place. */
const CANDIDATES = 2 * MAX_CHART_POINTS;

export async function storedRunsChart(db: StoreDb, query: RunsChartQuery): Promise<RunsChart> {
  const listWhere = runsWhere(query);
  const newest = await db
    .select({
      id: runs.id,
      name: runs.name,
      type: runs.type,
      date: day(runs.startedAt),
      time: time(runs.startedAt),
      total: runs.total,
      passed: runs.passed,
      failed: runs.failed,
      stopped: runs.stopped,
      mayHaveOutages: sql<boolean>`${mayHaveOutages}`,
    })
    .from(runs)
    .where(and(listWhere, isNotNull(runs.endedAt), gt(sql`${runs.total} - ${runs.stopped}`, 0)))
    // By the start alone, so that the index on it is read from the newest and stops at the last point.
    .orderBy(desc(runs.startedAt))
    .limit(CANDIDATES);
  const { patterns } = await readOutageRule(db);
  const outages = await outagesOfRuns(
    db,
    newest.filter((run) => run.mayHaveOutages).map((run) => run.id),
    patterns,
  );
  const points = newest.flatMap((run) => {
    const rate = chartRate({
      TC_TOTAL: run.total,
      TC_PASSED: run.passed,
      TC_FAILED: run.failed,
      DETAILS: [],
      STOPPED: run.stopped,
      OUTAGES: outages.get(run.id) ?? 0,
    });
    return rate === undefined
      ? []
      : [[run.id, run.name || run.id, run.type, run.date, run.time, rate] as ChartPointTuple];
  });
  return {
    points: points.slice(0, MAX_CHART_POINTS).toReversed(),
  };
}
