// The test execution report as a real .xlsx, streamed row by row through our own XLSX writer so a million
// rows take seconds and little memory beyond the store (docs/interface/decisions.md#report-workbook-d7). A
// first pass over the same rows measures the columns; status cells are coloured by outcome.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ReportMembers } from '../../contract/requests';
import { REPORT_COLUMNS, REPORT_SHEETS, REPORT_VARIABLE_PREFIX } from '../../contract/requests';
import type { MockStore } from '../store/store-types';
import { dateCell, statusCell, timeCell } from './excel-cells';
import { selectExecutions, type Execution } from './select-executions';
import { writeSummarySheet } from './summary-sheet';
import { SummaryTotals } from './summary-totals';
import { byteStream, type ByteSink } from './xlsx/byte-stream';
import type { CellFormat } from './xlsx/cell-styles';
import { ContentWidths, fitWidth, shownChars } from './xlsx/column-widths';
import type { CellValue, SheetColumn } from './xlsx/sheet-writer';
import { XlsxWriter } from './xlsx/xlsx-writer';

const DATE_COLUMNS = new Set(['STARTED_DATE', 'END_DATE']);
const TIME_COLUMNS = new Set(['STARTED_TIME', 'END_TIME']);
const formatOf = (header: string): CellFormat | undefined =>
  DATE_COLUMNS.has(header) ? 'date' : TIME_COLUMNS.has(header) ? 'time' : undefined;
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
  const { variableNames, chars } = await surveyExecutions(store, members);
  const headers = [...REPORT_COLUMNS, ...variableNames.map((name) => `${REPORT_VARIABLE_PREFIX}${name}`)];
  const columns: SheetColumn[] = headers.map((header, index) => ({
    header,
    width: fitWidth(header, chars[index]!),
    format: formatOf(header),
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
    await writeSummarySheet(book, store, members, totals, now);
    await book.close();
  } catch (error) {
    book.abort(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

/**
 * A pass over the matching executions before any is written, as an .xlsx states its column widths before its
 * rows: the business-data variable names (with INCLUDE_BUSINESS_DATA) and how many characters each column's
 * widest content has, report columns first, then the variables in name order.
 */
async function surveyExecutions(
  store: MockStore,
  members: ReportMembers,
): Promise<{ variableNames: string[]; chars: number[] }> {
  const fixed = new ContentWidths(REPORT_COLUMNS.map(formatOf));
  const variableChars = new Map<string, number>();
  const withVariables = members.INCLUDE_BUSINESS_DATA === 'X';
  let seen = 0;
  for (const execution of selectExecutions(store, members)) {
    fixed.measure(executionRow(store, execution, []));
    if (withVariables) {
      for (const { CASEID, VAR_NAME, VAR_VALUE } of execution.run.variables) {
        if (CASEID !== execution.detail.CASEID) continue;
        variableChars.set(VAR_NAME, Math.max(variableChars.get(VAR_NAME) ?? 0, shownChars(VAR_VALUE, undefined)));
      }
    }
    if (++seen % ROWS_PER_SLICE === 0) await nextTurn();
  }
  const variableNames = [...variableChars.keys()].toSorted();
  return { variableNames, chars: [...fixed.chars, ...variableNames.map((name) => variableChars.get(name)!)] };
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
    statusCell(detail.STATUS, detail.STATUS),
    statusCell(detail.STATUS_TXT, detail.STATUS),
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
