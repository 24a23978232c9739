// The report opens in LibreOffice, read as a person would see it: each sheet exported by LibreOffice itself
// as displayed text. Needs `soffice` (.ci/run installs libreoffice-calc-nogui on Debian). On a developer's
// machine without it the suite says so and does not run; in CI a missing soffice fails it, so CI can never
// pass this check by not making it.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_COLUMNS } from '../../contract/requests';
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

  /** Each sheet as LibreOffice shows it, one array of cell texts per row. */
  async function sheetsAsShown(workbook: Uint8Array): Promise<Record<'Executions' | 'Summary', string[][]>> {
    await writeFile(join(folder, 'report.xlsx'), workbook);
    await promisify(execFile)(
      SOFFICE!,
      [
        `-env:UserInstallation=file://${folder}/profile`,
        '--headless',
        '--convert-to',
        CSV_FILTER,
        '--outdir',
        folder,
        join(folder, 'report.xlsx'),
      ],
      { timeout: 90_000 },
    );
    const read = async (sheet: string) => {
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
    return { Executions: await read('Executions'), Summary: await read('Summary') };
  }

  it('shows both sheets with their headers, every row, and dates and times as the service writes them', async () => {
    const response = await client.post('/testexecreport', {
      DATA: { FOLDERS: ['102'], INCLUDE_SUBFOLDERS: 'X', INCLUDE_BUSINESS_DATA: 'X' },
    });
    expect(response.status).toBe(200);
    const workbook = new Uint8Array(await response.arrayBuffer());
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

    expect(summary[0]).toEqual(['SCOPE', 'ID', 'NAME', 'STARTED_DATE', 'TOTAL', 'PASSED', 'FAILED', 'PASS_RATE']);
    expect(summary.slice(1).map((row) => row[0])).toEqual(expect.arrayContaining(['RUN', 'FOLDER']));
  }, 120_000);
});
