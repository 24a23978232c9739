// What kind of difference a payload field shows over the kept history (decision 0019): noise, drift, intermittent,
// or new in the newest run. Judged from the field's observations in each test case it differed in: one per compared
// execution of the case, oldest first, a difference or a match (the service lists every compared field; the store
// keeps the ones that differed, so a compared execution without a row for the field is a match).
import type { FieldKind } from '../../contract/dashboard-api/field-ledger';
import { compareWire } from '../../contract/wire-order';
import { looksGenerated } from './value-shape';

export interface FieldDifference {
  result: 'WARNING' | 'ERROR';
  /** The values as kept: the text, or its hash where values are masked. Equal keys, equal values. */
  refKey: string;
  curKey: string;
  /** value-shape.ts's shape of the current value. */
  curShape: string;
}

/** One compared execution of a test case and the field in it. */
export interface FieldObservation {
  runId: string;
  /** When its run started, as the store sorts it. */
  startedAt: string;
  /** The execution passed (S or W): a difference there was accepted or did not count. */
  passed: boolean;
  /** Absent where the field matched. */
  difference?: FieldDifference | undefined;
}

export interface RunMark {
  runId: string;
  startedAt: string;
}

export interface FieldVerdict {
  kind: FieldKind;
  /** Test cases the field differed in. */
  cases: number;
  /** Runs the field differed in, of the runs that compared it in those test cases. */
  runsDiffered: number;
  runsCompared: number;
  errors: number;
  warnings: number;
  /** Differences in executions that passed anyway. */
  differedWhilePassed: number;
  first: RunMark;
  last: RunMark;
  /**
   * The first run of a drift, or of noise that began within the history (a field added by a change); absent for a
   * drift that began before the kept history.
   */
  since?: RunMark | undefined;
}

/** Noise shows over this many differences at least: two could be chance. */
const NOISE_MIN_DIFFERENCES = 3;
/** Shares of noise: differing in most executions since it began, a new value nearly every time, looking made up. */
const NOISE_DIFFERING = 0.8;
const NOISE_CHANGING = 0.8;
const NOISE_GENERATED = 0.8;
/** A drift: at most this share differing before its day, at least that share since, at least that many each. */
const DRIFT_BEFORE_AT_MOST = 0.2;
const DRIFT_SINCE_AT_LEAST = 0.9;
const DRIFT_MIN_SIDE = 2;

const differing = (series: readonly FieldObservation[]) => series.filter((seen) => seen.difference);
const mark = ({ runId, startedAt }: FieldObservation): RunMark => ({ runId, startedAt });

/**
 * Noise in one test case: since it first differed it differs nearly every time, its current value new nearly each
 * time while its reference stays, and its values look generated. Answers where it began: undefined when it is not
 * noise, the first observation when it differed as far back as the history goes.
 */
function noiseStart(series: readonly FieldObservation[]): { at: FieldObservation; within: boolean } | undefined {
  const first = series.findIndex((seen) => seen.difference);
  const since = series.slice(first);
  const differences = differing(since).map((seen) => seen.difference!);
  if (first < 0 || differences.length < NOISE_MIN_DIFFERENCES) return undefined;
  if (differences.length < since.length * NOISE_DIFFERING) return undefined;
  if (!madeUpEachTime([differences])) return undefined;
  // A reference taken again now and then is still a reference that stays.
  if (new Set(differences.map((difference) => difference.refKey)).size > Math.max(1, differences.length / 5))
    return undefined;
  return { at: series[first]!, within: first >= DRIFT_MIN_SIDE };
}

/**
 * Current values new nearly every time, that look made up by the sending system. New within each test case: one
 * value shared by the cases of a run (the day a message was made, a run's timestamp) is still new run after run,
 * while a wrong value a case keeps is a drift. Where no case differed twice, new across the cases.
 */
function madeUpEachTime(cases: readonly (readonly FieldDifference[])[]): boolean {
  const differences = cases.flat();
  const repeated = cases.filter((each) => each.length > 1);
  const judged = repeated.length > 0 ? repeated : [differences];
  const again = judged.reduce((sum, each) => sum + each.length, 0);
  const anew = judged.reduce((sum, each) => sum + new Set(each.map((difference) => difference.curKey)).size, 0);
  if (anew < again * NOISE_CHANGING) return false;
  const generated = differences.filter((difference) => looksGenerated(difference.curShape)).length;
  return generated >= differences.length * NOISE_GENERATED;
}

/**
 * Noise a rule of the comparison already accepts: every difference a WARNING, with values made up each time. How
 * often it shows says nothing here, since the rule decides when it is reported, so the cases are pooled.
 */
function acceptedNoise(cases: readonly (readonly FieldDifference[])[]): boolean {
  const differences = cases.flat();
  return (
    differences.length >= NOISE_MIN_DIFFERENCES &&
    differences.every((difference) => difference.result === 'WARNING') &&
    madeUpEachTime(cases)
  );
}

const failing = (difference: FieldDifference) => difference.result === 'ERROR';

/**
 * Noise over test cases that ran too few times each to be judged one by one (a large system runs most cases a few
 * times a month): pooled, the cases differed in nearly every execution, with values made up each time, new within a
 * case that differed more than once (a steady wrong value per case is a drift, not noise). Cases where a rule
 * accepts the field (every difference a WARNING, values made up) are left out where others fail on it: there the
 * rule, not the field, decides how often it shows.
 */
