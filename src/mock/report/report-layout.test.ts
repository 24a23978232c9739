// The workbook as it opens and prints: widths, frozen header, print titles, page setup, coloured statuses and
// the Summary sheet, on four executions whose statuses and folders the test sets, so every figure is known.
import ExcelJS from 'exceljs';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusText } from '../../contract/codes';
import { unpadId } from '../../contract/ids';
import type { ReportMembers } from '../../contract/requests';
import { createTestClient, type TestClient } from '../testing/service-client';
import { streamReport } from './stream-report';
import { filterLines } from './summary-sheet';

const BUILT_AT = new Date('2026-11-21T09:30:15Z');
const STATUSES = ['S', 'W', 'E', 'A'];
const LONG_MESSAGE = 'x'.repeat(80);
const GREEN = 'FFC6EFCE';
const AMBER = 'FFFFEB9C';
const RED = 'FFFFC7CE';

let client: TestClient;
let members: ReportMembers;
let fixture: { runId: string; runName: string; folders: [string, string]; caseIds: string[] };
let book: ExcelJS.Workbook;

beforeAll(async () => {
  client = await createTestClient();
  const { store } = client.service;
  const run = store.runs.get(store.runIdsNewestFirst[0]!)!;
  const folders = store.childFolderIds.get('0000000000')!.slice(0, 2) as [string, string];
  const details = run.details.slice(0, 4);
  details.forEach((detail, index) => {
    detail.STATUS = STATUSES[index]!;
    detail.STATUS_TXT = statusText(detail.STATUS);
    detail.SCNRID = folders[index < 2 ? 0 : 1];
    detail.MESSAGE = index === 0 ? LONG_MESSAGE : 'short';
  });
  fixture = {
    runId: run.record.RUN_ID,
    runName: run.record.NAME,
    folders,
    caseIds: details.map((detail) => detail.CASEID),
  };
  members = {
    FOLDERS: folders.map(unpadId),
    TEST_CASES: fixture.caseIds,
    STARTED_DATE_FROM: run.record.STARTED_DATE,
    STARTED_DATE_TO: run.record.STARTED_DATE,
    STARTED_TIME_FROM: run.record.STARTED_TIME,
    STARTED_TIME_TO: run.record.STARTED_TIME,
  };
  book = new ExcelJS.Workbook();
  await book.xlsx.load(await new Response(streamReport(store, members, BUILT_AT).body).arrayBuffer());
});
afterAll(() => client.service.close());

const texts = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);
const columnOf = (sheet: ExcelJS.Worksheet, header: string) =>
  sheet.getColumn(texts(sheet.getRow(1)).indexOf(header) + 1);

