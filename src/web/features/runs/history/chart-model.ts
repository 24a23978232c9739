// What the pass-rate chart draws: one point per finished run (the store answers them, newest runs of the list's
// filters, oldest first), placed by its start time, a line per run type, and a date axis.
import { fromWireDateTime } from '../../../../contract/date-time';
import type { ChartPointTuple } from '../../../../contract/dashboard-api/runs';
import { formatDateTime } from '../../../../format/format';
import { compareTypes } from '../../../components/chart/series';
import { typeName } from './run-values';

export interface ChartPoint {
  runId: string;
  name: string;
  /** As shown: `2026-11-19 09:26`. */
  started: string;
  time: number;
  /** 0..1 */
  rate: number;
  /** Its run type's code ('' for none). */
  type: string;
}

/** The answer's points as the chart places them, oldest first. */
export function chartPoints(points: readonly ChartPointTuple[]): ChartPoint[] {
  return points
    .map(([runId, name, type, date, time, rate]) => ({
      runId,
      name,
      started: formatDateTime(date, time),
      time: fromWireDateTime(date, time),
      rate,
      type,
    }))
    .filter((point) => Number.isFinite(point.time));
}

export interface ChartLine {
  type: string;
  /** The run type's name, as the Type column says it. */
  label: string;
  points: ChartPoint[];
}

/**
 * The points as one line per run type, each oldest first: one line through every run zig-zagged between a
 * smoke test's 100% and a regression's 70%, which said nothing of either. In the types' order (compareTypes).
 */
export function chartLines(points: readonly ChartPoint[]): ChartLine[] {
  const byType = new Map<string, ChartPoint[]>();
  for (const point of points) {
    const line = byType.get(point.type);
    if (line) line.push(point);
    else byType.set(point.type, [point]);
  }
  return [...byType.keys()]
    .toSorted(compareTypes)
    .map((type) => ({ type, label: typeName(type) || 'No type', points: byType.get(type)! }));
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface Tick {
  time: number;
  label: string;
}

/**
 * Axis ticks between two instants (UTC, as the service's times are), at most `most` of them: on whole days
 * (`12 Nov`) over spans of two days or more, else on whole hours (`14:00`).
 */
export function timeTicks(first: number, last: number, most: number): Tick[] {
  const unit = last - first >= 2 * DAY ? DAY : HOUR;
  const step = unit * Math.max(1, Math.ceil((last - first) / unit / Math.max(1, most)));
  const ticks: Tick[] = [];
  for (let time = Math.ceil(first / unit) * unit; time <= last; time += step) {
    const date = new Date(time);
    const label =
      unit === DAY
        ? `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`
        : `${String(date.getUTCHours()).padStart(2, '0')}:00`;
    ticks.push({ time, label });
  }
  return ticks;
}
