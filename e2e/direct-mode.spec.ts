// A server without a history store (--store none): the screens that need the run history say so in one line and
// how to turn the store on, and read nothing of the service's history; the report still downloads.
import { expect, test } from '@playwright/test';
import { downloadWorkbook } from './support/downloaded-workbook';
import { API, readData } from './support/service';

const needsStore = (what: string) =>
  `${what} needs the dashboard's server with its history store: start it without --store none (see "The history store" in the deployment guide).`;

test('the overview, compare and the report count say they need the history store @direct', async ({ page }) => {
  const historyReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`${API}/testruns`)) historyReads.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: needsStore('The overview') })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Executions' })).toHaveCount(0);

  const [run] = await readData<{ RUN_ID: string }>(page.request, '/testruns?$top=1');
  await page.goto(`/runs/compare/${run!.RUN_ID}/${run!.RUN_ID}`);
  await expect(page.getByText(needsStore('Comparing runs'))).toBeVisible();

  await page.goto('/reports?dateFrom=2026-11-01');
  await expect(page.getByRole('status').filter({ hasText: needsStore('Counting the matching executions') })).toHaveText(
    `${needsStore('Counting the matching executions')} The report can still be downloaded.`,
  );
  expect(historyReads).toEqual([]);
  const { workbook } = await downloadWorkbook(page);
  expect(workbook.getWorksheet('Executions')).toBeDefined();
});

test('a run page shows the run, and says that earlier runs and failure causes need the store @direct', async ({
  page,
}) => {
  const [run] = await readData<{ RUN_ID: string; NAME: string }>(page.request, '/testruns?$top=1');
  await page.goto(`/runs/${run!.RUN_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: run!.NAME })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Test cases in this run' })).toBeVisible();
  const since = page.getByRole('region', { name: 'Since the previous run' });
  await expect(since).toHaveText(needsStore('Comparing with earlier runs'));
  await expect(since.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByText(needsStore('Grouping the failures by cause'))).toBeVisible();
});
