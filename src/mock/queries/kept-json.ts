// Records' JSON texts, written once and kept. A list of runs is almost all finished runs, which no longer change,
// and the list of every test case changes only where a case runs; writing them afresh for every read was most of
// the service's CPU while a browser on the same two cores read them (the overview's four biggest reads of the large
// data set: 1.1 s of CPU written afresh, 0.4 s joined from kept texts, most of that compressing).
import type { TestCase } from '../../contract/records';
import type { StoredRun } from '../store/store-types';
import { renderRun, type RunIncludes } from './render-run';

const encoder = new TextEncoder();
const written = (record: unknown) => encoder.encode(JSON.stringify(record));

const keptRuns = new WeakMap<StoredRun, Map<string, Uint8Array>>();
const keptCases = new WeakMap<TestCase, Uint8Array>();

const includesKey = ({ $includeDetails, $includeComparison, $includeMetadata }: RunIncludes) =>
  `${$includeDetails ? 'D' : ''}${$includeComparison ? 'C' : ''}${$includeMetadata ? 'M' : ''}`;

/** The run as the service sends it, in JSON (UTF-8): kept once the run has finished, written afresh before. */
export function runJson(run: StoredRun, includes: RunIncludes): Uint8Array {
  if (!run.record.END_DATE) return written(renderRun(run, includes));
  let texts = keptRuns.get(run);
  if (!texts) keptRuns.set(run, (texts = new Map()));
  const key = includesKey(includes);
  let text = texts.get(key);
  if (!text) texts.set(key, (text = written(renderRun(run, includes))));
  return text;
}

/**
 * Drops what was kept of a run. Only finished runs are kept, and a finished run changes only once a start merging
 * into it has reopened it (reopenRun, which calls this), so no list sends a text the run has outgrown.
 */
export function forgetRunJson(run: StoredRun): void {
  keptRuns.delete(run);
}

/** The test case in JSON (UTF-8), kept until its last execution changes. */
export function caseJson(testCase: TestCase): Uint8Array {
  let text = keptCases.get(testCase);
  if (!text) keptCases.set(testCase, (text = written(testCase)));
  return text;
}

/** Drops a test case's kept text: its LAST_* fields change when it runs, or when a start that ran it is undone. */
export function forgetCaseJson(testCase: TestCase): void {
  keptCases.delete(testCase);
}
