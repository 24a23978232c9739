import ExcelJS from 'exceljs';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_COLUMNS, type ReportMembers } from '../../contract/requests';
import { folderSubtreeIds } from '../queries/select-scenarios';
import { createTestClient, errorMessage, type TestClient } from '../testing/service-client';
import { TRUNCATION_MARKER } from './xlsx/cell-text';

let client: TestClient;
beforeAll(async () => {
  client = await createTestClient();
});
afterAll(() => client.service.close());

async function report(members: ReportMembers) {
  const response = await client.post('/testexecreport', { DATA: members });
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.getWorksheet('Executions')!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    rows.push(Object.fromEntries(headers.map((header, index) => [header, row.getCell(index + 1).value])));
  });
  return { response, workbook, sheet, headers, rows };
}

/** The Executions sheet as a user sees it: every cell as its displayed text, read by SheetJS. */
async function displayedRows(members: ReportMembers) {
  const response = await client.post('/testexecreport', { DATA: members });
  expect(response.status).toBe(200);
  const book = XLSX.read(new Uint8Array(await response.arrayBuffer()));
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets.Executions!, { header: 1, raw: false, defval: '' });
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : '');

describe('POST /testexecreport', () => {
  it('answers a named .xlsx with a frozen, filtered header and typed date and time cells', async () => {
    const { response, sheet, headers, rows, workbook } = await report({ STARTED_DATE_FROM: '2026-11-15' });
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="test-execution-report-\d{8}-\d{6}\.xlsx"$/,
    );
    expect(headers).toEqual([...REPORT_COLUMNS]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(rows.length).toBeGreaterThan(0);
    expect(sheet.autoFilter).toBe(`A1:R${rows.length + 1}`);
    // Typed cells: ExcelJS reads date- and time-formatted numbers back as Dates.
    expect(rows.every((row) => row.STARTED_DATE instanceof Date && row.STARTED_TIME instanceof Date)).toBe(true);
    expect(sheet.getColumn(5).numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getColumn(6).numFmt).toBe('hh:mm:ss');
    const summary = workbook.getWorksheet('Summary')!;
    expect(summary.rowCount).toBeGreaterThan(1);
  });

  it('shows every matching execution, newest run first, with the service’s own values, dates and times', async () => {
    const store = client.service.store;
    const expected: string[][] = [];
    for (const runId of store.runIdsNewestFirst) {
      const { record, details } = store.runs.get(runId)!;
      if (record.STARTED_DATE < '2026-11-15') continue;
      for (const detail of details) {
        expected.push([
          record.RUN_ID,
          record.NAME,
          record.TYPE,
          record.STARTED_BY,
          record.STARTED_DATE,
          record.STARTED_TIME,
          detail.END_DATE || record.END_DATE,
          detail.END_TIME || record.END_TIME,
          detail.SCNRID,
          store.folders.get(detail.SCNRID)?.DESCR ?? '',
          detail.CASEID,
          detail.DESCR,
          String(detail.IFTYPE),
          detail.OBJDEFID,
          detail.STATUS,
          detail.STATUS_TXT,
          detail.MESSAGE,
          detail.DOCNUM,
        ]);
      }
    }
    expect(expected.length).toBeGreaterThan(0);
    expect(await displayedRows({ STARTED_DATE_FROM: '2026-11-15' })).toEqual([[...REPORT_COLUMNS], ...expected]);
  });

  it('writes untrusted text exactly as stored: markup, controls, emoji; over-long text cut with a marker', async () => {
    const [runId] = client.service.store.runIdsNewestFirst;
    const run = client.service.store.runs.get(runId!)!;
    const [first, second] = run.details;
    const saved = [first!.MESSAGE, second!.MESSAGE];
    const hostile = '<b>&amp;</b> ]]> \u0001\u001F tab\t"quote" _x0041_ 😀';
    first!.MESSAGE = hostile;
    second!.MESSAGE = 'y'.repeat(40_000);
    try {
      const rows = await displayedRows({
        STARTED_DATE_FROM: run.record.STARTED_DATE,
        TEST_CASES: [first!.CASEID, second!.CASEID],
      });
      const message = REPORT_COLUMNS.indexOf('MESSAGE');
      const ofRun = rows.filter((row) => row[0] === run.record.RUN_ID);
      expect(ofRun.map((row) => row[message])).toEqual([
        hostile,
        `${'y'.repeat(32_767 - TRUNCATION_MARKER.length)}${TRUNCATION_MARKER}`,
      ]);
    } finally {
      [first!.MESSAGE, second!.MESSAGE] = saved as [string, string];
    }
  });

  it('leaves out the test cases of a run in progress that are still queued or running', async () => {
    const [runId] = client.service.store.runIdsNewestFirst;
    const run = client.service.store.runs.get(runId!)!;
    const [queued, running, done] = run.details;
    const saved = [queued!.STATUS, running!.STATUS];
    queued!.STATUS = 'Q';
    running!.STATUS = 'R';
    try {
      const { rows } = await report({
        STARTED_DATE_FROM: run.record.STARTED_DATE,
        TEST_CASES: [queued!.CASEID, running!.CASEID, done!.CASEID],
      });
      const ofRun = rows.filter((row) => row.RUN_ID === run.record.RUN_ID);
      expect(ofRun.map((row) => row.CASEID)).toEqual([done!.CASEID]);
    } finally {
      [queued!.STATUS, running!.STATUS] = saved as [string, string];
    }
  });

  it('includes exactly the executions that match every filter', async () => {
    const store = client.service.store;
    const [rootId] = store.childFolderIds.get('0000000000')!;
    const folders = new Set(folderSubtreeIds(store, rootId!));
    const members: ReportMembers = {
      FOLDERS: [String(Number(rootId))],
      INCLUDE_SUBFOLDERS: 'X',
      STARTED_DATE_FROM: '2026-10-01',
      STARTED_DATE_TO: '2026-11-30',
      TEST_RUN_TYPES: ['RT', 'UT'],
    };
    const { rows } = await report(members);
    let expected = 0;
    for (const run of store.runs.values()) {
      if (run.record.STARTED_DATE < '2026-10-01' || !['RT', 'UT'].includes(run.record.TYPE)) continue;
      expected += run.details.filter((detail) => folders.has(detail.SCNRID)).length;
    }
    expect(rows).toHaveLength(expected);
    for (const row of rows) {
      expect(folders.has(String(row.SCNRID))).toBe(true);
      expect(['RT', 'UT']).toContain(row.RUN_TYPE);
      expect(iso(row.STARTED_DATE) >= '2026-10-01').toBe(true);
    }
  });

  it('filters by test type, automation object, user, time of day and content search text', async () => {
    const sample = [...client.service.store.runs.values()][5]!;
    const detail = sample.details[0]!;
    const { rows } = await report({
      TEST_TYPES: [String(detail.IFTYPE)],
      AUTOMATION_OBJECTS: [detail.OBJDEFID],
      STARTED_BY: [sample.record.STARTED_BY.toLowerCase()],
      STARTED_TIME_FROM: '00:00:00',
      STARTED_TIME_TO: '23:59:59',
      CONTENT_SEARCH_TEXT: detail.DESCR.slice(0, 12),
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every(
        (row) =>
          row.IFTYPE === detail.IFTYPE &&
          row.OBJDEFID === detail.OBJDEFID &&
          row.STARTED_BY === sample.record.STARTED_BY,
      ),
    ).toBe(true);
    const needle = detail.DESCR.slice(0, 12).toLowerCase();
    expect(
      rows.every((row) =>
        `${String(row.DESCR)} ${String(row.MESSAGE)} ${String(row.DOCNUM)}`.toLowerCase().includes(needle),
      ),
    ).toBe(true);
  });

  it('adds a VAR:<name> column per variable with business data', async () => {
    const { headers, rows } = await report({ STARTED_DATE_FROM: '2026-11-10', INCLUDE_BUSINESS_DATA: 'X' });
    const variableColumns = headers.filter((header) => header.startsWith('VAR:'));
    expect(variableColumns.length).toBeGreaterThan(0);
    expect(rows.some((row) => variableColumns.some((column) => row[column]))).toBe(true);
  });

  it('answers a valid workbook with headers and no rows when nothing matches', async () => {
    const { headers, rows } = await report({ STARTED_DATE_FROM: '2030-01-01' });
    expect(headers).toEqual([...REPORT_COLUMNS]);
    expect(rows).toHaveLength(0);
  });

  it('rejects bad filters with 400', async () => {
    const response = await client.post('/testexecreport', {
      DATA: { STARTED_DATE_FROM: '2026-12-01', STARTED_DATE_TO: '2026-11-01' },
    });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toContain('after STARTED_DATE_TO');
    expect((await client.post('/testexecreport', { DATA: { TEST_RUN_TYPES: ['REGRESSION'] } })).status).toBe(400);
  });
});
