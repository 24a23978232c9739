// The test execution report as a real .xlsx, streamed row by row through our own XLSX writer so a million
// rows take seconds and little memory beyond the store (docs/interface/decisions.md#report-workbook-d7).
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ReportMembers } from '../../contract/requests';
import { REPORT_COLUMNS, REPORT_SHEETS, REPORT_VARIABLE_PREFIX } from '../../contract/requests';
import type { MockStore } from '../store/store-types';
import { dateCell, timeCell } from './excel-cells';
import { selectExecutions, type Execution } from './select-executions';
import { SUMMARY_COLUMNS, SummaryTotals } from './summary-totals';
import { byteStream, type ByteSink } from './xlsx/byte-stream';
import type { CellValue, SheetColumn } from './xlsx/sheet-writer';
import { XlsxWriter } from './xlsx/xlsx-writer';

const COLUMN_WIDTHS: Partial<Record<(typeof REPORT_COLUMNS)[number], number>> = {
  RUN_ID: 34,
  RUN_NAME: 34,
  FOLDER_DESCR: 36,
  DESCR: 48,
  MESSAGE: 60,
  DOCNUM: 34,
  STATUS_TXT: 22,
  OBJDEFID: 18,
  STARTED_BY: 14,
};
const DATE_COLUMNS = new Set(['STARTED_DATE', 'END_DATE']);
const TIME_COLUMNS = new Set(['STARTED_TIME', 'END_TIME']);
const CREATOR = 'Test Automation Dashboard mock service';
/** Rows between turns of the event loop, so other requests are served while a large report is built. */
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
  return { fileName: reportFileName(now), body: byteStream((sink) => writeWorkbook(store, members, sink, now)) };
}

/** Writes the whole workbook into the sink; resolves when it is complete. */
export async function writeWorkbook(
  store: MockStore,
  members: ReportMembers,
  sink: ByteSink,
  now: Date,
): Promise<void> {
  const variableNames = members.INCLUDE_BUSINESS_DATA === 'X' ? collectVariableNames(store, members) : [];
  const headers = [...REPORT_COLUMNS, ...variableNames.map((name) => `${REPORT_VARIABLE_PREFIX}${name}`)];
  const columns: SheetColumn[] = headers.map((header) => ({
    header,
    width: COLUMN_WIDTHS[header as keyof typeof COLUMN_WIDTHS] ?? Math.max(12, header.length + 2),
    format: DATE_COLUMNS.has(header) ? 'date' : TIME_COLUMNS.has(header) ? 'time' : undefined,
  }));

  const book = await XlsxWriter.start(sink, {
    sheetNames: [REPORT_SHEETS.executions, REPORT_SHEETS.summary],
    creator: CREATOR,
    created: now,
  });
  try {
    const sheet = await book.addSheet(columns);
    const totals = new SummaryTotals(store);
    let written = 0;
    for (const execution of selectExecutions(store, members)) {
      await sheet.addRow(executionRow(store, execution, variableNames));
      totals.add(execution);
      if (++written % ROWS_PER_SLICE === 0) await nextTurn();
    }
    await totals.writeRows(await book.addSheet(SUMMARY_COLUMNS));
    await book.close();
  } catch (error) {
    book.abort(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

function collectVariableNames(store: MockStore, members: ReportMembers): string[] {
  const names = new Set<string>();
  for (const { run, detail } of selectExecutions(store, members)) {
    for (const row of run.variables) if (row.CASEID === detail.CASEID) names.add(row.VAR_NAME);
  }
  return [...names].toSorted();
}

/** One Executions row: the report columns, then the business-data values. */
export function executionRow(
  store: MockStore,
  { run, detail }: Execution,
  variableNames: readonly string[],
): CellValue[] {
  const { record } = run;
  const row: CellValue[] = [
    record.RUN_ID,
    record.NAME,
    record.TYPE,
    record.STARTED_BY,
    dateCell(record.STARTED_DATE),
    timeCell(record.STARTED_TIME),
    dateCell(detail.END_DATE || record.END_DATE),
    timeCell(detail.END_TIME || record.END_TIME),
    detail.SCNRID,
    store.folders.get(detail.SCNRID)?.DESCR ?? '',
    detail.CASEID,
    detail.DESCR,
    detail.IFTYPE,
    detail.OBJDEFID,
    detail.STATUS,
    detail.STATUS_TXT,
    detail.MESSAGE,
    detail.DOCNUM,
  ];
  if (variableNames.length > 0) {
    const values = new Map(
      run.variables
        .filter((variable) => variable.CASEID === detail.CASEID)
        .map((variable) => [variable.VAR_NAME, variable.VAR_VALUE]),
    );
    for (const name of variableNames) row.push(values.get(name) ?? '');
  }
  return row;
}
