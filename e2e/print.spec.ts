// Printing a run page: on screen as print media, then as the PDF Chromium saves ("Save as PDF"), read back
// with pdf.js (e2e/support/read-pdf.ts); and a printed overview.
import { expect, test, type Page } from '@playwright/test';
import { openOverview } from './support/overview';
import { readPdf, renderFirstPage } from './support/read-pdf';
import { readData } from './support/service';

interface Run {
  RUN_ID: string;
  NAME: string;
  DETAILS: { CASEID: string }[];
}

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

const millimetres = (points: number) => (points / 72) * 25.4;
const printHeading = (page: Page) => page.getByRole('region', { name: 'Printed summary' });

test.describe('printing a run page', () => {
  test('paper shows a heading with the run and the time of printing, the result and every test case, and nothing to click', async ({
    page,
  }) => {
    const chosen = await largestRun(page);
    await page.goto(`/runs/${chosen.RUN_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: chosen.NAME })).toBeVisible();
    await expect(printHeading(page)).toBeHidden();
    const comparePicker = page.getByRole('combobox', { name: 'Compare with another run' });
    const previousRunLink = page.getByRole('link', { name: 'Compare with the previous run' });
    await expect(comparePicker).toBeVisible();
    await expect(previousRunLink).toBeVisible();

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
    await expect(comparePicker).toBeHidden();
    await expect(previousRunLink).toBeHidden();
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
    const chosen = await largestRun(page);
    await page.goto(`/runs/${chosen.RUN_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: chosen.NAME })).toBeVisible();
    // page.pdf lays the page out for print media, as the browser's print dialog does.
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', landscape: true, printBackground: true });
    await testInfo.attach('run.pdf', { body: pdf, contentType: 'application/pdf' });
    await testInfo.attach('first page', { body: await renderFirstPage(pdf), contentType: 'image/png' });
    const pages = await readPdf(pdf);

    // A4 landscape, 297 × 210 mm, on every page (Chromium rounds the size to its pixels: within a millimetre).
    for (const { width, height } of pages) {
      expect(Math.abs(millimetres(width) - 297)).toBeLessThan(1);
      expect(Math.abs(millimetres(height) - 210)).toBeLessThan(1);
    }
    // Every test case is on paper, not only the rows the screen's table had in the page.
    const everything = pages.flatMap((each) => each.lines).join('\n');
    for (const { CASEID } of chosen.DETAILS) expect(everything).toMatch(new RegExp(`\\b${Number(CASEID)}\\b`));

    const [first] = pages;
    expect(first!.lines[0]).toBe('Test Automation Dashboard');
    expect(first!.lines[1]).toBe(chosen.NAME);
    const firstPage = first!.lines.join('\n');
    expect(firstPage).toMatch(/Printed\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(firstPage).toContain('Test cases');
    for (const screenOnly of [
      'Re-run failed',
      'Download report',
      'Copy link',
      'Compare with',
      'Name or ID of a run',
      'Explorer',
      'New run',
      'Theme',
    ])
      expect(firstPage).not.toContain(screenOnly);
  });
});

test('a printed overview names its filters and the time of printing, with its charts and without controls', async ({
  page,
}, testInfo) => {
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

  const pdf = await page.pdf({ format: 'A4', landscape: true, printBackground: true });
  await testInfo.attach('first page', { body: await renderFirstPage(pdf), contentType: 'image/png' });
  const [first] = await readPdf(pdf);
  // The print heading opens the page, once: not below the screen's own title.
  expect(first!.lines.slice(0, 2)).toEqual(['Test Automation Dashboard', 'Overview']);
  expect(first!.lines.filter((line) => line === 'Overview')).toHaveLength(1);
  expect(first!.lines.join('\n')).toContain('Executions');
});
