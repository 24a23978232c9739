// `iftt-run`: the command-line runner for pipelines (issue 17). Starts runs on the service and judges them
// (`run`), or downloads the execution report (`report`). Messages go to stderr, results to stdout.
import { CliError, EXIT, Interrupted } from './cli-error';
import { readReportOptions, REPORT_HELP, reportCommand } from './report-command';
import { runCommand, type CommandIo } from './run-command';
import { readRunOptions, RUN_HELP } from './run-options';

const HELP = `Usage: iftt-run <command> [options]

Commands:
  run      start a test run, wait for it, write JUnit XML, fail the build on regressions
  report   download the Excel execution report

Run "iftt-run <command> --help" for a command's options and examples.

Examples:
  npx iftt-run run --backend https://sap-host:44300 --folder 102 --include-subfolders --name Nightly \\
    --min-pass-rate 95 --no-new-failures --junit junit.xml
  npx iftt-run report --backend https://sap-host:44300 --folder 102 --from 2026-11-01 --out report.xlsx`;

async function main(argv: readonly string[], io: CommandIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'run') {
    const options = readRunOptions(rest);
    if (options === 'help') return help(io, RUN_HELP);
    return runCommand(options, io);
  }
  if (command === 'report') {
    const options = readReportOptions(rest);
    if (options === 'help') return help(io, REPORT_HELP);
    return reportCommand(options, io);
  }
  if (command === '--help' || command === '-h' || command === 'help') return help(io, HELP);
  // Wrong usage, as docs/ci.md promises: a pipeline step that lost its command must not pass.
  if (command === undefined) throw new CliError(`No command given: use run or report.\n\n${HELP}`);
  throw new CliError(`Unknown command "${command}": use run or report.\n\n${HELP}`);
}

function help(io: CommandIo, text: string): number {
  io.stdout.write(`${text}\n`);
  return EXIT.ok;
}

const interrupt = new AbortController();
// Ctrl-C, or a CI server cancelling the job, stops waiting (the run goes on on the service); the default
// handlers would end the process before it could say which run that was.
process.once('SIGINT', () => interrupt.abort(new Interrupted(EXIT.interrupted)));
process.once('SIGTERM', () => interrupt.abort(new Interrupted(128 + 15)));

main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  signal: interrupt.signal,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`iftt-run: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = error instanceof CliError ? error.exitCode : EXIT.problem;
  },
);
