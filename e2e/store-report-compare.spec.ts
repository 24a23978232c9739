import { request as playwrightRequest, type Page } from '@playwright/test';
import { compareRuns } from '../src/analysis/compare-runs';
import type { TestRun } from '../src/contract/records';
import { downloadWorkbook } from './support/downloaded-workbook';
import { startRun } from './support/start-run';
import { API, readData } from './support/service';
import { expect, test } from './support/store-server';

// The report builder and the compare page on a server with a history store: what they show comes from the
// store, equals what the service says, and follows a run started after the first sync.

const estimate = (page: Page) => page.getByRole('status').filter({ hasText: /executions match|No executions/ });
const countShown = async (page: Page) => {
  await expect(estimate(page)).toHaveText(/^[\d,]+ executions? match(es)?\.$/);
  return Number((await estimate(page).textContent())!.replace(/\D/g, ''));
};

async function downloadedRows(page: Page): Promise<number> {
  const { workbook } = await downloadWorkbook(page);
  return workbook.getWorksheet('Executions')!.actualRowCount - 1;
}

/** The service's requests a page sends: the store's screens send none for their figures. */
function serviceReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(API)) reads.push(`${url.pathname.slice(API.length)}${url.search}`);
  });
  return reads;
}

test.describe('screens on the history store', () => {
  test("the report builder's count is the downloaded workbook's rows, and follows a new run", async ({
    page,
    storeServer,
  }) => {
    const reads = serviceReads(page);
    await page.goto(`${storeServer.origin}/reports?dateFrom=2026-11-01&dateTo=2026-11-20&runTypes=RT`);
    const count = await countShown(page);
    expect(count).toBeGreaterThan(0);
    expect(reads.filter((read) => read.startsWith('/testruns'))).toEqual([]);
    expect(await downloadedRows(page)).toBe(count);

    const service = await playwrightRequest.newContext({ baseURL: storeServer.origin });
    await page.goto(`${storeServer.origin}/reports`);
    const before = await countShown(page);
    const [latest] = await readData<{ DETAILS: { CASEID: string }[] }>(
      service,
      '/testruns?STARTED_FROM=2026-11-20&$includeDetails=true',
    );
    const cases = latest!.DETAILS.slice(0, 3).map((detail) => detail.CASEID);
    await startRun(service, { TEST_CASES: cases, ASYNC: '' });
    await storeServer.synced();
    await page.reload();
    expect(await countShown(page)).toBe(before + cases.length);
    await service.dispose();
  });

  test('the compare page shows the changes the service’s runs make, a run in progress read live', async ({
    page,
    storeServer,
  }) => {
    const service = await playwrightRequest.newContext({ baseURL: storeServer.origin });
    const [current, base] = await readData<TestRun>(
      service,
      '/testruns?NAME=Nightly full regression*&STARTED_TO=2026-11-20&$includeDetails=true',
    );
    const reads = serviceReads(page);
    await page.goto(`${storeServer.origin}/runs/compare/${base!.RUN_ID}/${current!.RUN_ID}`);
    const groups = page.getByRole('group', { name: 'Show test cases' });
    const { counts, rows } = compareRuns(base!, current!);
    await expect(groups.getByRole('button', { name: `${rows.length} All test cases` })).toBeVisible();
    await expect(groups.getByRole('button', { name: `${counts['new-failure']} New failures` })).toBeVisible();
    await expect(groups.getByRole('button', { name: `${counts.fixed} Fixed` })).toBeVisible();
    expect(reads.filter((read) => read.startsWith('/testruns'))).toEqual([]);

    const going = await startRun(service, {
      TEST_CASES: current!.DETAILS.slice(0, 40).map((d) => d.CASEID),
      ASYNC: 'X',
    });
    await page.goto(`${storeServer.origin}/runs/compare/${base!.RUN_ID}/${going}`);
    await expect(page.getByText(/still in progress/)).toBeVisible();
    expect(reads.filter((read) => read.startsWith(`/testruns/${going}`)).length).toBeGreaterThan(0);
    await service.dispose();
  });
});
