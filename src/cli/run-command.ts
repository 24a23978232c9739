// `iftt-run run`: checks what to run, starts it asynchronously, follows it to the end, writes JUnit XML,
// prints the summary and judges the gates. Talks to the service only through the API layer (src/client/).
import { readFile } from 'node:fs/promises';
import { evaluateGates, previousRunOf } from '../analysis/gates';
import { isAbort } from '../client/http/api-error';
import { getScenario } from '../client/scenarios/get-scenario';
import { getTestCase } from '../client/test-cases/get-test-case';
import { getTestRun } from '../client/test-runs/get-test-run';
import { getTestRuns } from '../client/test-runs/get-test-runs';
import { startTestRun } from '../client/test-runs/start-test-run';
import { paths } from '../routes/paths';
import type { TestRun } from '../contract/records';
import type { StartRunMembers, TestContainerRow } from '../contract/requests';
import { CliError, EXIT, Interrupted } from './cli-error';
import { connect, explainFailure, type Connection } from './connection';
import { checkOutputPath, fileProblem } from './file-problems';
import { junitFileUse, writeJunitFile } from './junit-file';
import { createProgress } from './progress';
import type { RunOptions } from './run-options';
import { isTransient, untilAborted, withRetries } from './retry';
import { readRunTriage, type TriageReading } from './run-triage';
import { gatesSummary, runSummary } from './summary';
import { apartLabels, triageSummary, uncountedCases } from './triage-summary';
import { parseVariablesFile, VariablesFileError } from './variables-file';
import { waitForRun, WaitTimedOut } from './wait-for-run';

export interface CommandIo {
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
  env: NodeJS.ProcessEnv;
  /** Aborted on Ctrl-C. */
  signal: AbortSignal;
}

export async function runCommand(options: RunOptions, io: CommandIo): Promise<number> {
  const variables = options.variablesFile ? await readVariables(options.variablesFile) : [];
  const connection = connect(options.connection, io.env, 'run');
  if (options.junitFile) await checkOutputPath(junitFileUse(options.junitFile));
  const finished = await startAndFollow(options, variables, connection, io);
  if (typeof finished === 'number') return finished;
  const { run, previous } = finished;
  const say = (line: string) => io.stderr.write(`${line}\n`);
  let triage: TriageReading | undefined;
  try {
    triage = await untilAborted(
      readRunTriage(run, connection.dashboardUrl, {
        signal: io.signal,
        onWait: (waitMs) =>
          say(`Waiting up to ${waitMs / 1000} s for the dashboard's history to take in run ${run.RUN_ID} (its triage)`),
      }),
      io.signal,
    );
  } catch (error) {
    if (!isAbort(error) && !io.signal.aborted) throw error;
    say(
      `Stopped waiting for the dashboard's triage. Run ${run.RUN_ID} has finished: ${runUrl(connection, run.RUN_ID)}`,
    );
    return io.signal.reason instanceof Interrupted ? io.signal.reason.exitCode : EXIT.interrupted;
  }

  // The run is over whatever happens to the file: its results are printed even when the file fails.
  const junitProblem = options.junitFile
    ? await writeJunitFile(run, options.junitFile, {
        connection,
        runUrl: runUrl(connection, run.RUN_ID),
        knownFailures: apartLabels(triage, options.counting),
        say,
      })
    : undefined;
  const verdicts = evaluateGates(run, previous, options.gates, uncountedCases(triage, options.counting));
  const triageText = triageSummary(run, triage, options.counting);
  io.stdout.write(
    `${runSummary(run, runUrl(connection, run.RUN_ID))}\n${triageText ? `${triageText}\n` : ''}${gatesSummary(verdicts)}\n`,
  );
  if (junitProblem) throw junitProblem;
  return verdicts.every((verdict) => verdict.holds) ? EXIT.ok : EXIT.gateFailed;
}

