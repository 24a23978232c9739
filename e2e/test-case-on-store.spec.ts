import { request as requests } from '@playwright/test';
import type { CaseResult, TestCase } from '../src/contract/records';
import { API, readData } from './support/service';
import { expect, test } from './support/store-server';

// Folder 114 holds 17 test cases of its own, some failing, some flaky (see flaky.spec.ts).
const FOLDER = '114';

test.describe('the test case page on a server with a history store', () => {
  test('shows the case, why it failed and its results from the store, asking the service for none of them', async ({
    page,
    storeServer,
  }) => {
    const service = await requests.newContext({ baseURL: storeServer.origin });
    const cases = await readData<TestCase>(service, `/testcases?SCNRID=${FOLDER}`);
    const failed = cases.find((testCase) => testCase.LAST_STATUS === 'E')!;
    const results = await readData<CaseResult>(service, `/testcases/${failed.CASEID}/results`);
    const caseId = String(Number(failed.CASEID));
    const serviceReads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // The payload list is the service's alone (the store keeps no payloads): "Why it failed" reads it to say
      // whether the failed run's output can be compared.
      if (pathname.endsWith('/contenttypes')) return;
      if (pathname.startsWith(`${API}/testcases/`) || pathname.startsWith(`${API}/testruns/`))
        serviceReads.push(pathname);
    });

    await page.goto(`${storeServer.origin}/testcases/${caseId}/overview`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`\\(ID ${caseId}\\)$`) })).toBeVisible();
    const why = page.getByRole('region', { name: 'Why it failed' });
    await expect(why).toContainText(/other test cases? of that run failed this way|No other test case of that run/);
    await expect(
      page
        .getByRole('region', { name: /Recent outcomes/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'Results' }).click();
    const table = page.getByRole('table', { name: 'Results, newest first' });
    // A header row and one row per result (a page holds 100; the folder's cases have fewer).
    await expect(table.getByRole('row')).toHaveCount(Math.min(results.length, 100) + 1);
    // The landscape is in no run the store reads: the column is gone, and the rest are there (a failure's triage is
    // under its message).
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Status',
      'Message',
      'Run',
      'Started',
      'Ended',
      'Duration',
      'Started by',
    ]);
    const newest = results.toSorted((a, b) =>
      `${b.STARTED_DATE} ${b.STARTED_TIME}`.localeCompare(`${a.STARTED_DATE} ${a.STARTED_TIME}`),
    )[0]!;
    await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toContainText(newest.RUN_NAME);
    expect(serviceReads).toEqual([]);
    await service.dispose();
  });

  test('says a test case neither the store nor the service has does not exist', async ({ page, storeServer }) => {
    const answer = await page.request.get(`${storeServer.origin}/api/test-case?id=9999999`);
    expect(answer.status()).toBe(404);
    await page.goto(`${storeServer.origin}/testcases/9999999/results`);
    await expect(page.getByRole('heading', { name: 'Test case 9999999 does not exist' })).toBeVisible();
  });
});
