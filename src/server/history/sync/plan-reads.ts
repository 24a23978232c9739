// Which requests read the runs still to be read, newest first. The interface selects runs with details only by
// date range (or one by ID), and a range also brings back the runs of those days already stored: a range is
// worth it while it brings more runs wanted than not; a few changed runs among many stored (a merge into an old
// run) are read by ID instead.
import type { DayTally, RunToRead } from '../store/stored-runs';

export type PlannedRead =
  { kind: 'days'; from: string; to: string; expected: string[] } | { kind: 'run'; id: string; day: string };

export interface PlanLimits {
  /** About the most runs one range read brings (a day with more is read whole all the same). */
  runsPerRead: number;
  /** At most this many runs of a day are read one by one rather than with the day. */
  singleReads: number;
}

export const PLAN_LIMITS: PlanLimits = { runsPerRead: 100, singleReads: 5 };

/**
 * `toRead` newest first; `tallies` the days from its oldest to its newest, newest first. Answers reads that
 * cover every run of `toRead` exactly once, newest first.
 */
export function planReads(
  toRead: readonly RunToRead[],
  tallies: readonly DayTally[],
  limits = PLAN_LIMITS,
): PlannedRead[] {
  const idsByDay = new Map<string, string[]>();
  for (const run of toRead) idsByDay.set(run.day, [...(idsByDay.get(run.day) ?? []), run.id]);
  const reads: PlannedRead[] = [];
  let window: { days: string[]; runs: number } | undefined;
  const close = () => {
    if (!window) return;
    const { days } = window;
    reads.push({ kind: 'days', from: days.at(-1)!, to: days[0]!, expected: days.flatMap((day) => idsByDay.get(day)!) });
    window = undefined;
  };
  for (const tally of tallies) {
    const ids = idsByDay.get(tally.day);
    if (!ids) {
      close();
      continue;
    }
    const stored = tally.runs - ids.length;
    if (stored > ids.length && ids.length <= limits.singleReads) {
      close();
      reads.push(...ids.map((id) => ({ kind: 'run' as const, id, day: tally.day })));
      continue;
    }
    if (window && window.runs + tally.runs > limits.runsPerRead) close();
    window ??= { days: [], runs: 0 };
    window.days.push(tally.day);
    window.runs += tally.runs;
  }
  close();
  return reads;
}