function pooledNoise(cases: readonly (readonly FieldObservation[])[]): boolean {
  const each = cases.map((series) => ({ series, differences: differing(series).map((seen) => seen.difference!) }));
  const unruled = each.filter(({ differences }) => differences.some(failing));
  const ruled = each.filter(({ differences }) => !differences.some(failing));
  const judged = unruled.length > 0 && acceptedNoise(ruled.map(({ differences }) => differences)) ? unruled : each;
  const pooled = judged.reduce((sum, { series }) => sum + series.length, 0);
  const byCase = judged.map(({ differences }) => differences);
  const count = byCase.reduce((sum, { length }) => sum + length, 0);
  if (count < NOISE_MIN_DIFFERENCES || count < pooled * NOISE_DIFFERING) return false;
  const again = byCase.filter(({ length }) => length > 1).reduce((sum, { length }) => sum + length, 0);
  return again >= NOISE_MIN_DIFFERENCES && madeUpEachTime(byCase);
}

/**
 * The day a field drifted: the split of the series, by time, into a part where it (nearly) always matched and a
 * part since where it (nearly) always differed, that fits the most observations. Undefined where no split holds.
 */
export function driftStart(series: readonly FieldObservation[]): FieldObservation | undefined {
  const differedBefore = [0];
  for (const seen of series) differedBefore.push(differedBefore.at(-1)! + (seen.difference ? 1 : 0));
  const total = series.length;
  let best: { fit: number; at: number } | undefined;
  for (let at = DRIFT_MIN_SIDE; at <= total - DRIFT_MIN_SIDE; at++) {
    const before = differedBefore[at]!;
    const since = differedBefore[total]! - before;
    if (before > at * DRIFT_BEFORE_AT_MOST || since < (total - at) * DRIFT_SINCE_AT_LEAST) continue;
    const fit = at - before + since;
    if (!best || fit > best.fit) best = { fit, at };
  }
  return best && series.slice(best.at).find((seen) => seen.difference);
}

const byStart = (a: FieldObservation, b: FieldObservation) => compareWire(a.startedAt, b.startedAt);

/** A case whose differences keep one wrong value (or a few: at most one per five differences). */
function steady(series: readonly FieldObservation[]): boolean {
  const values = differing(series).map((seen) => seen.difference!.curKey);
  return new Set(values).size <= Math.max(1, values.length / 5);
}

/**
 * The verdict on one field over the test cases it differed in (each case's observations oldest first; cases where
 * it never differed are left out). `newestRun` is the scope's newest run: a field whose every difference is there,
 * after matching before, is new in it. Undefined when the field never differed.
 */
export function judgeField(
  seriesByCase: readonly (readonly FieldObservation[])[],
  newestRun?: string,
): FieldVerdict | undefined {
  const cases = seriesByCase.filter((series) => series.some((seen) => seen.difference));
  if (cases.length === 0) return undefined;
  const pooled = cases.flat().toSorted(byStart);
  const differences = differing(pooled);
  const counts = {
    cases: cases.length,
    runsDiffered: new Set(differences.map((seen) => seen.runId)).size,
    runsCompared: new Set(pooled.map((seen) => seen.runId)).size,
    errors: differences.filter((seen) => seen.difference!.result === 'ERROR').length,
    warnings: differences.filter((seen) => seen.difference!.result === 'WARNING').length,
    differedWhilePassed: differences.filter((seen) => seen.passed).length,
    first: mark(differences[0]!),
    last: mark(differences.at(-1)!),
  };
  if (
    newestRun &&
    counts.runsDiffered === 1 &&
    differences[0]!.runId === newestRun &&
    pooled.length > differences.length
  )
    return { kind: 'new', ...counts, since: mark(differences[0]!) };
  if (acceptedNoise(cases.map((series) => differing(series).map((seen) => seen.difference!))))
    return { kind: 'noise', ...counts };
  // Noise where most of the differences are in cases where it is noise: values made up per message, case by case.
  const starts = cases.map((series) => ({ start: noiseStart(series), differed: differing(series).length }));
  const inNoise = starts.reduce((sum, { start, differed }) => sum + (start ? differed : 0), 0);
  if (inNoise * 2 >= differences.length) {
    const within = starts.flatMap(({ start }) => (start?.within ? [start.at] : []));
    const began = within.length * 2 >= cases.length ? within.toSorted(byStart)[0] : undefined;
    return { kind: 'noise', ...counts, since: began && mark(began) };
  }
  if (pooledNoise(cases)) return { kind: 'noise', ...counts };
  // A drift is a change on a day (a mapping, master data): it shows in every case from then, so the cases are pooled.
  const drift = driftStart(pooled);
  if (drift) return { kind: 'drift', ...counts, since: mark(drift) };
  // Differing (nearly) every time, with the same few wrong values in each case: a drift from before the kept history.
  if (
    pooled.length >= DRIFT_MIN_SIDE &&
    differences.length >= pooled.length * DRIFT_SINCE_AT_LEAST &&
    cases.every(steady)
  )
    return { kind: 'drift', ...counts };
  return { kind: 'intermittent', ...counts };
}
