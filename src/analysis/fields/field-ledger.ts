// A field ledger (issue 72): every path that differed in a scope's kept history (an automation object, or one test
// case), with how often and since when, samples of its values, and its kind (field-kind.ts). The server builds it
// from the store's differences and the executions it compared (server/history/read/stored-field-ledger.ts); it is
// pure so that the bench can score it against the mock's stories, whose truth is known.
import { compareWire } from '../../contract/wire-order';
import { judgeField, type FieldDifference, type FieldObservation, type FieldVerdict } from './field-kind';
import { valueShape } from './value-shape';

/** A field that differed in one execution, as the store keeps it. */
export interface KeptDifference {
  runId: string;
  caseId: string;
  /** Its run's start, as the store sorts it. */
  startedAt: string;
  path: string;
  refValue: string;
  curValue: string;
  /** The values are masks (shape#digest), not the values. */
  masked: boolean;
  /** The service's RESULT: WARNING, ERROR, or a word of a later release (counted as an error). */
  result: string;
}

/** An execution whose output was compared, field by field. */
export interface ComparedExecution {
  runId: string;
  caseId: string;
  startedAt: string;
  passed: boolean;
}

export interface ValueSample {
  reference: string;
  current: string;
  masked: boolean;
  runId: string;
  startedAt: string;
}

export interface LedgerField extends FieldVerdict {
  path: string;
  /** The newest few distinct pairs of reference and current value, newest first. */
  samples: ValueSample[];
}

/** Distinct value pairs shown per field: enough to see a pattern, few enough to read. */
const SAMPLES = 3;

const byTime = (a: { startedAt: string; runId: string }, b: { startedAt: string; runId: string }) =>
  compareWire(a.startedAt, b.startedAt) || compareWire(a.runId, b.runId);

/** A mask's shape is what precedes its digest; a value as sent has its shape worked out, its run's day told. */
const shapeOf = (value: string, masked: boolean, runStart: string) =>
  masked ? value.slice(0, value.lastIndexOf('#')) : valueShape(value, runStart);

const asDifference = (kept: KeptDifference): FieldDifference => ({
  result: kept.result === 'WARNING' ? 'WARNING' : 'ERROR',
  refKey: kept.refValue,
  curKey: kept.curValue,
  curShape: shapeOf(kept.curValue, kept.masked, kept.startedAt),
});

function samplesOf(differences: readonly KeptDifference[]): ValueSample[] {
  const seen = new Set<string>();
  const samples: ValueSample[] = [];
  for (const kept of differences.toSorted((a, b) => byTime(b, a))) {
    const pair = JSON.stringify([kept.refValue, kept.curValue]);
    if (seen.has(pair)) continue;
    seen.add(pair);
    const { refValue: reference, curValue: current, masked, runId, startedAt } = kept;
    samples.push({ reference, current, masked, runId, startedAt });
    if (samples.length === SAMPLES) break;
  }
  return samples;
}

/** The items by a key of theirs, in their order (Map.groupBy, which Node 20 lacks). */
export function groupBy<T>(items: Iterable<T>, keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item));
    if (group) group.push(item);
    else groups.set(keyOf(item), [item]);
  }
  return groups;
}

/**
 * The ledger of a scope: one row per path that differed, most differing first. `compared` holds every execution in
 * the scope whose output was compared; an execution compared without a difference kept for a path matched it there.
 */
export function fieldLedger(
  differences: readonly KeptDifference[],
  compared: readonly ComparedExecution[],
): LedgerField[] {
  const oldestFirst = compared.toSorted(byTime);
  const executions = groupBy(oldestFirst, (execution) => execution.caseId);
  const newestRun = oldestFirst.at(-1)?.runId;
  const byPath = groupBy(differences, (kept) => kept.path);
  const ledger: LedgerField[] = [];
  for (const [path, kept] of byPath) {
    const byCase = groupBy(kept, (difference) => difference.caseId);
    const seriesByCase = [...byCase].map(([caseId, ofCase]) => {
      // A run may list a field twice (two output messages): its first error tells, else its first warning.
      const inRun = new Map<string, KeptDifference>();
      for (const difference of ofCase) {
        const before = inRun.get(difference.runId);
        if (!before || (before.result === 'WARNING' && difference.result !== 'WARNING'))
          inRun.set(difference.runId, difference);
      }
      const series: FieldObservation[] = (executions.get(caseId) ?? []).map((execution) => {
        const difference = inRun.get(execution.runId);
        inRun.delete(execution.runId);
        return { ...execution, difference: difference && asDifference(difference) };
      });
      // Differences of executions not listed as compared still happened: kept, as failed observations.
      for (const difference of inRun.values())
        series.push({
          runId: difference.runId,
          startedAt: difference.startedAt,
          passed: false,
          difference: asDifference(difference),
        });
      return series.toSorted(byTime);
    });
    const verdict = judgeField(seriesByCase, newestRun);
    if (verdict) ledger.push({ path, ...verdict, samples: samplesOf(kept) });
  }
  return ledger.toSorted((a, b) => b.runsDiffered - a.runsDiffered || compareWire(a.path, b.path));
}
