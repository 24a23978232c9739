// Printing a run page: on screen as print media, then as the PDF Chromium saves ("Save as PDF"), read back
// with poppler-utils (.ci/run installs it on Debian; elsewhere the PDF part is skipped, never in CI).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { openOverview } from './support/overview';
import { readData } from './support/service';

interface Run {
  RUN_ID: string;
  NAME: string;
  DETAILS: { CASEID: string }[];
}

const POPPLER = ['/usr/bin', '/usr/local/bin', '/opt/homebrew/bin'].find((dir) => existsSync(`${dir}/pdftotext`));
const run = promisify(execFile);

/**
 * The seeded run with the most test cases: more rows than the screen's table keeps in the page at once. Only the
 * seed's finished runs: other tests start runs of their own today.
 */
async function largestRun(page: Page): Promise<Run> {
  const runs = await readData<Run>(
    page.request,
    '/testruns?STARTED_FROM=2026-11-01&STARTED_TO=2026-11-20&$includeDetails=true',
  );
  return runs.toSorted((a, b) => b.DETAILS.length - a.DETAILS.length)[0]!;
}

const printHeading = (page: Page) => page.getByRole('region', { name: 'Printed summary' });

test.describe('printing a run page', () => {
  test('paper shows a heading with the run and the time of printing, the result and every test case, and nothing to click', async ({
    page,
  }) => {
    const chosen = await largestRun(page);
    await page.goto(`/runs/${chosen.RUN_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: chosen.NAME })).toBeVisible();
    await expect(printHeading(page)).toBeHidden();

    await page.emulateMedia({ media: 'print' });
    await expect(printHeading(page)).toBeVisible();
    await expect(printHeading(page)).toContainText(chosen.NAME);
    await expect(printHeading(page)).toContainText(chosen.RUN_ID);
    await expect(printHeading(page)).toContainText(/Printed\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
    await expect(page.getByLabel('Theme')).toBeHidden();
    await expect(page.getByRole('button', { name: /Re-run failed/ })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
    await expect(page.getByRole('img', { name: /^Result of \d+ test cases/ })).toBeVisible();
    const table = page.getByRole('table', { name: 'Test cases in this run' });
    await expect(table.getByRole('row')).toHaveCount(chosen.DETAILS.length + 1);
    await expect(table.getByRole('row').last()).toBeVisible();

    await page.emulateMedia({ media: 'screen' });
    await expect(printHeading(page)).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('prints in light colours when the screen shows the dark theme', async ({ page }) => {
    const chosen = await largestRun(page);
    await page.goto(`/runs/${chosen.RUN_ID}`);
    await page.getByLabel('Theme').selectOption('Dark');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).not.toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ media: 'print' });
    expect(await background()).toBe('rgb(255, 255, 255)');
  });

  test('"Save as PDF" gives A4 landscape pages that begin with the heading and hold no buttons', async ({
    page,
  }, testInfo) => {
    test.skip(!POPPLER && !process.env.CI, 'poppler-utils (pdftotext) is not installed here');
    expect(POPPLER, '.ci/run installs poppler-utils').toBeTruthy();
    const chosen = await largestRun(page);
    await page.goto(`/runs/${chosen.RUN_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: chosen.NAME })).toBeVisible();
    // page.pdf lays the page out for print media, as the browser's print dialog does.
    await page.emulateMedia({ media: 'print' });
    const file = testInfo.outputPath('run.pdf');
    await writeFile(file, await page.pdf({ format: 'A4', landscape: true, printBackground: true }));

    const info = (await run(`${POPPLER}/pdfinfo`, [file])).stdout;
    // A4 (poppler names it) and landscape: 297 × 210 mm, about 842 × 595 points.
    const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+) pts \(A4\)/.exec(info) ?? [];
    expect(Number(width)).toBeGreaterThan(Number(height));
    // Every test case is on paper, not only the rows the screen's table had in the page.
    const everything = (await run(`${POPPLER}/pdftotext`, ['-layout', file, '-'])).stdout;
    for (const { CASEID } of chosen.DETAILS) expect(everything).toMatch(new RegExp(`\\b${Number(CASEID)}\\b`));

    const firstPage = (await run(`${POPPLER}/pdftotext`, ['-f', '1', '-l', '1', '-layout', file, '-'])).stdout;
    const lines = firstPage.split('\n').filter((line) => line.trim());
    expect(lines[0]!.trim()).toBe('Test Automation Dashboard');
    expect(lines[1]!.trim()).toBe(chosen.NAME);
    expect(firstPage).toMatch(/Printed\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(firstPage).toContain('Test cases');
    for (const screenOnly of ['Re-run failed', 'Download report', 'Copy link', 'Explorer', 'New run', 'Theme'])
      expect(firstPage).not.toContain(screenOnly);

    if (existsSync(`${POPPLER}/pdftoppm`)) {
      await run(`${POPPLER}/pdftoppm`, [
        '-f',
        '1',
        '-l',
        '1',
        '-r',
        '60',
        '-png',
        '-singlefile',
        file,
        testInfo.outputPath('page'),
      ]);
      await testInfo.attach('first page', { path: testInfo.outputPath('page.png'), contentType: 'image/png' });
    }
  });
});

test('a printed overview names its filters and the time of printing, with its charts and without controls', async ({
  page,
}) => {
  await openOverview(page, '/?from=2026-10-01&to=2026-11-20&type=RT');
  await page.emulateMedia({ media: 'print' });
  await expect(printHeading(page)).toBeVisible();
  await expect(printHeading(page)).toContainText(/Runs started\s*2026-10-01 to 2026-11-20/);
  await expect(printHeading(page)).toContainText(/Run types\s*RT/);
  await expect(printHeading(page)).toContainText(/Printed\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Pass rate over time' }).locator('svg').first()).toBeVisible();
  // A failure group's cause is a button on screen; on paper it is the table's first column, and was once blank.
  const causes = page.getByRole('region', { name: 'Failures by cause' });
  await expect(causes.getByText('Target system answered HTTP 500: Internal Server Error')).toBeVisible({
    timeout: 20_000,
  });
});
