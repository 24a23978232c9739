// The test case page: outages recovered from, a missing case, why a case failed, following a run in progress, and
// its tabs. Layout: test-case-layout.spec.ts; payloads and compare: test-case-payloads.spec.ts.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { readData } from './support/service';
import { startRun } from './support/start-run';
import { cellsOf } from './support/table-cells';
import { cutPartsOf } from './support/text-lines';
import { VIEWPORTS } from './support/viewports';

test.describe('the test case page', () => {
  test('recovers by itself when the server comes back after an outage', async ({ page }) => {
    // The page is read from the dashboard server's store: that server is out of reach for a while.
    await page.route('**/api/test-case?*', (route) => route.abort('connectionrefused'));
    await page.goto('/testcases/100003/overview');
    const problem = page.getByRole('alert').filter({ hasText: 'Could not open the test case' });
    await expect(problem).toContainText('The service is not answering', { timeout: 20_000 });
    await expect(problem.getByRole('timer')).toHaveText(/^trying again in \d+ s…$/);
    await expect(problem.getByRole('button', { name: 'Try now' })).toBeVisible();

    await page.unroute('**/api/test-case?*');
    // No click: the next automatic try finds the server again.
    await expect(page.getByRole('heading', { level: 1, name: /\(ID 100003\)$/ })).toBeVisible({ timeout: 30_000 });
    await expect(problem).toHaveCount(0);
    await expect(page.getByText('Automation object')).toBeVisible();
  });

  test('a tab recovers by itself from a gateway that answers 503 for a while', async ({ page }) => {
    await page.route('**/api/test-case/results?*', (route) =>
      route.fulfill({ status: 503, contentType: 'text/html', body: '<title>503 Service Unavailable</title>' }),
    );
    await page.goto('/testcases/100003/overview');
    await expect(page.getByText('Automation object')).toBeVisible();
    await page.getByRole('tab', { name: 'Results' }).click();
    const problem = page.getByRole('alert').filter({ hasText: 'Could not load the results' });
    await expect(problem).toContainText('The service is not answering', { timeout: 20_000 });
    await page.unroute('**/api/test-case/results?*');
    await expect(page.getByRole('table', { name: 'Results, newest first' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(problem).toHaveCount(0);
  });

  test('a test case that does not exist says so and offers the search instead of a retry', async ({ page }) => {
    await page.goto('/testcases/999999/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Test case 999999 does not exist' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Try again|Try now/ })).toHaveCount(0);

    const search = page.getByRole('searchbox', { name: 'Find a test case' });
    await search.fill('purchase order');
    const found = page.getByRole('list', { name: 'Matching test cases' }).getByRole('link');
    await expect(found.first()).toContainText(/purchase order/i);
    await search.fill('100003');
    await expect(found).toHaveCount(1);
    await found.first().click();
    await expect(page).toHaveURL(/\/testcases\/100003\/overview$/);
    await expect(page.getByRole('heading', { level: 1, name: /\(ID 100003\)$/ })).toBeVisible();
  });

  test('a failed test case says first why it failed, and a passed one does not', async ({ page, request }) => {
    // The last failed case of the data: the other tests start runs of the first ones.
    const cases = await readData<{ CASEID: string; LAST_STATUS: string }>(request, '/testcases');
    const failed = cases.filter((testCase) => testCase.LAST_STATUS === 'E').at(-1)!;
    const caseId = String(Number(failed.CASEID));
    const results = await readData<{
      STATUS: string;
      MESSAGE: string;
      RUN_ID: string;
      RUN_NAME: string;
      STARTED_DATE: string;
      STARTED_TIME: string;
    }>(request, `/testcases/${caseId}/results`);
    const newest = results.toSorted((a, b) => b.STARTED_DATE.localeCompare(a.STARTED_DATE))[0]!;
    expect(newest.STATUS).toBe('E');

    await page.goto(`/testcases/${caseId}`);
    const why = page.getByRole('region', { name: 'Why it failed' });
    await expect(why).toContainText(newest.MESSAGE);
    await expect(why.getByRole('link', { name: newest.RUN_NAME }).first()).toBeVisible();
    // The facts around it: how long it has failed, whether the cause is new, and the run's other failures.
    await expect(why).toContainText(
      /It passed the time before|Failing \d+ times in a row|failed every time|no earlier outcome|Flaky: it passes and fails in turn/,
    );
    await expect(why).toContainText(/A known cause|A new cause|Its first failure on record/);
    await expect(why).toContainText(/of that run failed this way/);
    // Two starts, each said to be whose: the case's own in the failed run, and its last run's.
    await expect(why).toContainText(
      `; this test case started ${newest.STARTED_DATE} ${newest.STARTED_TIME.slice(0, 5)}.`,
    );
    const [record] = await readData<{ LAST_STARTED_DATE: string; LAST_STARTED_TIME: string }>(
      request,
      `/testcases/${caseId}`,
    );
    await expect(page.getByRole('term').filter({ hasText: /^Last run started$/ })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: /^Last started$/ })).toHaveCount(0);
    await expect(
      page.getByRole('definition').filter({
        hasText: new RegExp(`^${record!.LAST_STARTED_DATE} ${record!.LAST_STARTED_TIME.slice(0, 5)} by `),
      }),
    ).toBeVisible();
    // It offers the compare of that failure's output only where that run left one (a failure such as "Output
    // message not found" leaves none), and then opens it.
    const outputs = await readData<{ CONTENT_TYPE: string; RUN_ID: string }>(
      request,
      `/testcases/${caseId}/contenttypes`,
    );
    const compare = why.getByRole('link', { name: 'Open its payloads to compare the output' });
    if (outputs.some((content) => content.CONTENT_TYPE === 'CUR_OUTPUT' && content.RUN_ID === newest.RUN_ID)) {
      await compare.click();
      await expect(page.getByRole('tab', { name: 'Payloads' })).toHaveAttribute('aria-selected', 'true');
      await expect(
        page.getByRole('region', { name: `Comparison of Reference output and Current output of ${newest.RUN_NAME}` }),
      ).toBeVisible();
    } else {
      await expect(why).toContainText('That run left no current output of this test case to compare');
      await expect(compare).toHaveCount(0);
    }

    const passed = cases.find((testCase) => testCase.LAST_STATUS === 'S')!;
    await page.goto(`/testcases/${Number(passed.CASEID)}`);
    await expect(page.getByRole('heading', { name: 'Recent outcomes' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Why it/ })).toHaveCount(0);
  });

  test('on a phone, the results tab shows why a result failed next to its status', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/testcases/100003/results');
    const table = page.getByRole('table', { name: 'Results, newest first' });
    await expect(table.getByText('Warnings', { exact: true }).first()).toBeVisible();
    // A long status wraps rather than widen its column for every row: the message column starts on screen with
    // room for a few words a line (kept on one line, "Passed with warnings" pushed it to the screen's edge).
    const message = await table.getByRole('columnheader', { name: 'Message' }).boundingBox();
    expect(message!.x + 200).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  });

  // At 768 px the six crumbs side by side were each cut to a few letters ("Procure t…", "Happy…").
  for (const size of ['phone', 'tablet'] as const)
    test(`a deep breadcrumb on a ${size} folds the folders between behind a button, which shows them`, async ({
      page,
    }) => {
      await page.setViewportSize(VIEWPORTS[size]);
      // S/4HANA IDoc backend › Order to Cash › DESADV dispatch advice to 3PL › Happy path › ACME Retail variant.
      const [testCase] = await readData<{ CASEID: string; DESCR: string }>(page.request, '/testcases?SCNRID=138');
      await page.goto(`/testcases/${Number(testCase!.CASEID)}/overview`);
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      const fold = trail.getByRole('button', { name: '4 more folders' });
      await expect(fold).toHaveAttribute('aria-expanded', 'false');
      // The first crumb and the last two stay; the four between wait behind the button.
      await expect(trail.getByRole('link')).toHaveText(['Explorer', 'ACME Retail variant']);
      await expect(trail.getByText(testCase!.DESCR)).toHaveAttribute('aria-current', 'page');
      // On a tablet the last folder has room to show whole (a phone's 390 px may still cut it).
      if (size === 'tablet') expect(await cutPartsOf(trail.getByRole('link', { name: 'ACME Retail variant' }))).toBe(0);
      await fold.click();
      await expect(fold).toHaveAttribute('aria-expanded', 'true');
      await expect(trail.getByRole('link')).toHaveText([
        'Explorer',
        'S/4HANA IDoc backend',
        'Order to Cash',
        'DESADV dispatch advice to 3PL',
        'Happy path',
        'ACME Retail variant',
      ]);
      await trail.getByRole('link', { name: 'Order to Cash' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Order to Cash' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

  test('the overview names the folder, and the breadcrumb leads to it', async ({ page }) => {
    await page.goto('/testcases/100014/overview');
    const [testCase] = await readData<{ SCNRID: string; DESCR: string }>(page.request, '/testcases/100014');
    const [folder] = await readData<{ DESCR: string }>(page.request, `/scenarios/${testCase!.SCNRID}`);
    const folderLink = page.getByRole('definition').getByRole('link', { name: folder!.DESCR });
    await expect(folderLink).toBeVisible();
    await expect(
      page.getByRole('definition').filter({ has: page.getByRole('link', { name: folder!.DESCR }) }),
    ).toContainText(`ID ${Number(testCase!.SCNRID)}`);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Explorer' })).toBeVisible();
    await expect(breadcrumb.getByRole('link', { name: folder!.DESCR })).toBeVisible();
    await expect(breadcrumb.getByText(testCase!.DESCR)).toHaveAttribute('aria-current', 'page');
    await folderLink.click();
    await expect(page).toHaveURL(new RegExp(`/folders/${Number(testCase!.SCNRID)}`));
  });

  test('opened while its case waits in a run, it follows the run and shows the outcome without a reload', async ({
    page,
    request,
  }) => {
    // The case last of 41: at the test servers' pace it waits some 12 s, long after the page has opened.
    const caseId = '100760';
    const name = `E2E followed case ${Date.now()}`;
    const before = Array.from({ length: 40 }, (_, index) => String(100_700 + index));
    const runId = await startRun(request, { TEST_CASES: [...before, caseId], TEST_RUN_NAME: name, ASYNC: 'X' });
    await page.goto(`/testcases/${caseId}/results`);
    const inRun = page.getByRole('status').filter({ hasText: ` in ${name}` });
    await expect(inRun).toHaveText(new RegExp(`^Now (queued|running) in ${name}$`));
    const row = page.getByRole('table', { name: 'Results, newest first' }).getByRole('row').filter({ hasText: name });
    await expect(cellsOf(row).first()).toHaveText(/Queued|Running/);

    await expect(page.getByRole('status').filter({ hasText: name })).toHaveCount(0, { timeout: 30_000 });
    const [run] = await readData<{ DETAILS: { CASEID: string; STATUS_TXT: string }[] }>(
      request,
      `/testruns/${runId}?$includeDetails=true`,
    );
    const outcome = run!.DETAILS.find((detail) => Number(detail.CASEID) === Number(caseId))!.STATUS_TXT;
    // The status badge says the outcome (a phone shows the start under it).
    await expect(cellsOf(row).first().getByTitle(outcome, { exact: true })).toBeVisible();
    const [record] = await readData<{ LAST_STATUS_TXT: string }>(request, `/testcases/${caseId}`);
    await expect(page.getByRole('article').locator('header').getByTitle(record!.LAST_STATUS_TXT)).toBeVisible();
  });

  test('an unknown tab is a page that is not there, which names the tabs there are', async ({ page }) => {
    await page.goto('/testcases/100014/nonsense');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Test Automation Dashboard');
    await expect(
      page.getByText('A test case has no tab "nonsense": its tabs are Overview, Results, Payloads and Variables.'),
    ).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await page.getByRole('link', { name: 'Results', exact: true }).click();
    await expect(page).toHaveURL(/\/testcases\/100014\/results$/);
    await expect(page.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');
  });
});
