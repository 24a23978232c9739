// `iftt-run run`: its options, read with node:util's parseArgs and checked against the interface's rules.
import { parseArgs } from 'node:util';
import { isValidDate, isValidTime } from '../contract/date-time';
import { isNumericId } from '../contract/ids';
import { START_RUN_LIMITS } from '../contract/requests';
import type { GateOptions } from '../analysis/gates';
import { usageError } from './cli-error';
import { CONNECTION_HELP, CONNECTION_OPTIONS, SELECTION_OPTIONS } from './connection';
import type { Counting } from './triage-summary';

export const RUN_HELP = `Usage: iftt-run run [options]

Starts a test run on the service, waits until it has finished, prints a summary and checks the gates.
Exit code: 0 every gate holds, 1 a gate failed, 2 usage, connection or authorisation problem, 130 Ctrl-C
or 143 SIGTERM (the run goes on on the service; its ID and link are printed).

What to run (at least one folder or test case):
  --folder ID            a folder's test cases; repeat for more folders
  --include-subfolders   with --folder: also the test cases of its sub-folders
  --test-case ID         a test case; repeat for more
  --name TEXT            the run's name (needed for --no-new-failures, which compares runs of one name)
  --landscape ID         landscape to execute on (EXECUTION_LANDSCAPE)
  --run-date YYYY-MM-DD  run date, the UTC baseline for finding outbound messages (TEST_RUN_DATE)
  --run-time HH:MM:SS    run time (TEST_RUN_TIME)
  --variables FILE       variable values: JSON [{"CASEID","VAR_NAME","VAR_VALUE"}] or CSV with those columns
  (The interface takes no run type when starting a run: the service decides it.)

Gates (each optional; all given must hold):
  --min-pass-rate PCT    at least this percentage of the test cases passed (warnings count as passed; the
                         run's own rate, whatever the triage says)
  --max-failures N       at most N test cases failed or aborted
  --no-new-failures      no test case failed that did not fail in the previous finished run of the same name
  --count-known          count every failure in the two gates above; by default they leave out what the
                         team's triage on the dashboard knows: known issues, quarantined cases, outages, and
                         noise (failures whose every failing field an accepted field rule covers)
  --count-noise          count the noise all the same: its rules are accepted, not yet in SAP's ignore list
  The summary lists the failures left out apart, with their tickets; without a dashboard (see
  --dashboard-url) every failure counts and the summary says why.

Output:
  --junit FILE           write the results as JUnit XML (one testsuite per folder; failures left out of the
                         gates are skipped, their message saying why, e.g. "Known issue INT-4711: …")
  --timeout MINUTES      stop waiting after this long (exit 2; the run goes on)
  Progress goes to stderr (a live bar on a terminal, a line per change in CI logs); the summary to stdout.

${CONNECTION_HELP}

Examples:
  iftt-run run --backend https://sap-host:44300 --sap-client 100 --folder 102 --include-subfolders \\
    --name "Release 2.7 regression" --min-pass-rate 95 --no-new-failures --junit junit.xml
  iftt-run run --backend http://localhost:5173 --test-case 825 --test-case 826 --max-failures 0
  iftt-run run --backend https://sap-host:44300 --folder 102 --variables variables.csv --timeout 60`;

export interface RunOptions {
  folders: string[];
  includeSubfolders: boolean;
  testCases: string[];
  name: string;
  landscape?: string | undefined;
  runDate?: string | undefined;
  runTime?: string | undefined;
  variablesFile?: string | undefined;
  gates: GateOptions;
  /** Which failures the gates count that the team's triage leaves out (--count-known, --count-noise). */
  counting: Counting;
  junitFile?: string | undefined;
  timeoutMs?: number | undefined;
  connection: {
    backend?: string | undefined;
    'sap-client'?: string | undefined;
    'dashboard-url'?: string | undefined;
    retries?: string | undefined;
  };
}

const fail = (problem: string) => usageError(problem, 'run');

function ids(values: string[] | undefined, option: string): string[] {
  const list = values ?? [];
  const wrong = list.filter((value) => !isNumericId(value));
  if (wrong.length > 0)
    throw fail(`${option}: ${wrong.map((value) => `"${value}"`).join(', ')} is not an ID (1 to 10 digits)`);
  return [...new Set(list)];
}

function number(value: string | undefined, option: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value.replace(/%$/, ''));
  if (value.trim() === '' || !Number.isFinite(parsed) || parsed < min || parsed > max)
    throw fail(`${option}: "${value}" must be a number from ${min} to ${max}`);
  return parsed;
}

export function readRunOptions(argv: readonly string[]): RunOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        ...CONNECTION_OPTIONS,
        ...SELECTION_OPTIONS,
        name: { type: 'string' },
        landscape: { type: 'string' },
        'run-date': { type: 'string' },
        'run-time': { type: 'string' },
        variables: { type: 'string' },
        'min-pass-rate': { type: 'string' },
        'max-failures': { type: 'string' },
        'no-new-failures': { type: 'boolean' },
        'count-known': { type: 'boolean' },
        'count-noise': { type: 'boolean' },
        junit: { type: 'string' },
        timeout: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw fail((error as Error).message);
  }
  if (values.help) return 'help';
  const folders = ids(values.folder, '--folder');
  const testCases = ids(values['test-case'], '--test-case');
  if (folders.length === 0 && testCases.length === 0)
    throw fail('Nothing to run: give at least one --folder or --test-case');
  if (values['include-subfolders'] && folders.length === 0) throw fail('--include-subfolders needs a --folder');
  const name = values.name?.trim() ?? '';
  if (name.length > START_RUN_LIMITS.TEST_RUN_NAME)
    throw fail(`--name: at most ${START_RUN_LIMITS.TEST_RUN_NAME} characters`);
  const landscape = values.landscape?.trim() || undefined;
  if (landscape && landscape.length > START_RUN_LIMITS.EXECUTION_LANDSCAPE)
    throw fail(`--landscape: at most ${START_RUN_LIMITS.EXECUTION_LANDSCAPE} characters`);
  if (values['no-new-failures'] && !name)
    throw fail('--no-new-failures compares with the previous run of the same name: give --name');
  if (values['run-date'] !== undefined && !isValidDate(values['run-date']))
    throw fail(`--run-date: "${values['run-date']}" must be a real date YYYY-MM-DD`);
  if (values['run-time'] !== undefined && !isValidTime(values['run-time']))
    throw fail(`--run-time: "${values['run-time']}" must be a time HH:MM:SS`);
  const maxFailures = number(values['max-failures'], '--max-failures', 0, 100_000);
  if (maxFailures !== undefined && !Number.isInteger(maxFailures)) throw fail('--max-failures must be a whole number');
  const timeoutMinutes = number(values.timeout, '--timeout', 0.1, 7 * 24 * 60);
  return {
    folders,
    includeSubfolders: values['include-subfolders'] ?? false,
    testCases,
    name,
    landscape,
    runDate: values['run-date'],
    runTime: values['run-time'],
    variablesFile: values.variables,
    gates: {
      minPassRate: number(values['min-pass-rate'], '--min-pass-rate', 0, 100),
      maxFailures,
      noNewFailures: values['no-new-failures'] ?? false,
    },
    counting: { known: values['count-known'] ?? false, noise: values['count-noise'] ?? false },
    junitFile: values.junit,
    timeoutMs: timeoutMinutes === undefined ? undefined : timeoutMinutes * 60_000,
    connection: values,
  };
}
