// The report opens in LibreOffice, read as a person would see it: each sheet exported by LibreOffice itself
// as displayed text, and the workbook printed to PDF as LibreOffice lays out its pages (read back with pdf.js).
// Needs `soffice` (.ci/run installs libreoffice-calc-nogui on Debian). On a developer's machine without it the
// tests say so and do not run; in CI a missing LibreOffice fails them, so CI can never pass this check by not
// making it.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_COLUMNS, type ReportMembers } from '../../contract/requests';
import { readPdf } from '../../../e2e/support/read-pdf';
import { createTestClient, type TestClient } from '../testing/service-client';

const SOFFICE = [
  '/usr/bin/soffice',
  '/usr/lib/libreoffice/program/soffice',
  '/Applications/LibreOffice.app/Contents/MacOS/soffice',
].find((path) => existsSync(path));
// Every sheet to its own CSV, UTF-8, cells as displayed (LibreOffice's CSV filter options, token 12 = -1).
const CSV_FILTER = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,-1';

const IN_CI = process.env.CI === 'true';
if (!SOFFICE && !IN_CI)
  console.info('LibreOffice (soffice) not found: the report-opens-in-LibreOffice tests do not run here');

describe.runIf(SOFFICE || IN_CI)('the execution report in LibreOffice', () => {
  let client: TestClient;
  let folder: string;
  beforeAll(async () => {
    if (!SOFFICE)
      throw new Error('LibreOffice (soffice) is missing in CI: .ci/run installs libreoffice-calc-nogui on Debian');
    client = await createTestClient();
    folder = await mkdtemp(join(tmpdir(), 'report-lo-'));
  });
  afterAll(async () => {
    await client.service.close();
    await rm(folder, { recursive: true, force: true });
  });

  const convert = (workbook: Uint8Array, to: string) =>
    writeFile(join(folder, 'report.xlsx'), workbook).then(() =>
      promisify(execFile)(
        SOFFICE!,
        [
          `-env:UserInstallation=file://${folder}/profile`,
          '--headless',
          '--convert-to',
          to,
          '--outdir',
          folder,
          join(folder, 'report.xlsx'),
        ],
        { timeout: 90_000 },
      ),
    );

  const readCsv = async (sheet: string) => {
    const book = XLSX.read(await readFile(join(folder, `report-${sheet}.csv`), 'utf8'), {
      type: 'string',
      raw: true,
    });
    return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, {
      header: 1,
      raw: false,
      defval: '',
    });
  };

  /** Each sheet as LibreOffice shows it, one array of cell texts per row. */
  async function sheetsAsShown(workbook: Uint8Array): Promise<Record<'Executions' | 'Summary', string[][]>> {
    await convert(workbook, CSV_FILTER);
    return { Executions: await readCsv('Executions'), Summary: await readCsv('Summary') };
  }

  /** The workbook as LibreOffice prints it: each page's size in points and its lines of text. */
  async function printedPages(workbook: Uint8Array) {
    await convert(workbook, 'pdf');
    return readPdf(await readFile(join(folder, 'report.pdf')));
  }

  const reportFor = async (members: ReportMembers) => {
    const response = await client.post('/testexecreport', { DATA: members });
    expect(response.status).toBe(200);
    return new Uint8Array(await response.arrayBuffer());
  };

  it('shows both sheets with their headers, every row, and dates and times as the service writes them', async () => {
    const workbook = await reportFor({ FOLDERS: ['102'], INCLUDE_SUBFOLDERS: 'X', INCLUDE_BUSINESS_DATA: 'X' });
    const expected = XLSX.utils.sheet_to_json<string[]>(XLSX.read(workbook).Sheets.Executions!, {
      header: 1,
      raw: false,
      defval: '',
    });

    const { Executions: executions, Summary: summary } = await sheetsAsShown(workbook);
    expect(executions[0]!.slice(0, REPORT_COLUMNS.length)).toEqual([...REPORT_COLUMNS]);
    expect(executions[0]!.slice(REPORT_COLUMNS.length).every((header) => header.startsWith('VAR:'))).toBe(true);
    expect(executions.length).toBe(expected.length);
    expect(executions.length).toBeGreaterThan(10);
    const column = (name: string) => executions[0]!.indexOf(name);
    for (const row of executions.slice(1)) {
      expect(row[column('STARTED_DATE')]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row[column('STARTED_TIME')]).toMatch(/^\d{2}:\d{2}:\d{2}$/);
      expect(row[column('CASEID')]).toMatch(/^\d{10}$/);
    }

    expect(summary[0]![0]).toBe('Built at');
    expect(summary[0]![1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/);
    expect(summary[1]!.slice(0, 2)).toEqual(['Filters', 'FOLDERS: 102 (Procure to Pay)']);
    const header = summary.findIndex((row) => row[0] === 'SCOPE');
    expect(summary[header]).toEqual(['SCOPE', 'ID', 'NAME', 'STARTED_DATE', 'TOTAL', 'PASSED', 'FAILED', 'PASS_RATE']);
    expect(summary[header + 1]!.slice(0, 3)).toEqual(['ALL', '', 'All executions']);
    expect(summary[header + 1]![4]).toBe(String(executions.length - 1));
    expect(summary.slice(header + 2).map((row) => row[0])).toEqual(expect.arrayContaining(['RUN', 'FOLDER']));
  }, 120_000);

  it('prints landscape pages one sheet wide, the header row on top of each, the Summary with its filters', async () => {
    const pages = await printedPages(await reportFor({ FOLDERS: ['102'], INCLUDE_SUBFOLDERS: 'X' }));
    // The footer names the sheet and counts the pages.
    const footers = pages.map((page) => page.lines.at(-1)!);
    // The Executions pages come first, then the Summary's (one or more, as the runs and folders need).
    const summaryFrom = footers.findIndex((footer) => footer.startsWith('Summary'));
    expect(summaryFrom).toBeGreaterThan(1);
    expect(footers).toEqual(
      pages.map((_, index) => `${index < summaryFrom ? 'Executions' : 'Summary'} Page ${index + 1} of ${pages.length}`),
    );
    // Some 300 rows: more than one page, so the header row is seen repeated.
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) expect(page.width).toBeGreaterThan(page.height);
    for (const page of pages.slice(0, summaryFrom)) {
      expect(page.lines[0]).toMatch(/^RUN_ID\s+RUN_NAME\s+RUN_TYPE\s.*\sMESSAGE\s+DOCNUM$/);
    }
    const summary = pages[summaryFrom]!.lines.join('\n');
    expect(summary).toMatch(/Built at\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
    expect(summary).toMatch(/Filters\s+FOLDERS: 102 \(Procure to Pay\)/);
    expect(summary).toMatch(/SCOPE\s+ID\s+NAME\s+STARTED_DATE\s+TOTAL\s+PASSED\s+FAILED\s+PASS_RATE/);
  }, 120_000);
});
