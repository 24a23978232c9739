// The test execution report as a real .xlsx, written row by row with ExcelJS's streaming writer so a
// million rows stay within modest memory (decisions.md §7).
import { PassThrough, Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ReportMembers } from '../../contract/requests';
import { REPORT_COLUMNS, REPORT_SHEETS, REPORT_VARIABLE_PREFIX } from '../../contract/requests';
import type { MockStore } from '../store/store-types';
import { selectExecutions, type Execution } from './select-executions';
import { SummaryTotals } from './summary-totals';
import { dateCell, timeCell, DATE_FORMAT, TIME_FORMAT } from './excel-cells';

const COLUMN_WIDTHS: Partial<Record<(typeof REPORT_COLUMNS)[number], number>> = {
  RUN_ID: 34, RUN_NAME: 34, FOLDER_DESCR: 36, DESCR: 48, MESSAGE: 60, DOCNUM: 34, STATUS_TXT: 22, OBJDEFID: 18, STARTED_BY: 14,
};
const DATE_COLUMNS = new Set(['STARTED_DATE', 'END_DATE']);
const TIME_COLUMNS = new Set(['STARTED_TIME', 'END_TIME']);
/** Rows between pauses that let the zip stream drain to the client. */
const ROWS_PER_SLICE = 2_000;

export interface ReportStream {
  fileName: string;
  body: ReadableStream<Uint8Array>;
}

export function reportFileName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `test-execution-report-${stamp}.xlsx`;
}

export function streamReport(store: MockStore, members: ReportMembers, now: Date): ReportStream {
  const output = new PassThrough();
  writeWorkbook(store, members, output).catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return { fileName: reportFileName(now), body: Readable.toWeb(output) as ReadableStream<Uint8Array> };
}

/** Writes the whole workbook to a Node stream; resolves when it is complete. */
export async function writeWorkbook(store: MockStore, members: ReportMembers, output: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Test Automation Dashboard mock service';
  const variableNames = members.INCLUDE_BUSINESS_DATA === 'X' ? collectVariableNames(store, members) : [];
  const headers = [...REPORT_COLUMNS, ...variableNames.map((name) => `${REPORT_VARIABLE_PREFIX}${name}`)];

  const sheet = workbook.addWorksheet(REPORT_SHEETS.executions, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header) => ({
    header,
    key: header,
    width: COLUMN_WIDTHS[header as keyof typeof COLUMN_WIDTHS] ?? Math.max(12, header.length + 2),
    ...(DATE_COLUMNS.has(header) ? { style: { numFmt: DATE_FORMAT } } : TIME_COLUMNS.has(header) ? { style: { numFmt: TIME_FORMAT } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: headers.length } };

  const totals = new SummaryTotals(store);
  let written = 0;
  for (const execution of selectExecutions(store, members)) {
    sheet.addRow(executionRow(store, execution, variableNames)).commit();
    totals.add(execution);
    if (++written % ROWS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  sheet.commit();
  totals.writeSheet(workbook.addWorksheet(REPORT_SHEETS.summary, { views: [{ state: 'frozen', ySplit: 1 }] }));
  await workbook.commit();
}

function collectVariableNames(store: MockStore, members: ReportMembers): string[] {
  const names = new Set<string>();
  for (const { run, detail } of selectExecutions(store, members)) {
    for (const row of run.variables) if (row.CASEID === detail.CASEID) names.add(row.VAR_NAME);
  }
  return [...names].toSorted();
}

/** One Executions row: the report columns, then the business-data values. */
export function executionRow(store: MockStore, { run, detail }: Execution, variableNames: readonly string[]): unknown[] {
  const { record } = run;
  const row: unknown[] = [
    record.RUN_ID, record.NAME, record.TYPE, record.STARTED_BY,
    dateCell(record.STARTED_DATE), timeCell(record.STARTED_TIME), dateCell(detail.END_DATE || record.END_DATE), timeCell(detail.END_TIME || record.END_TIME),
    detail.SCNRID, store.folders.get(detail.SCNRID)?.DESCR ?? '', detail.CASEID, detail.DESCR, detail.IFTYPE, detail.OBJDEFID,
    detail.STATUS, detail.STATUS_TXT, detail.MESSAGE, detail.DOCNUM,
  ];
  if (variableNames.length > 0) {
    const values = new Map(run.variables.filter((variable) => variable.CASEID === detail.CASEID).map((variable) => [variable.VAR_NAME, variable.VAR_VALUE]));
    for (const name of variableNames) row.push(values.get(name) ?? '');
  }
  return row;
}
