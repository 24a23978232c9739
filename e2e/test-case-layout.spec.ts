// The test case page's layout as a reader meets it: dates and names kept whole, a phone's line breaks, the
// breadcrumb beside the tree, the folders hidden for more columns, and nothing moving while parts arrive.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { layoutShift, LIGHTHOUSE_DESKTOP, watchLayoutShift } from './support/layout-shift';
import { readData } from './support/service';
import { startRun } from './support/start-run';
import { cellsOf } from './support/table-cells';
import { cutPartsOf, linesTakenBy, linesTakenByEachText } from './support/text-lines';
import { VIEWPORTS } from './support/viewports';

test.describe('the test case page layout', () => {
  test('the results tab keeps dates on one line, shows durations and cuts a long run name', async ({
    page,
    request,
  }) => {
    const name = `Nightly-${Date.now()}-`.padEnd(120, 'regression-without-any-spaces-');
    expect(name).toHaveLength(120);
    const runId = await startRun(request, { TEST_CASES: ['100014'], TEST_RUN_NAME: name, ASYNC: '' });
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
});
