import { expect, test } from '@playwright/test';
import { VIEWPORTS } from './support/viewports';
import { readData } from './support/service';
import { cutPartsOf } from './support/text-lines';

interface FolderCases {
  rows: { CASEID: string }[];
}
interface CaseRecord {
  CASEID: string;
  SCNRID: string;
  LAST_STATUS: string;
}

test.describe('the explorer shows where the test cases are', () => {
  test('without a store the tree shows no counts and the start says what would show them @direct', async ({ page }) => {
    await page.goto('/explorer');
    await expect(page.getByText("This list and the folders' counts need the dashboard's server")).toBeVisible();
    const item = page.getByRole('tree', { name: 'Folders' }).getByRole('treeitem').first();
    await expect(item).toHaveAccessibleDescription(/^Folder #\d+(, has sub-folders)?$/);
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

  test('a folder the server failed to read opens with Try again', async ({ page }) => {
    // The folder's record and path, which the store answers, failing as a proxy in front of it would.
    const folder = '**/api/folders/path?*';
    await page.route(folder, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'text/html',
        body: '<html><title>500 Dump in the backend</title></html>',
      }),
    );
    await page.goto('/folders/100');
    const problem = page.getByRole('alert').filter({ hasText: 'Could not open the folder' });
    await expect(problem).toContainText('500 Dump in the backend');
    await page.unroute(folder);
    await problem.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'SAP Process Orchestration (PI/PO)' })).toBeVisible();
    await expect(problem).toHaveCount(0);
  });

  test("a folder's sub-folders come back by themselves after the server stopped answering", async ({ page }) => {
    // The reads of folders below a folder (the page's sub-folders and the tree's levels), not the folder's record.
    const below = /\/api\/folders\/level/;
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

  test('the run button counts the selection as the list counts test cases: "Run selected (1,234)"', async ({
    page,
  }) => {
    // A folder of 1,234 test cases, made from a real one's rows: the default data set has none that large. The
    // store's pages answer for it, each the rows at its offset, as the server pages them.
    const real = (await (await page.request.get('/api/folders/cases?folder=103&limit=1')).json()) as FolderCases;
    const many = Array.from({ length: 1234 }, (_, index) => ({ ...real.rows[0]!, CASEID: String(200000 + index) }));
    await page.route(/\/api\/folders\/cases\?(.*&)?folder=103(&|$)/, (route) => {
      const asked = new URL(route.request().url()).searchParams;
      const offset = Number(asked.get('offset') ?? 0);
      const rows = many.slice(offset, offset + Number(asked.get('limit') ?? 100));
      return route.fulfill({ json: { ...real, total: many.length, all: many.length, offset, rows } });
    });
    await page.goto('/folders/103');
    await expect(page.getByRole('status').filter({ hasText: '1,234 test cases' })).toBeVisible();
    const selectAll = page
      .getByRole('table', { name: 'Test cases' })
      .getByRole('checkbox', { name: 'Select all rows' });
    await selectAll.click();
    await expect(selectAll).toBeChecked();
    await expect(page.getByRole('button', { name: 'Run selected (1,234)' })).toBeEnabled();
  });
});
