// `iftt-run report`: the Excel execution report (POST /testexecreport) with the report builder's filters,
// saved to a file. The same request body rules as the dashboard's (reportRequestSchema).
import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isAbort } from '../client/http/api-error';
import { generateReport } from '../client/reports/generate-report';
import { reportRequestSchema, type ReportMembers } from '../contract/requests';
import { EXIT, Interrupted, usageError } from './cli-error';
import { CONNECTION_HELP, CONNECTION_OPTIONS, SELECTION_OPTIONS, connect, explainFailure } from './connection';
import { checkOutputPath, fileProblem, type FileUse } from './file-problems';
import { describeReportFilterIssue } from './report-filter-issue';
import { untilAborted, withRetries } from './retry';
import type { CommandIo } from './run-command';

export const REPORT_HELP = `Usage: iftt-run report --out FILE [filters] [connection]

Downloads the Excel execution report: one row per executed test case per run that matches every filter.
Exit code: 0 saved, 2 usage, connection or authorisation problem, 130 Ctrl-C or 143 SIGTERM (nothing saved).

  --out FILE             where to save the workbook (.xlsx); an existing directory keeps the service's name
Filters (each optional, lists repeat the option):
  --folder ID            executions of a folder's test cases
  --include-subfolders   with --folder: and of its sub-folders
  --test-case ID         executions of a test case
  --from YYYY-MM-DD      runs started on or after this date
  --to YYYY-MM-DD        runs started on or before this date
  --time-from HH:MM:SS   runs started at or after this time of day
  --time-to HH:MM:SS     runs started at or before this time of day
  --run-type XX          run type: UT unit, RT regression, TD test design, CR change request, SM smoke
  --test-type N          test type (IFTYPE), e.g. 20 middleware unit test
  --automation-object ID automation object (OBJDEFID)
  --started-by USER      user who started the runs
  --content-search TEXT  free-text search in the payloads
  --business-data        add a column per variable (VAR:<name>)

${CONNECTION_HELP}

Examples:
  iftt-run report --backend https://sap-host:44300 --folder 102 --include-subfolders --from 2026-11-01 --out report.xlsx
  iftt-run report --backend http://localhost:5173 --run-type RT --started-by CI_USER --out reports/`;

const fail = (problem: string) => usageError(problem, 'report');

const outUse = (file: string): FileUse => ({ option: '--out', file, use: 'write', exampleName: 'report.xlsx' });

export function readReportOptions(argv: readonly string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        ...CONNECTION_OPTIONS,
        out: { type: 'string' },
        ...SELECTION_OPTIONS,
        from: { type: 'string' },
        to: { type: 'string' },
        'time-from': { type: 'string' },
        'time-to': { type: 'string' },
        'run-type': { type: 'string', multiple: true },
        'test-type': { type: 'string', multiple: true },
        'automation-object': { type: 'string', multiple: true },
        'started-by': { type: 'string', multiple: true },
        'content-search': { type: 'string' },
        'business-data': { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw fail((error as Error).message);
  }
  if (values.help) return 'help' as const;
  if (!values.out) throw fail('--out is missing: say where to save the workbook, e.g. --out report.xlsx');
  if (values['include-subfolders'] && !values.folder) throw fail('--include-subfolders needs a --folder');
  const members: ReportMembers = {};
  if (values.folder) {
    members.FOLDERS = values.folder;
    members.INCLUDE_SUBFOLDERS = values['include-subfolders'] ? 'X' : '';
  }
  if (values['test-case']) members.TEST_CASES = values['test-case'];
  if (values.from) members.STARTED_DATE_FROM = values.from;
  if (values.to) members.STARTED_DATE_TO = values.to;
  if (values['time-from']) members.STARTED_TIME_FROM = values['time-from'];
  if (values['time-to']) members.STARTED_TIME_TO = values['time-to'];
  if (values['run-type']) members.TEST_RUN_TYPES = values['run-type'].map((type) => type.toUpperCase());
  if (values['test-type']) members.TEST_TYPES = values['test-type'];
  if (values['automation-object']) members.AUTOMATION_OBJECTS = values['automation-object'];
  if (values['started-by']) members.STARTED_BY = values['started-by'];
  if (values['content-search']?.trim()) members.CONTENT_SEARCH_TEXT = values['content-search'].trim();
  if (values['business-data']) members.INCLUDE_BUSINESS_DATA = 'X';
  const checked = reportRequestSchema.safeParse({ DATA: members });
  if (!checked.success) throw fail(describeReportFilterIssue(checked.error.issues[0]!, values));
  return { out: values.out, members, connection: values };
}

export async function reportCommand(options: Exclude<ReturnType<typeof readReportOptions>, 'help'>, io: CommandIo) {
  const connection = connect(options.connection, io.env, 'report');
  await checkOutputPath({ ...outUse(options.out), folderTakesFile: true });
  try {
    // A report changes nothing on the service, so unlike a run start it may be asked for again.
    // Ctrl-C or a cancelled CI job ends the wait at once, retries and their pauses included.
    const report = await untilAborted(
      withRetries(() => generateReport(options.members), {
        retries: connection.retries,
        signal: io.signal,
        onRetry: (error, wait) =>
          io.stderr.write(
            `The service did not answer (${error.detail ?? error.message}); trying again in ${wait / 1000} s\n`,
          ),
      }),
      io.signal,
    );
    const isDirectory = await stat(options.out).then(
      (info) => info.isDirectory(),
      () => false,
    );
    const file = isDirectory ? join(options.out, report.fileName) : options.out;
    const bytes = new Uint8Array(await report.blob.arrayBuffer());
    await writeFile(file, bytes).catch((error: unknown) => {
      throw fileProblem(error, outUse(file));
    });
    io.stderr.write(`Report saved to ${file} (${report.blob.size} bytes)\n`);
    return EXIT.ok;
  } catch (error) {
    if (isAbort(error) || io.signal.aborted) {
      io.stderr.write('Stopped: no report was saved.\n');
      return io.signal.reason instanceof Interrupted ? io.signal.reason.exitCode : EXIT.interrupted;
    }
    throw explainFailure(error, connection, connection.retries + 1);
  }
}
