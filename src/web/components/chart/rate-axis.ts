// The value axis of a pass-rate chart. From 0 every time, rates between 70% and 95% (where most runs are) drew a
// flat line near the top; so the axis starts at a round value below the lowest rate, and says that it does.

export interface RateAxis {
  /** Where the axis starts, 0..1; it always ends at 100%. */
  min: number;
  /** Gridlines, lowest first, on round percentages from `min` to 100%. */
  ticks: number[];
  /** Said on the axis when it does not start at 0 (undefined when it does): "Axis from 70%". */
  note?: string;
}

/** Below this the axis starts at 0: cutting off less than a third of it would gain little height. */
const CUT_FROM = 30;
/** The lowest rate stays at least this many points above the axis's start, off the plot's bottom edge. */
const ROOM = 2;
/** Gridline steps in percent: the smallest that leaves at most MAX_STEPS from the axis's start (on a step) to 100%. */
const STEPS = [5, 10, 20, 25, 50];
const MAX_STEPS = 5;

/** The axis for these rates (0..1); with none, from 0. */
export function rateAxis(rates: readonly number[]): RateAxis {
  const lowest = rates.length > 0 ? Math.min(...rates) * 100 : 0;
  let start = Math.floor(lowest / 10) * 10;
  if (lowest - start < ROOM) start -= 10;
  if (start < CUT_FROM) start = 0;
  const step = STEPS.find((each) => (100 - Math.floor(start / each) * each) / each <= MAX_STEPS) ?? 50;
  start = Math.floor(start / step) * step;
  const ticks: number[] = [];
  for (let tick = start; tick <= 100; tick += step) ticks.push(tick / 100);
  return { min: start / 100, ticks, ...(start > 0 ? { note: `Axis from ${start}%` } : {}) };
}
