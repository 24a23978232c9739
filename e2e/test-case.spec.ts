import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { layoutShift, LIGHTHOUSE_DESKTOP, watchLayoutShift } from './support/layout-shift';
import { API, readData } from './support/service';
import { startRun as startServiceRun } from './support/start-run';
import { cellsOf } from './support/table-cells';
import { cutPartsOf, linesTakenBy, linesTakenByEachText } from './support/text-lines';
import { VIEWPORTS } from './support/viewports';

/** Starts a run of one test case through the API (with a CSRF token, as the app does); answers its ID. */
async function startRun(request: APIRequestContext, caseId: string, name: string): Promise<string> {
  const tokenResponse = await request.get(`${API}/testruns?NAME=none`, { headers: { 'X-CSRF-Token': 'fetch' } });
  const token = tokenResponse.headers()['x-csrf-token']!;
  const response = await request.post(`${API}/testruns`, {
    headers: { 'X-CSRF-Token': token },
    data: { DATA: { TEST_CASES: [caseId], TEST_RUN_NAME: name } },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { DATA: { RUN_ID: string }[] }).DATA[0]!.RUN_ID;
}

/** A failed test case whose last run judged one difference failing and another accepted. */
async function caseWithBothJudgements(request: APIRequestContext): Promise<{ CASEID: string }> {
  const cases = await readData<{ CASEID: string; LAST_STATUS: string; LAST_RUN_ID: string }>(request, '/testcases');
  for (const testCase of cases.filter((candidate) => candidate.LAST_STATUS === 'E')) {
    const [run] = await readData<{ COMPARISON: { CASEID: string; RESULT: string }[] }>(
      request,
      `/testruns/${testCase.LAST_RUN_ID}?$includeComparison=true`,
    );
    const results = new Set(run!.COMPARISON.filter((row) => row.CASEID === testCase.CASEID).map((row) => row.RESULT));
    if (results.has('ERROR') && results.has('WARNING')) return testCase;
  }
  throw new Error('No failed test case with both a failing and an accepted difference in the data');
}

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

  test('the results tab keeps dates on one line, shows durations and cuts a long run name', async ({
    page,
    request,
  }) => {
    const name = `Nightly-${Date.now()}-`.padEnd(120, 'regression-without-any-spaces-');
    expect(name).toHaveLength(120);
    const runId = await startRun(request, '100014', name);
    await page.goto('/testcases/100014/results');
    const table = page.getByRole('table', { name: 'Results, newest first' });
    const run = table.getByRole('link', { name });
    // The page follows the store, which has the run's results seconds after it ended.
    await expect(run).toBeVisible({ timeout: 20_000 });
    await expect(run).toHaveAttribute('title', name);
    // Cut to fit: the link shows less than its whole name, and every column stays on the screen beside the tree
    // (a column of run types pushed "Started by" out of sight; the type is under the run's name).
    expect(await run.evaluate((link) => link.scrollHeight > link.clientHeight)).toBe(true);
    // A name of usual length shows whole on its two lines: the date that tells one nightly from the next too.
    const usual = table.getByRole('link', { name: /^Nightly full regression \d{4}-\d{2}-\d{2}$/ }).first();
    expect(await usual.evaluate((link) => link.scrollHeight > link.clientHeight)).toBe(false);
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers.at(-1)).toBe('Started by');
    for (const header of headers)
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The run, its type under its name, heads each result's row: a screen reader names the row by it.
    await expect(
      table.getByRole('rowheader', { name: /^Nightly full regression .*Regression test$/ }).first(),
    ).toBeVisible();

    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await expect(row.getByRole('rowheader')).toHaveText(new RegExp(`^${name}`));
    const cell = (header: string) => cellsOf(row).nth(headers.indexOf(header));
    await expect(cell('Duration')).toHaveText(/^(under 1 s|\d+ s|\d+ min \d{2} s)$/);
    await expect(cell('Started')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    for (const dated of await table.getByRole('rowgroup').nth(1).getByRole('row').all())
      expect(await linesTakenBy(dated.getByRole('cell').nth(headers.indexOf('Started')))).toBe(1);

    await run.click();
    await expect(page).toHaveURL(new RegExp(`/runs/${runId}$`));
  });

  // Seen at 768 px: "DELIVERY_DAT" above "E", where the reference values had room to spare.
  test('the variables tab keeps each name whole, and on a phone breaks it only after a separator', async ({ page }) => {
    await page.goto('/testcases/100012/variables');
    const table = page.getByRole('table', { name: 'Variables' });
    const names = table.getByRole('rowgroup').nth(1).getByRole('rowheader');
    await expect(names).toContainText(['QUANTITY', 'SOLD_TO', 'DELIVERY_DATE']);
    for (const width of [360, 390, 480, 600, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: VIEWPORTS.desktop.height });
      for (const name of await names.all()) {
        const label = `${await name.textContent()} at ${width} px`;
        if (width > 480) expect(await linesTakenBy(name), label).toBe(1);
        else expect(Math.max(...(await linesTakenByEachText(name))), label).toBe(1);
      }
      // Whole names still leave a phone room for every column, the narrowest too: nothing to scroll sideways to.
      expect(
        await table.evaluate((element) => element.scrollWidth <= element.parentElement!.clientWidth),
        `nothing to scroll sideways to at ${width} px`,
      ).toBe(true);
    }
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

  test('the compare marks carry their words, in light and dark, with enough contrast', async ({ page }) => {
    const failed = await caseWithBothJudgements(page.request);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(`/testcases/${Number(failed.CASEID)}/payloads?compare=1`);
      const compare = page.getByRole('region', { name: /^Comparison of Reference output/ });
      await expect(compare.getByText('Failing difference').first()).toBeVisible();
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: /Failing difference at/ })
          .first(),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('on a phone, a compare where nothing was judged different gives both sides the whole width', async ({
    page,
  }) => {
    // 100003 passed: its run compared its fields, and every one matched, so no row has a judgement to show.
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/testcases/100003/payloads?compare=1');
    const compare = page.getByRole('region', { name: /^Comparison of Reference output/ });
    await expect(page.getByRole('status').filter({ hasText: 'The payloads are identical.' })).toBeVisible();
    // A phone shows one payload at a time unless asked for both.
    await page.getByRole('group', { name: 'Payload shown' }).getByRole('radio', { name: 'Side by side' }).check();
    const area = (await compare.boundingBox())!;
    const [left, right] = await compare.getByText('<?xml').all();
    const leftLine = (await left!.boundingBox())!;
    const rightLine = (await right!.boundingBox())!;
    // Each half is its line numbers and its text, with no empty judgement column before them.
    expect(leftLine.x - area.x).toBeLessThan(60);
    expect(rightLine.x - leftLine.x).toBeGreaterThan(area.width * 0.45);
  });

  test('a 5 MB payload shows its first lines at once, then the whole, searchable to its end', async ({
    page,
    request,
  }) => {
    const cases = await readData<{ CASEID: string; DESCR: string }>(request, '/testcases');
    const volume = cases.find((testCase) => testCase.DESCR.includes('volume test'))!;
    // The formatter's worker is held back until the test lets it go: what shows meanwhile is what a reader sees
    // while a slow machine formats the whole.
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/format-for-reading\.worker/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/testcases/${Number(volume.CASEID)}/payloads`);
    const viewer = page.getByRole('region', { name: 'Reference input (IDOC)' });
    // The viewer's own status (its copy buttons have theirs): how many lines, or which matched.
    const status = page.getByRole('status').filter({ hasText: / (lines?|match(es)?)(; formatting the rest…)?$/ });
    await expect(status).toHaveText(/^The first [\d,]+ lines; formatting the rest…$/);
    await expect(viewer.getByText('<IDOC BEGIN="1">')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy pretty-printed' })).toHaveCount(0);
    // A search typed meanwhile covers the whole payload once it is there: its last closing tag is found.
    await page.getByRole('searchbox', { name: 'Search in Reference input (IDOC)' }).fill('</IDOC>');
    await expect(status).toHaveText(/^The first /);
    release?.();
    await expect(status).toHaveText('1 of 1 match', { timeout: 20_000 });
    await expect(viewer.getByText('</IDOC>')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy pretty-printed' })).toBeVisible();
  });

  test('comparing two 5 MB outputs says it is at work, then shows them side by side', async ({ page, request }) => {
    const cases = await readData<{ CASEID: string; DESCR: string }>(request, '/testcases');
    const volume = cases.find((testCase) => testCase.DESCR.includes('volume test'))!;
    await page.goto(`/testcases/${Number(volume.CASEID)}/payloads`);
    await page.getByRole('button', { name: 'Compare reference and current output' }).click();
    // Half a second of work on two cores: done off the page, which tells the reader meanwhile instead of freezing.
    await expect(page.getByRole('status').filter({ hasText: 'Comparing the payloads' })).toBeVisible();
    const comparison = page.getByRole('region', { name: /^Comparison of Reference output and Current output/ });
    await expect(comparison).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('status').filter({ hasText: /identical|differing lines/ })).toBeVisible();
    await expect(comparison.getByText('<IDOC BEGIN="1">')).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: 'Comparing the payloads' })).toHaveCount(0);
  });

  test('stays put while its folder path and recent outcomes arrive', async ({ page, request }) => {
    // Lighthouse's desktop window, where a breadcrumb that wrapped once the folder path came pushed the page
    // down by a line (a layout shift of 0.2).
    // A failed case holds the place of why it failed above them.
    await page.setViewportSize(LIGHTHOUSE_DESKTOP);
    await watchLayoutShift(page);
    const cases = await readData<{ CASEID: string; DESCR: string; LAST_STATUS: string }>(request, '/testcases');
    const volume = cases.find((testCase) => testCase.DESCR.includes('volume test'))!;
    const failed = cases.filter((testCase) => testCase.LAST_STATUS === 'E').at(-2)!;
    for (const testCase of [volume, failed]) {
      await page.goto(`/testcases/${Number(testCase.CASEID)}/overview`);
      await expect(page.getByRole('heading', { name: 'Recent outcomes' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).not.toHaveCount(1);
      await page.waitForTimeout(500);
      expect(await layoutShift(page)).toBeLessThan(0.05);
    }
  });

  test("beside the tree on a laptop, the breadcrumb cuts the test case's own name before its folders", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/testcases/100003/results');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link')).toHaveText([
      'Explorer',
      'SAP Process Orchestration (PI/PO)',
      'Procure to Pay',
      'Production order confirmation from MES',
    ]);
    // The heading under it says the name whole; the folders are what the trail is for.
    const own = trail.locator('[aria-current="page"]');
    await expect(own).toHaveText('Duplicate purchase order number is rejected');
    expect(await cutPartsOf(own)).toBeGreaterThan(0);
    for (const folder of await trail.getByRole('link').all())
      expect(await cutPartsOf(folder), (await folder.textContent()) ?? undefined).toBe(0);
  });

  test('on a laptop, hiding the folders gives the results tab every column, and the choice holds on the next visit', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.laptop);
    await page.goto('/testcases/100003/results');
    const table = page.getByRole('table', { name: 'Results, newest first' });
    const last = table.getByRole('columnheader', { name: 'Started by' });
    // Beside the tree the last columns are off to the side.
    await expect(last).not.toBeInViewport({ ratio: 1 });
    await page.getByRole('button', { name: 'Hide folders' }).click();
    await expect(page.getByRole('tree')).toBeHidden();
    for (const header of await table.getByRole('columnheader').allTextContents())
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeInViewport({ ratio: 1 });
    await page.reload();
    await expect(last).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('tree')).toBeHidden();
    // Enter on the separator, as the window splitter pattern has it, shows them again, the open folder selected.
    await page.getByRole('separator', { name: 'Resize folder pane' }).press('Enter');
    await expect(page.getByRole('treeitem', { name: /Production order confirmation from MES/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Hide folders' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousA11yViolations(page);
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
    const runId = await startServiceRun(request, { TEST_CASES: [...before, caseId], TEST_RUN_NAME: name, ASYNC: 'X' });
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

  test("tells each run's current output apart, and compares the one of the run it was opened from, or the one chosen", async ({
    page,
    request,
  }) => {
    const caseId = '100742';
    const stamp = Date.now();
    const first = `E2E output first ${stamp}`;
    const second = `E2E output second ${stamp}`;
    const firstRun = await startServiceRun(request, { TEST_CASES: [caseId], TEST_RUN_NAME: first, ASYNC: '' });
    await startServiceRun(request, { TEST_CASES: [caseId], TEST_RUN_NAME: second, ASYNC: '' });

    // From the first run's page, as a tester who looks into one of its cases does.
    await page.goto(`/runs/${firstRun}`);
    await page.getByRole('table', { name: 'Test cases in this run' }).getByRole('link', { name: caseId }).click();
    await page.getByRole('tab', { name: 'Payloads' }).click();
    const payloads = page.getByRole('table', { name: 'Payloads' });
    // Each output names its run: in its button, and in a link to the run with how the case did and when it started.
    for (const runName of [first, second]) {
      const row = payloads
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: `View Current output of ${runName}` }) });
      // Named once the store has the run's results (seconds after it ended); the page follows the store.
      await expect(row.getByRole('link', { name: runName })).toHaveAttribute('href', /\/runs\/[0-9A-F]{32}$/, {
        timeout: 20_000,
      });
      await expect(row).toContainText(/test case started \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    }
    // No two alike: the newest seeded run's output, and those of the runs above, each by its run.
    const outputNames = await payloads.getByRole('rowheader', { name: /^View Current output of / }).allInnerTexts();
    expect(outputNames.length).toBeGreaterThanOrEqual(3);
    expect(new Set(outputNames).size).toBe(outputNames.length);

    await page.getByRole('button', { name: 'Compare reference and current output' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]run=${firstRun}`));
    await expect(
      page.getByRole('region', { name: `Comparison of Reference output and Current output of ${first}` }),
    ).toBeVisible();

    const choice = page.getByRole('combobox', { name: 'Current output of' });
    const secondOption = choice.getByRole('option', { name: new RegExp(`^${second} · `) });
    await choice.selectOption((await secondOption.getAttribute('value'))!);
    await expect(
      page.getByRole('region', { name: `Comparison of Reference output and Current output of ${second}` }),
    ).toBeVisible();
    // The choice is in the address: a reload (or the link sent to a colleague) compares the same output.
    await page.reload();
    await expect(
      page.getByRole('region', { name: `Comparison of Reference output and Current output of ${second}` }),
    ).toBeVisible();
    await expect(choice).toHaveValue(/^[0-9A-F]{32}$/);
    await expectNoSeriousA11yViolations(page);
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
