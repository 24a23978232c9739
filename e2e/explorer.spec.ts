import { expect, test, type Route } from '@playwright/test';
import { layoutShift, watchLayoutShift } from './support/layout-shift';
import { VIEWPORTS } from './support/viewports';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { API, readData } from './support/service';
import { cellsOf } from './support/table-cells';
import { cutPartsOf } from './support/text-lines';

interface CaseRecord {
  CASEID: string;
  SCNRID: string;
  LAST_STATUS: string;
}

/** Lets a request through after `ms` (unless the page has gone by then). */
const later = (ms: number) => (route: Route) => setTimeout(() => void route.fallback().catch(() => undefined), ms);

const countOf = (cases: CaseRecord[], status: string) =>
  cases.filter((testCase) => testCase.LAST_STATUS === status).length;
/** A tree item's counts: aborted cases apart from failed ones, and only when there are some. */
const countsText = (cases: CaseRecord[]) =>
  `${cases.length} test cases, ${countOf(cases, 'E')} last failed` +
  (countOf(cases, 'A') > 0 ? `, ${countOf(cases, 'A')} last aborted` : '');

test.describe('the explorer shows where the test cases are', () => {
  test('tree items carry their counts as a description, and IDs read as #n', async ({ page, request }) => {
    const cases = await readData<CaseRecord>(request, '/testcases?SCNRID=103');
    await page.goto('/folders/103');
    const tree = page.getByRole('tree', { name: 'Folders' });
    const item = tree.getByRole('treeitem', { name: 'Production order confirmation from MES' });
    // The counts are not part of the name (people and tests still find the folder by its name alone).
    await expect(item).toHaveAccessibleDescription(`Folder #103, ${countsText(cases)}`);
    await expect(item).toContainText('#103');
    // A folder with sub-folders and none of its own says so, rather than "0".
    await expect(tree.getByRole('treeitem', { name: 'Procure to Pay' })).toHaveAccessibleDescription(
      'Folder #102, has sub-folders, no test cases directly in it',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('a folder with sub-folders shows them with their counts, and opens one', async ({ page, request }) => {
    const cases = await readData<CaseRecord>(request, '/testcases?SCNRID=103');
    await page.goto('/folders/102');
    await expect(page.getByRole('heading', { level: 1, name: 'Procure to Pay' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link')).toHaveText(['Explorer', 'SAP Process Orchestration (PI/PO)']);
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Procure to Pay');

    const subfolders = page.getByRole('table', { name: 'Sub-folders' });
    const row = subfolders.getByRole('row').filter({ hasText: 'Production order confirmation from MES' });
    await expect(cellsOf(row)).toHaveText([
      'Production order confirmation from MES',
      '#103',
      String(cases.length),
      String(countOf(cases, 'E') + countOf(cases, 'A')),
      '0',
    ]);
    // 'DEBMAS customer master to CRM' has a folder below it, whose test cases its row does not count: said so.
    await expect(page.getByText("count each folder's own test cases, not those in its sub-folders")).toBeVisible();
    // Nothing lies directly in this folder: no empty table, a way to everything below instead.
    await expect(page.getByRole('table', { name: 'Test cases' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show all test cases below' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('link', { name: 'Production order confirmation from MES' }).click();
    await expect(page).toHaveURL(/\/folders\/103$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Production order confirmation from MES' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `${cases.length} test cases` })).toBeVisible();

    await page.goBack();
    await page.getByRole('button', { name: 'Show all test cases below' }).click();
    await expect(page).toHaveURL(/\/folders\/102\?sub=1/);
    await expect(page.getByLabel('Include sub-folders')).toBeChecked();
    await expect(page.getByRole('table', { name: 'Test cases' }).getByRole('row').nth(1)).toBeVisible();
    // Every test case below needs the room: the sub-folders fold away, one click brings them back.
    const disclosure = page.getByRole('button', { name: /^Sub-folders \(\d+\)$/ });
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await expect(subfolders).toHaveCount(0);
    await disclosure.click();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await expect(
      subfolders.getByRole('row').filter({ hasText: 'Production order confirmation from MES' }),
    ).toBeVisible();
  });

  test('a folder page on a phone holds still while its sub-folders, their table and their counts arrive', async ({
    page,
  }) => {
    // Lighthouse's phone runs saw the test cases' placeholder pushed down by the sub-folders (a layout shift of
    // 0.25) or by the folder's origin taking a second line, and the note below the table moved when the table
    // replaced its placeholder. Each part comes late here, one after the other, as on a slow phone.
    await page.setViewportSize(VIEWPORTS.phone);
    await watchLayoutShift(page);
    await page.route(`**${API}/scenarios?*PARENTID=0000000102*`, later(600));
    await page.route(`**${API}/scenarios/102*`, later(900));
    await page.route('**/assets/folder-table-*.js', later(1500));
    await page.route(`**${API}/testcases?*`, later(2100));
    await page.goto('/folders/102');
    await expect(page.getByRole('table', { name: 'Sub-folders' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText("count each folder's own test cases, not those in its sub-folders")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show all test cases below' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await layoutShift(page)).toBeLessThan(0.005);
  });

  test('where test cases are kept: every folder that holds test cases, with its counts, and none other', async ({
    page,
    request,
  }) => {
    const folders = await readData<{ SCNRID: string; PARENTID: string; DESCR: string }>(request, '/scenarios');
    const cases = await readData<CaseRecord>(request, '/testcases');
    const held = new Map<string, CaseRecord[]>();
    for (const testCase of cases) held.set(testCase.SCNRID, [...(held.get(testCase.SCNRID) ?? []), testCase]);
    const parents = new Set(folders.map((folder) => folder.PARENTID));
    // A folder that holds test cases and has sub-folders as well (#122), and folders that hold none (#101, #120).
    const holderWithSubfolders = folders.find((folder) => held.has(folder.SCNRID) && parents.has(folder.SCNRID))!;
    const emptyLeaves = folders.filter((folder) => !held.has(folder.SCNRID) && !parents.has(folder.SCNRID));
    expect(emptyLeaves.length).toBeGreaterThan(0);

    await page.goto('/explorer');
    await expect(
      page.getByRole('heading', { level: 2, name: `Where test cases are kept (${held.size})` }),
    ).toBeVisible();
    const table = page.getByRole('table', { name: 'Where test cases are kept' });
    // Every one of them, and only those (the header is a row too).
    await expect(table).toHaveAttribute('aria-rowcount', String(held.size + 1));
    const rowOf = (id: string) =>
      table.getByRole('row').filter({ has: page.getByRole('cell', { name: `#${Number(id)}`, exact: true }) });
    const filter = page.getByLabel('Filter Folder');
    await filter.fill(holderWithSubfolders.DESCR);
    const holderCases = held.get(holderWithSubfolders.SCNRID)!;
    await expect(cellsOf(rowOf(holderWithSubfolders.SCNRID))).toHaveText([
      holderWithSubfolders.DESCR,
      `#${Number(holderWithSubfolders.SCNRID)}`,
      /./,
      String(holderCases.length),
      String(countOf(holderCases, 'E') + countOf(holderCases, 'A')),
    ]);
    for (const empty of emptyLeaves.slice(0, 3)) {
      await filter.fill(empty.DESCR);
      const named = folders.filter(
        (folder) => held.has(folder.SCNRID) && folder.DESCR.toLowerCase().includes(empty.DESCR.toLowerCase()),
      );
      await expect(table).toHaveAttribute('aria-rowcount', String(named.length + 1));
      await expect(rowOf(empty.SCNRID)).toHaveCount(0);
    }
  });

  test('an empty folder without sub-folders gives no hint about sub-folders', async ({ page, request }) => {
    const folders = await readData<{ SCNRID: string; PARENTID: string }>(request, '/scenarios');
    const parents = new Set(folders.map((folder) => folder.PARENTID));
    const cases = await readData<CaseRecord>(request, '/testcases');
    const holders = new Set(cases.map((testCase) => testCase.SCNRID));
    const emptyLeaf = folders.find((folder) => !parents.has(folder.SCNRID) && !holders.has(folder.SCNRID))!;
    await page.goto(`/folders/${Number(emptyLeaf.SCNRID)}`);
    const list = page.getByRole('region', { name: 'Test cases of the folder' });
    await expect(list.getByText('This folder holds no test cases')).toBeVisible();
    await expect(list.getByText(/sub-folders/i)).toHaveCount(0);
    await expect(page.getByLabel('Include sub-folders')).toHaveCount(0);
  });

  test('a folder link that leads nowhere says so in the page heading and leads on to the folders', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/folders/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Folder 999999 does not exist' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Try/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'where test cases are kept' }).click();
    await expect(page).toHaveURL(/\/explorer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Explorer' })).toBeVisible();

    await page.goto('/folders/abc');
    await expect(page.getByRole('heading', { level: 1, name: 'Unknown folder' })).toBeVisible();
    await expect(page.getByText('"abc" is not a folder ID: folder IDs have 1 to 10 digits.')).toBeVisible();
  });

  test('a folder the service failed to read opens with Try again', async ({ page }) => {
    // The folder's own record only, not the sub-folders' read ($children) or the tree's.
    const folder = /\/scenarios\/0*100(\?(?!.*children).*)?$/;
    const error = { error: { code: 'INTERNAL_ERROR', message: { lang: 'en', value: 'Dump in the backend' } } };
    await page.route(folder, (route) => route.fulfill({ status: 500, json: error }));
    await page.goto('/folders/100');
    const problem = page.getByRole('alert').filter({ hasText: 'Could not open the folder' });
    await expect(problem).toContainText('Dump in the backend');
    await page.unroute(folder);
    await problem.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'SAP Process Orchestration (PI/PO)' })).toBeVisible();
    await expect(problem).toHaveCount(0);
  });

  test("a folder's sub-folders come back by themselves after the service stopped answering", async ({ page }) => {
    // The reads of folders below a folder (the page's sub-folders and the tree's levels), not the folder's record.
    const below = /\/scenarios.*children/;
    await page.route(below, (route) => route.abort('connectionrefused'));
    await page.goto('/folders/102');
    await expect(page.getByRole('heading', { level: 1, name: 'Procure to Pay' })).toBeVisible();
    const problem = page.getByRole('alert').filter({ hasText: 'Could not load the sub-folders' });
    await expect(problem).toContainText('The service is not answering', { timeout: 20_000 });

    await page.unroute(below);
    const subfolders = page.getByRole('table', { name: 'Sub-folders' });
    await expect(subfolders.getByRole('row').filter({ hasText: 'Production order confirmation from MES' })).toBeVisible(
      { timeout: 30_000 },
    );
    await expect(problem).toHaveCount(0);
  });

  test('the Columns menu opens on the screen, on a phone as on a desktop', async ({ page }) => {
    for (const size of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      await page.setViewportSize(size);
      await page.goto('/folders/103');
      await expect(page.getByRole('table', { name: 'Test cases' }).getByRole('row').nth(1)).toBeVisible();
      await page.getByText('Columns', { exact: true }).click();
      for (const column of ['ID', 'Document number', 'Started by'])
        await expect(page.getByRole('checkbox', { name: column, exact: true }), `${size.width} px`).toBeInViewport({
          ratio: 1,
        });
      await expect(page.getByRole('button', { name: 'Reset columns' })).toBeInViewport({ ratio: 1 });
    }
  });

  test('a column resized and hidden stays so after a reload, until the columns are reset', async ({ page }) => {
    await page.goto('/folders/103');
    const table = page.getByRole('table', { name: 'Test cases' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const handle = table.getByRole('separator', { name: 'Resize Description column' });
    // The handle says the column's width once it has been measured (the description is at least 204 px wide).
    await expect(handle).toHaveAttribute('aria-valuenow', /^(20[4-9]|2[1-9]\d|[3-9]\d\d)$/);
    const before = Number(await handle.getAttribute('aria-valuenow'));
    await handle.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', String(Math.round(before) + 64 + 16));
    const width = await table.getByRole('columnheader', { name: /^Description/ }).evaluate((cell) => cell.clientWidth);

    await page.getByText('Columns', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'Document number' }).uncheck();
    await expect(table.getByRole('columnheader', { name: /^Document number/ })).toHaveCount(0);

    await page.reload();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /^Document number/ })).toHaveCount(0);
    await expect(handle).toHaveAttribute('aria-valuenow', String(Math.round(before) + 64 + 16));
    expect(await table.getByRole('columnheader', { name: /^Description/ }).evaluate((cell) => cell.clientWidth)).toBe(
      width,
    );

    await page.getByText('Columns', { exact: true }).click();
    await page.getByRole('button', { name: 'Reset columns' }).click();
    await expect(table.getByRole('columnheader', { name: /^Document number/ })).toBeVisible();
    await expect(handle).toHaveAttribute('aria-valuetext', /default width/);
  });

  test('beside the tree every header shows whole, a long status ends in an ellipsis, and rows keep a name', async ({
    page,
    request,
  }) => {
    const cases = await readData<{ SCNRID: string; LAST_STATUS_TXT: string }>(request, '/testcases');
    const warned = cases.find((testCase) => testCase.LAST_STATUS_TXT === 'Passed with warnings')!;
    await page.goto(`/folders/${Number(warned.SCNRID)}`);
    const table = page.getByRole('table', { name: 'Test cases' });
    const status = table.getByTitle('Passed with warnings').first();
    await expect(status).toBeVisible();
    // Within its cell (it was cut off at the cell's edge mid-word), its text shortened where it does not fit.
    const cell = await status.locator('xpath=..').boundingBox();
    const badge = await status.boundingBox();
    expect(badge!.x + badge!.width).toBeLessThanOrEqual(cell!.x + cell!.width);
    // Every header whole: no part of it wider than its box (cut, or ending in an ellipsis).
    for (const header of await table.getByRole('columnheader').all())
      expect(await cutPartsOf(header), await header.innerText()).toBe(0);

    await page.getByText('Columns', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'ID', exact: true }).uncheck();
    await expect(table.getByRole('columnheader', { name: /^ID/ })).toHaveCount(0);
    // The description, the first column left, now names each row.
    await expect(table.getByRole('row').nth(1).getByRole('rowheader').getByRole('link')).toBeVisible();
    await page.getByRole('button', { name: 'Reset columns' }).click();
  });

  test('a test case link focused while the list scores flakiness keeps its focus', async ({ page }) => {
    // The scores come from each case's results: held back until the user has a link focused.
    let score!: () => void;
    const scoring = new Promise<void>((resolve) => (score = resolve));
    await page.route(/\/testcases\/[^/?]+\/results/, async (route) => {
      await scoring;
      await route.fallback().catch(() => undefined);
    });
    await page.goto('/folders/123');
    const link = page.getByRole('table', { name: 'Test cases' }).getByRole('row').nth(1).getByRole('link').first();
    await link.focus();
    score();
    await expect(page.getByRole('status').filter({ hasText: /\d flaky$/ })).toBeVisible();
    // The rows took their scores in place: the link was not drawn anew (which would have dropped the focus).
    await expect(link).toBeFocused();
  });

  test('the run button counts the selection as the list counts test cases: "Run selected (1,234)"', async ({
    page,
    request,
  }) => {
    // A folder of 1,234 test cases, made from a real one: the default data set has none that large.
    const [sample] = await readData<CaseRecord>(request, '/testcases?SCNRID=103');
    const many = Array.from({ length: 1234 }, (_, index) => ({
      ...sample!,
      CASEID: String(200000 + index).padStart(10, '0'),
    }));
    await page
      .context()
      .route(`**${API}/testcases?SCNRID=0000000103*`, (route) => route.fulfill({ json: { DATA: many } }));
    await page.goto('/folders/103');
    await expect(page.getByRole('status').filter({ hasText: '1,234 test cases' })).toBeVisible();
    // "Select all" asks the list's worker for every ID first, so the box is ticked a moment after the click.
    const selectAll = page
      .getByRole('table', { name: 'Test cases' })
      .getByRole('checkbox', { name: 'Select all rows' });
    await selectAll.click();
    await expect(selectAll).toBeChecked();
    await expect(page.getByRole('button', { name: 'Run selected (1,234)' })).toBeEnabled();
  });
});