describe('the report workbook, opened and printed', () => {
  it('fits each column to its content, up to a cap for long text', () => {
    const sheet = book.getWorksheet('Executions')!;
    expect(sheet.rowCount).toBe(5);
    // Header-wide (upper case, bold, with a filter button), content-wide, and capped at 60 characters.
    expect(columnOf(sheet, 'RUN_TYPE').width).toBe(13);
    expect(columnOf(sheet, 'STATUS_TXT').width).toBe('Passed with warnings'.length + 2);
    expect(columnOf(sheet, 'MESSAGE').width).toBe(62);
    // Every cell shows whole: as wide as its text (up to the cap), a date counted as its 10 characters.
    const tooNarrow = Array.from({ length: sheet.columnCount }, (_, index) => sheet.getColumn(index + 1)).filter(
      (column) => {
        let widest = 0;
        column.eachCell((cell) => {
          widest = Math.max(widest, cell.value instanceof Date ? 10 : String(cell.value).length);
        });
        return column.width! < Math.min(widest, 60);
      },
    );
    expect(tooNarrow.map((column) => column.values[1])).toEqual([]);
  });

  it('keeps the header row in view and prints it on every landscape page, one page wide', () => {
    for (const [name, headerRow] of [
      ['Executions', 1],
      ['Summary', 9],
    ] as const) {
      const sheet = book.getWorksheet(name)!;
      expect({ name, ...sheet.views[0] }).toMatchObject({ name, state: 'frozen', ySplit: headerRow });
      expect({ name, ...sheet.pageSetup }).toMatchObject({
        name,
        printTitlesRow: `${headerRow}:${headerRow}`,
        orientation: 'landscape',
        fitToPage: true,
        fitToWidth: 1,
        fitToHeight: 0,
      });
    }
  });

  it('colours both status cells by outcome: passed green, with warnings amber, failed and aborted red', () => {
    const sheet = book.getWorksheet('Executions')!;
    const fills = [2, 3, 4, 5].map((row) =>
      ['STATUS', 'STATUS_TXT'].map((header) => {
        const cell = sheet.getCell(row, Number(columnOf(sheet, header).number));
        return [cell.value, cell.fill?.type === 'pattern' ? cell.fill.fgColor?.argb : undefined];
      }),
    );
    expect(fills).toEqual([
      [
        ['S', GREEN],
        ['Passed', GREEN],
      ],
      [
        ['W', AMBER],
        ['Passed with warnings', AMBER],
      ],
      [
        ['E', RED],
        ['Failed', RED],
      ],
      [
        ['A', RED],
        ['Aborted', RED],
      ],
    ]);
    expect(sheet.getCell(2, Number(columnOf(sheet, 'MESSAGE').number)).fill?.type).toBeUndefined();
  });

  it('states when it was built and with which filters, then the totals and pass rates for all, per run and per folder', () => {
    const sheet = book.getWorksheet('Summary')!;
    const { store } = client.service;
    const [first, second] = fixture.folders;
    const rows = Array.from({ length: sheet.rowCount }, (_, index) => texts(sheet.getRow(index + 1)));
    const [builtLabel, builtAt] = rows[0]!;
    expect(builtLabel).toBe('Built at');
    expect(Math.abs((builtAt as Date).getTime() - BUILT_AT.getTime())).toBeLessThan(1000);
    expect(sheet.getCell('B1').numFmt).toBe('yyyy-mm-dd hh:mm:ss "UTC"');
    expect(rows.slice(1, 8)).toEqual([
      [
        'Filters',
        `FOLDERS: ${unpadId(first)} (${store.folders.get(first)!.DESCR}), ${unpadId(second)} (${store.folders.get(second)!.DESCR})`,
      ],
      [undefined, `TEST_CASES: ${fixture.caseIds.join(', ')}`],
      [undefined, `STARTED_TIME_FROM: ${members.STARTED_TIME_FROM}`],
      [undefined, `STARTED_TIME_TO: ${members.STARTED_TIME_TO}`],
      [undefined, `STARTED_DATE_FROM: ${members.STARTED_DATE_FROM}`],
      [undefined, `STARTED_DATE_TO: ${members.STARTED_DATE_TO}`],
      [],
    ]);
    const table = rows.slice(8).map((row) => row.map((value) => (value instanceof Date ? 'date' : value)));
    expect(table).toEqual([
      ['SCOPE', 'ID', 'NAME', 'STARTED_DATE', 'TOTAL', 'PASSED', 'FAILED', 'PASS_RATE'],
      ['ALL', undefined, 'All executions', undefined, 4, 2, 2, 0.5],
      ['RUN', fixture.runId, fixture.runName, 'date', 4, 2, 2, 0.5],
      ['FOLDER', first, store.folders.get(first)!.DESCR, undefined, 2, 2, 0, 1],
      ['FOLDER', second, store.folders.get(second)!.DESCR, undefined, 2, 0, 2, 0],
    ]);
    expect(sheet.getCell('E10').font?.bold).toBe(true);
    expect(sheet.getCell('H11').numFmt).toBe('0.0%');
    expect(sheet.autoFilter).toBe('A9:H13');
  });

  it('says when no filter was set, and names ten values of a long list and how many there are', async () => {
    const { store } = client.service;
    // Only the Summary sheet is parsed: the Executions sheet holds every execution of the data set.
    const bytes = await new Response(streamReport(store, {}, BUILT_AT).body).arrayBuffer();
    const summary = XLSX.read(bytes, { sheets: 'Summary' }).Sheets.Summary!;
    expect([summary.A2?.v, summary.B2?.v]).toEqual(['Filters', 'none: every execution']);
    const cases = Array.from({ length: 12 }, (_, index) => String(100_013 + index));
    expect(
      filterLines(store, { TEST_CASES: cases, INCLUDE_BUSINESS_DATA: 'X', CONTENT_SEARCH_TEXT: 'PO 4711' }),
    ).toEqual([
      `TEST_CASES: ${cases.slice(0, 10).join(', ')} … (12 in all)`,
      'INCLUDE_BUSINESS_DATA: X',
      'CONTENT_SEARCH_TEXT: PO 4711',
    ]);
  });
});
