import { expect, test, type Page } from '@playwright/test';
import { REPORT_COLUMNS } from '../src/contract/requests';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { downloadWorkbook } from './support/downloaded-workbook';
import { API, readData } from './support/service';

async function download(page: Page) {
  const { file, workbook } = await downloadWorkbook(page);
  const sheet = workbook.getWorksheet('Executions')!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1)
      rows.push(Object.fromEntries(headers.map((header, index) => [header, row.getCell(index + 1).value])));
  });
  return { fileName: file.suggestedFilename(), workbook, headers, rows };
}

/**
 * The builder's count of the matching executions, once whole; undefined through the proxy, whose server keeps no
 * history store (the count line then says it needs one, and the workbook is the service's either way).
 */
async function readEstimate(page: Page): Promise<number | undefined> {
  if (test.info().project.name === 'through-proxy') {
    await expect(page.getByRole('status').filter({ hasText: 'Counting the matching executions needs' })).toBeVisible();
    return undefined;
  }
  const status = page.getByRole('status').filter({ hasText: /executions match/, hasNotText: /so far/ });
  await expect(status).toBeVisible();
  const text = await status.innerText();
  return text.startsWith('No executions match') ? 0 : Number(text.replace(/[^\d]/g, ''));
}

const isoDate = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

test.describe('a manager downloads an execution report', () => {
  test('folder, date range and business data: every row matches', { tag: '@journey' }, async ({ page, request }) => {
    await page.goto('/reports');
    const picker = page.getByRole('group', { name: 'Folders' });
    await picker.getByText('Browse the folder tree').click();
    await picker.getByRole('tree', { name: 'Choose folders' }).getByRole('treeitem').first().click();
    const chosen = await picker.getByRole('button', { name: /^Remove / }).getAttribute('aria-label');
    const folderId = /\((\d+)\)$/.exec(chosen ?? '')![1];
    const subtree = await readData<{ SCNRID: string }>(
      request,
      `/scenarios/${folderId}?$children=true&$expandLevels=9999`,
    );
    const folders = new Set(subtree.map((folder) => folder.SCNRID));
    expect(folders.size).toBeGreaterThan(1);
    await page.getByLabel('Include sub-folders').check();
    await page.getByLabel('Started from').fill('2026-10-01');
    await page.getByLabel('Started to').fill('2026-11-20');
    await page.getByLabel('Include business data').check();
    await expect(page).toHaveURL(/business=1/);
    const estimate = await readEstimate(page);
    await expectNoSeriousA11yViolations(page);

    const { fileName, workbook, headers, rows } = await download(page);
    expect(fileName).toMatch(/^test-execution-report-\d{8}-\d{6}\.xlsx$/);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Executions', 'Summary']);
    expect(headers.slice(0, REPORT_COLUMNS.length)).toEqual([...REPORT_COLUMNS]);
    const variables = headers.slice(REPORT_COLUMNS.length);
    expect(variables.length).toBeGreaterThan(0);
    expect(variables.every((header) => header.startsWith('VAR:'))).toBe(true);
    expect((workbook.getWorksheet('Summary')!.getRow(1).values as unknown[]).length).toBeGreaterThan(1);
    if (estimate !== undefined) expect(rows.length).toBe(estimate);
    expect(rows.length).toBeGreaterThan(0);
    const executions = workbook.getWorksheet('Executions')!;
    expect(executions.autoFilter).toBe(`A1:${executions.getColumn(headers.length).letter}${rows.length + 1}`);
    for (const row of rows) {
      expect(folders.has(String(row.SCNRID))).toBe(true);
      expect(isoDate(row.STARTED_DATE) >= '2026-10-01' && isoDate(row.STARTED_DATE) <= '2026-11-20').toBe(true);
    }
  });

  test('an empty result still downloads a valid workbook', { tag: '@journey' }, async ({ page }) => {
    await page.goto('/reports?dateFrom=2030-01-01');
    expect([undefined, 0]).toContain(await readEstimate(page));
    const { workbook, headers, rows } = await download(page);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Executions', 'Summary']);
    expect(headers).toEqual([...REPORT_COLUMNS]);
    expect(rows).toHaveLength(0);
  });

  test('quick ranges and presets fill the filters', async ({ page }) => {
    await page.goto('/reports');
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(page.getByLabel('Started from')).not.toHaveValue('');
    await page.getByLabel('Preset name').fill('Weekly');
    await page.getByRole('button', { name: 'Save preset' }).click();
    await page.goto('/reports');
    await page.getByLabel('Saved presets').selectOption('Weekly');
    await page.getByRole('button', { name: 'Load preset' }).click();
    await expect(page.getByLabel('Started from')).not.toHaveValue('');
  });

  test('a failing server shows an error at the form and keeps the filters', async ({ page }) => {
    await page.route(`**${API}/testexecreport`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'text/html',
        body: '<html><title>Internal Server Error</title><body><h1>Dump</h1></body></html>',
      }),
    );
    await page.goto('/reports?dateFrom=2026-11-01');
    await page.getByRole('button', { name: 'Download report' }).click();
    await expect(page.getByRole('alert')).toContainText('The report could not be created');
    await expect(page.getByLabel('Started from')).toHaveValue('2026-11-01');
    await expectNoSeriousA11yViolations(page);
  });

  test('a sign-in page answered with 200 is an error, not a saved workbook', async ({ page }) => {
    await page.route(`**${API}/testexecreport`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<html><title>Logon</title><body><h1>Please sign in</h1></body></html>',
      }),
    );
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.goto('/reports?dateFrom=2026-11-01');
    await page.getByRole('button', { name: 'Download report' }).click();
    await expect(page.getByRole('alert')).toContainText('instead of an Excel workbook');
    expect(downloads).toBe(0);
  });
});
