// Which earlier runs a run is compared with: the same name (a date or time in it aside, so "Nightly 2026-11-19"
// follows "Nightly 2026-11-18"), else the same test cases. Pure: the server's store read
// (server/history/read/stored-runs-before.ts) gives it the candidates.
import type { ListedRun, TestRun } from '../contract/records';
import { compareWire } from '../contract/wire-order';
import { daysAfter } from '../contract/weeks';

const DATE_OR_TIME = /\d{4}-\d{2}-\d{2}|\d{1,2}\.\d{1,2}\.\d{4}|\d{8}|\d{1,2}:\d{2}(?::\d{2})?/g;

/** The run name as the service's NAME filter should match it: each date or time in it a `*` wildcard. */
export function runFamilyPattern(name: string): string {
  return name.replace(DATE_OR_TIME, '*');
}

/** Whether a name pattern would select runs of one name rather than nearly every run. */
export function isSelectivePattern(pattern: string): boolean {
  return pattern.replace(/[*\s]/g, '').length >= 3;
}

const started = (run: Pick<TestRun, 'STARTED_DATE' | 'STARTED_TIME'>) => `${run.STARTED_DATE} ${run.STARTED_TIME}`;

/** Whether `candidate` started before `run` (its own record never did). */
export function startedBefore(candidate: ListedRun, run: ListedRun): boolean {
  return candidate.RUN_ID !== run.RUN_ID && started(candidate) < started(run);
}

/** The runs of `run`'s name family among `candidates` that started before it, newest first, at most `limit`. */
export function earlierRunsOfName<R extends ListedRun>(run: ListedRun, candidates: readonly R[], limit: number): R[] {
  const family = runFamilyPattern(run.NAME);
  return candidates
    .filter((candidate) => startedBefore(candidate, run) && runFamilyPattern(candidate.NAME) === family)
    .toSorted((a, b) => compareWire(started(b), started(a)))
    .slice(0, limit);
}

/** Whether two runs executed the same set of test cases. */
export function sameTestCases(a: Pick<TestRun, 'DETAILS'>, b: Pick<TestRun, 'DETAILS'>): boolean {
  const ids = new Set(a.DETAILS.map((detail) => detail.CASEID));
  const others = new Set(b.DETAILS.map((detail) => detail.CASEID));
  return ids.size === others.size && [...ids].every((id) => others.has(id));
}

/** The day `days` before a wire date (`YYYY-MM-DD`). */
export const daysBefore = (date: string, days: number): string => daysAfter(date, -days);
