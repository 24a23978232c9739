// The quality gates a pipeline puts on a finished run: a minimum pass rate, a maximum number of failures,
// and no new failures against the previous run of the same name. Each is optional; all given must hold. The
// failure gates leave out the failures the team's triage says are known issues, quarantined or outages (issue 62).
import type { ListedRun, RunDetail, TestRun } from '../contract/records';
import { compareRuns } from './compare-runs';
import type { Change } from '../contract/run-changes';
import { isFailedDetail, runOutcome } from './run-outcome';

export interface GateOptions {
  /** Percent, 0-100. */
  minPassRate?: number | undefined;
  maxFailures?: number | undefined;
  noNewFailures?: boolean | undefined;
}

export interface GateVerdict {
  gate: 'min-pass-rate' | 'max-failures' | 'no-new-failures';
  holds: boolean;
  /** Why it holds or not, in a sentence a person can act on. */
  reason: string;
  /** For no-new-failures: the counted cases that failed now and did not fail in the previous run. */
  newFailures?: RunDetail[];
}

/** Padded test case IDs of the run's failures the gates do not count (known issues, quarantined cases). */
export type UncountedCases = ReadonlySet<string>;

const NONE_UNCOUNTED: UncountedCases = new Set();

const cases = (count: number) => (count === 1 ? 'test case' : 'test cases');
/** The clause a failure gate's reason ends with when the triage kept failures out of it. */
const leftOut = (count: number, what: string) =>
  count === 0 ? '' : `; ${count} ${what} not counted (known issues, quarantined or outages, see Triage above)`;

/**
 * The ways a failure now can be new against the previous run, named after the compare page's groups (base: the
 * previous run), so a verdict's figures can be matched with that page: it passed there ("New failures"), had no
 * final result there ("Not finished yet"), or was not in it ("Only in the compared run").
 */
const NEW_FAILURE_KINDS: Partial<Record<Change, (count: number) => string>> = {
  'new-failure': () => 'passed there',
  unfinished: () => 'had no final result there',
  'only-current': (count) => (count === 1 ? 'was not in it' : 'were not in it'),
};

const percent = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}%`;

/**
 * The verdict of each gate given. `previous` is the run to compare with for no-new-failures: the latest
 * earlier finished run of the same name (see previousRunOf), undefined when there is none. `uncounted` are
 * failures --max-failures and --no-new-failures leave out; the pass rate stays the run's own.
 */
export function evaluateGates(
  run: TestRun,
  previous: TestRun | undefined,
  options: GateOptions,
  uncounted: UncountedCases = NONE_UNCOUNTED,
): GateVerdict[] {
  const outcome = runOutcome(run);
  const verdicts: GateVerdict[] = [];
  if (options.minPassRate !== undefined) {
    const holds = outcome.total > 0 && outcome.passRate >= options.minPassRate;
    verdicts.push({
      gate: 'min-pass-rate',
      holds,
      reason:
        outcome.total === 0
          ? 'the run has no test cases, so it has no pass rate'
          : `pass rate ${percent(outcome.passRate)} (${outcome.passed} of ${outcome.total}) ${holds ? 'reaches' : 'is below'} the minimum of ${percent(options.minPassRate)}`,
    });
  }
  if (options.maxFailures !== undefined) {
    const failed = run.DETAILS.filter(isFailedDetail);
    const counted = failed.filter((detail) => !uncounted.has(detail.CASEID)).length;
    const holds = counted <= options.maxFailures;
    verdicts.push({
      gate: 'max-failures',
      holds,
      reason: `${counted} failed or aborted ${cases(counted)}, ${holds ? 'within' : 'more than'} the maximum of ${options.maxFailures}${leftOut(failed.length - counted, 'more')}`,
    });
  }
  if (options.noNewFailures) verdicts.push(newFailuresVerdict(run, previous, uncounted));
  return verdicts;
}

function newFailuresVerdict(run: TestRun, previous: TestRun | undefined, uncounted: UncountedCases): GateVerdict {
  if (!previous)
    return {
      gate: 'no-new-failures',
      holds: true,
      reason: `no earlier finished run named "${run.NAME}" to compare with, so no failure counts as new`,
      newFailures: [],
    };
  const allNew = compareRuns(previous, run).rows.filter(
    ({ change, current }) => change in NEW_FAILURE_KINDS && current !== undefined && isFailedDetail(current),
  );
  const rows = allNew.filter(({ current }) => !uncounted.has(current!.CASEID));
  const notCounted = leftOut(
    allNew.length - rows.length,
    allNew.length - rows.length === 1 ? 'new failure' : 'new failures',
  );
  const newFailures = rows.map((row) => row.current!);
  const against = `run ${previous.RUN_ID} of ${previous.STARTED_DATE} ${previous.STARTED_TIME}`;
  const kinds = Object.entries(NEW_FAILURE_KINDS)
    .map(([change, words]) => ({ change, words, count: rows.filter((row) => row.change === change).length }))
    .filter(({ count }) => count > 0);
  const split =
    kinds.length === 1 && kinds[0]!.change === 'new-failure'
      ? ''
      : `: ${kinds.map(({ count, words }) => `${count} ${words(count)}`).join(', ')}`;
  return {
    gate: 'no-new-failures',
    holds: newFailures.length === 0,
    reason:
      newFailures.length === 0
        ? `no test case failed that did not fail in ${against}${notCounted}`
        : `${newFailures.length} ${cases(newFailures.length)} failed that did not fail in ${against}${split}${notCounted}`,
    newFailures,
  };
}

/**
 * The run to compare with: among `runs` (newest first, as the service lists them), the first finished one
 * named exactly `name` other than `ownRunId`. The service's NAME filter is a pattern, hence the exact check.
 */
export function previousRunOf<R extends ListedRun>(runs: readonly R[], name: string, ownRunId?: string): R | undefined {
  return runs.find((run) => run.NAME === name && run.RUN_ID !== ownRunId && run.END_DATE !== '');
}