/** Checks, starts and waits for the run: the finished run, or the exit code of a stop (Ctrl-C, SIGTERM). */
async function startAndFollow(
  options: RunOptions,
  variables: TestContainerRow[],
  connection: Connection,
  io: CommandIo,
): Promise<{ run: TestRun; previous: TestRun | undefined } | number> {
  const say = (line: string) => io.stderr.write(`${line}\n`);
  const retrying = { retries: connection.retries, signal: io.signal, onRetry: retryNotice(say) };
  let runId: string | undefined;
  // Which step failed decides what the message can promise: how often it was tried, whether a run started.
  let step: 'check' | 'start' | 'wait' = 'check';
  const pollRetries = Math.max(connection.retries, 3);
  try {
    // Reads first, with retries: they prove the service is there and the user may use it, name unknown
    // IDs clearly, and fix the run to compare with before this one exists.
    await untilAborted(
      withRetries(() => checkExists(options), retrying),
      io.signal,
    );
    const previous = options.gates.noNewFailures
      ? await untilAborted(
          withRetries(() => previousRun(options.name), retrying),
          io.signal,
        )
      : undefined;
    if (io.signal.aborted) throw io.signal.reason;

    step = 'start';
    const started = await startTestRun(startMembers(options, variables));
    runId = started.kind === 'async' ? started.runId : started.run.RUN_ID;
    step = 'wait';
    say(`Started run ${runId}${options.name ? ` "${options.name}"` : ''}: ${runUrl(connection, runId)}`);

    const progress = createProgress(io.stderr);
    let run: TestRun;
    try {
      run =
        started.kind === 'sync'
          ? started.run
          : await untilAborted(
              waitForRun(runId, {
                signal: io.signal,
                retries: pollRetries,
                deadline: options.timeoutMs === undefined ? undefined : Date.now() + options.timeoutMs,
                onProgress: (current) => progress.update(current),
                onRetry: (error, wait) => {
                  progress.end();
                  say(`Reading the run failed (${error.detail ?? error.message}); trying again in ${wait / 1000} s`);
                },
              }),
              io.signal,
            );
    } finally {
      progress.end();
    }
    return { run, previous };
  } catch (error) {
    if (isAbort(error) || io.signal.aborted) {
      say(
        runId
          ? `Stopped waiting. Run ${runId} goes on on the service: ${runUrl(connection, runId)}`
          : 'Stopped before any run was started.',
      );
      return io.signal.reason instanceof Interrupted ? io.signal.reason.exitCode : EXIT.interrupted;
    }
    if (error instanceof WaitTimedOut)
      throw new CliError(
        `Stopped waiting after --timeout ${options.timeoutMs! / 60_000} min. Run ${runId} goes on on the service: ${runUrl(connection, runId!)}`,
      );
    const attempts = { check: connection.retries + 1, start: 1, wait: pollRetries + 1 }[step];
    const explained = explainFailure(error, connection, attempts);
    if (runId)
      throw new CliError(
        `${explained.message}\nRun ${runId} was started and goes on on the service: ${runUrl(connection, runId)}`,
      );
    // A start cut off on the way back may have reached the service: it is never repeated blindly.
    if (step === 'start' && isTransient(error))
      throw new CliError(
        `${explained.message}\nThe run may have started anyway: look in the dashboard before starting it again.`,
      );
    throw explained;
  }
}

const runUrl = (connection: Connection, runId: string) => `${connection.dashboardUrl}${paths.run.href(runId)}`;

const retryNotice =
  (say: (line: string) => void) => (error: { detail?: string | undefined; message: string }, wait: number) =>
    say(`The service did not answer (${error.detail ?? error.message}); trying again in ${wait / 1000} s`);

async function readVariables(file: string): Promise<TestContainerRow[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw fileProblem(error, { option: '--variables', file, use: 'read' });
  }
  try {
    return parseVariablesFile(text, file);
  } catch (error) {
    if (error instanceof VariablesFileError) throw new CliError(`--variables: ${error.message}`);
    throw error;
  }
}

/** Every folder and test case named exists; the service's own 404 message names the first that does not. */
async function checkExists(options: RunOptions): Promise<void> {
  const reads = [
    ...options.folders.map((id) => () => getScenario(id)),
    ...options.testCases.map((id) => () => getTestCase(id)),
  ];
  // A few at a time: a pipeline may list hundreds of test cases, and the SAP system serves others too.
  for (let start = 0; start < reads.length; start += CHECKS_AT_ONCE)
    await Promise.all(reads.slice(start, start + CHECKS_AT_ONCE).map((read) => read()));
}

const CHECKS_AT_ONCE = 8;

async function previousRun(name: string): Promise<TestRun | undefined> {
  const listed = previousRunOf(await getTestRuns({ NAME: name }), name);
  return listed && getTestRun(listed.RUN_ID, { $includeDetails: true });
}

function startMembers(options: RunOptions, variables: TestContainerRow[]): StartRunMembers {
  const members: StartRunMembers = { ASYNC: 'X' };
  if (options.folders.length > 0) {
    members.SCENARIOS = options.folders;
    members.INCLUDE_SUBFOLDERS = options.includeSubfolders ? 'X' : '';
  }
  if (options.testCases.length > 0) members.TEST_CASES = options.testCases;
  if (options.name) members.TEST_RUN_NAME = options.name;
  if (options.landscape) members.EXECUTION_LANDSCAPE = options.landscape;
  if (options.runDate) members.TEST_RUN_DATE = options.runDate;
  if (options.runTime) members.TEST_RUN_TIME = options.runTime;
  if (variables.length > 0) members.TEST_CONTAINER = variables;
  return members;
}
