import { request as requests, type APIRequestContext, type Route } from '@playwright/test';
import { layoutShift, watchLayoutShift } from './support/layout-shift';
import { VIEWPORTS } from './support/viewports';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { API, readData } from './support/service';
import { cellsOf } from './support/table-cells';
import { expect, test } from './support/store-server';

// The explorer's counts and its list of where test cases are kept come from the history store: on a server with one.

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

test.describe('the explorer shows where the test cases are, from the store', () => {
  let service: APIRequestContext;
  test.beforeEach(async ({ storeServer }) => {
    service = await requests.newContext({ baseURL: storeServer.origin });
  });

  test('tree items carry their counts as a description, and IDs read as #n', async ({ page, storeServer }) => {
    const cases = await readData<CaseRecord>(service, '/testcases?SCNRID=103');
    await page.goto(`${storeServer.origin}/folders/103`);
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

  test('a folder with sub-folders shows them with their counts, and opens one', async ({ page, storeServer }) => {
    const cases = await readData<CaseRecord>(service, '/testcases?SCNRID=103');
    await page.goto(`${storeServer.origin}/folders/102`);
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

  test('a folder, a test case and the new run form read the folder tree from the store, never every folder', async ({
    page,
    storeServer,
  }) => {
    // The page's own reads of the service's folders (the dashboard server's read-throughs are its own business).
    const folderReads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith(`${API}/scenarios`)) folderReads.push(url.pathname + url.search);
    });
    await page.goto(`${storeServer.origin}/folders/103`);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link')).toHaveText([
      'Explorer',
      'SAP Process Orchestration (PI/PO)',
      'Procure to Pay',
    ]);
    // The deep link opened the folder's ancestors in the tree.
    const tree = page.getByRole('tree', { name: 'Folders' });
    await expect(tree.getByRole('treeitem', { name: 'Procure to Pay' })).toHaveAttribute('aria-expanded', 'true');
    const search = page.getByRole('searchbox', { name: 'Search folders' });
    await search.fill('procure');
    await expect(page.getByRole('list', { name: 'Matching folders' }).getByRole('button').first()).toContainText(
      'Procure to Pay',
    );

    await page.goto(`${storeServer.origin}/runs/new?folders=102,9999999`);
    const folders = page.getByRole('group', { name: 'Folders' });
    await expect(folders.getByRole('listitem').first()).toContainText('Procure to Pay (102)');
    await expect(folders.getByRole('listitem').nth(1)).toContainText('9999999');
    await page.getByRole('combobox', { name: 'Find folders to add' }).fill('confirmation from MES');
    await expect(page.getByRole('listbox', { name: 'Matching folders' }).getByRole('option').first()).toContainText(
      'Production order confirmation from MES',
    );
    expect(folderReads).toEqual([]);
  });

  test('a folder page on a phone holds still while its sub-folders, their table and their counts arrive', async ({
    page,
    storeServer,
  }) => {
    // Lighthouse's phone runs saw the test cases' placeholder pushed down by the sub-folders (a layout shift of
    // 0.25) or by the folder's origin taking a second line, and the note below the table moved when the table
    // replaced its placeholder. Each part comes late here, one after the other, as on a slow phone.
    await page.setViewportSize(VIEWPORTS.phone);
    await watchLayoutShift(page);
    await page.route(`**${API}/scenarios?*PARENTID=0000000102*`, later(600));
    await page.route(`**${API}/scenarios/102*`, later(900));
    await page.route('**/assets/folder-table-*.js', later(1500));
    await page.route('**/api/folders/**', later(2100));
    await page.goto(`${storeServer.origin}/folders/102`);
    await expect(page.getByRole('table', { name: 'Sub-folders' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText("count each folder's own test cases, not those in its sub-folders")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show all test cases below' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await layoutShift(page)).toBeLessThan(0.005);
  });

  test('where test cases are kept: every folder that holds test cases, with its counts, and none other', async ({
    page,
    storeServer,
  }) => {
    const folders = await readData<{ SCNRID: string; PARENTID: string; DESCR: string }>(service, '/scenarios');
    const cases = await readData<CaseRecord>(service, '/testcases');
    const held = new Map<string, CaseRecord[]>();
    for (const testCase of cases) held.set(testCase.SCNRID, [...(held.get(testCase.SCNRID) ?? []), testCase]);
    const parents = new Set(folders.map((folder) => folder.PARENTID));
    // A folder that holds test cases and has sub-folders as well (#122), and folders that hold none (#101, #120).
    const holderWithSubfolders = folders.find((folder) => held.has(folder.SCNRID) && parents.has(folder.SCNRID))!;
    const emptyLeaves = folders.filter((folder) => !held.has(folder.SCNRID) && !parents.has(folder.SCNRID));
    expect(emptyLeaves.length).toBeGreaterThan(0);

    await page.goto(`${storeServer.origin}/explorer`);
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
  test(
    'searches a folder and sees its test cases, with sub-folders when asked',
    { tag: '@journey' },
    async ({ page, storeServer }) => {
      await page.goto(`${storeServer.origin}/explorer`);
      await page.getByLabel('Search folders').fill('Procure to Pay');
      await page.getByRole('list', { name: 'Matching folders' }).getByRole('button').first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Procure to Pay' })).toBeVisible();
      // The list of matches closes; the chosen folder is revealed, scrolled to and focused in the tree.
      const found = page
        .getByRole('tree', { name: 'Folders' })
        .getByRole('treeitem', { name: 'Procure to Pay', selected: true });
      await expect(found).toBeInViewport();
      await expect(found).toBeFocused();
      // The folder holds nothing itself: it offers its sub-folders, or everything below it at once.
      await expect(page.getByRole('table', { name: 'Sub-folders' })).toBeVisible();
      await page.getByRole('button', { name: 'Show all test cases below' }).click();
      await expect(page.getByLabel('Include sub-folders')).toBeChecked();
      await expect(page).toHaveURL(/sub=1/);
      const table = page.getByRole('table', { name: 'Test cases' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await page.getByLabel('Quick filter').fill('rush order');
      await expect(table.getByRole('cell', { name: /Rush order/ }).first()).toBeVisible();
      await expect(page).toHaveURL(/q=rush/);
      await expectNoSeriousA11yViolations(page);
    },
  );
});
