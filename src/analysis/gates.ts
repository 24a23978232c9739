// The quality gates a pipeline puts on a finished run: a minimum pass rate, a maximum number of failures,
// and no new failures against the previous run of the same name. Each is optional; all given must hold.
import type { RunDetail, TestRun } from '../contract/records';
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
  /** For no-new-failures: the cases that failed now and did not fail in the previous run. */
  newFailures?: RunDetail[];
}

const percent = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}%`;

/**
 * The verdict of each gate given. `previous` is the run to compare with for no-new-failures: the latest
 * earlier finished run of the same name (see previousRunOf), undefined when there is none.
 */
export function evaluateGates(run: TestRun, previous: TestRun | undefined, options: GateOptions): GateVerdict[] {
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
    const holds = outcome.failed <= options.maxFailures;
    verdicts.push({
      gate: 'max-failures',
      holds,
      reason: `${outcome.failed} failed or aborted ${outcome.failed === 1 ? 'test case' : 'test cases'}, ${holds ? 'within' : 'more than'} the maximum of ${options.maxFailures}`,
    });
  }
  if (options.noNewFailures) verdicts.push(newFailuresVerdict(run, previous));
  return verdicts;
}

function newFailuresVerdict(run: TestRun, previous: TestRun | undefined): GateVerdict {
  if (!previous)
    return {
      gate: 'no-new-failures',
      holds: true,
      reason: `no earlier finished run named "${run.NAME}" to compare with, so no failure counts as new`,
      newFailures: [],
    };
  const failedBefore = new Set(previous.DETAILS.filter(isFailedDetail).map((detail) => detail.CASEID));
  const ranBefore = new Set(previous.DETAILS.map((detail) => detail.CASEID));
  const newFailures = run.DETAILS.filter((detail) => isFailedDetail(detail) && !failedBefore.has(detail.CASEID));
  const against = `run ${previous.RUN_ID} of ${previous.STARTED_DATE} ${previous.STARTED_TIME}`;
  // The compare page counts these apart ("New failures", "Only in this run"): the split lets the two be matched.
  const notThere = newFailures.filter((detail) => !ranBefore.has(detail.CASEID)).length;
  const split =
    notThere === 0
      ? ''
      : `: ${newFailures.length - notThere} did not fail there, ${notThere} ${notThere === 1 ? 'was' : 'were'} not in it`;
  return {
    gate: 'no-new-failures',
    holds: newFailures.length === 0,
    reason:
      newFailures.length === 0
        ? `no test case failed that did not fail in ${against}`
        : `${newFailures.length} ${newFailures.length === 1 ? 'test case' : 'test cases'} failed that did not fail in ${against}${split}`,
    newFailures,
  };
}

/**
 * The run to compare with: among `runs` (newest first, as the service lists them), the first finished one
 * named exactly `name` other than `ownRunId`. The service's NAME filter is a pattern, hence the exact check.
 */
export function previousRunOf(runs: readonly TestRun[], name: string, ownRunId?: string): TestRun | undefined {
  return runs.find((run) => run.NAME === name && run.RUN_ID !== ownRunId && run.END_DATE !== '');
}
