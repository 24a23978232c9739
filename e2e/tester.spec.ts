import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { findScreenIds } from './support/screens';
import { readData } from './support/service';

test.describe('a tester browses folders and reads a test case', () => {
  test('expands folders with the keyboard and opens one', { tag: '@journey' }, async ({ page }) => {
    await page.goto('/explorer');
    const tree = page.getByRole('tree', { name: 'Folders' });
    const first = tree.getByRole('treeitem').first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    // The children load after the folder opens: a person waits to see them before moving down.
    const child = tree.getByRole('treeitem', { level: 2 }).first();
    await expect(child).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(child).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/folders\/\d+/);
    await expect(child).toHaveAttribute('aria-selected', 'true');
    const mainNavigation = page.getByRole('navigation', { name: 'Main' });
    await expect(mainNavigation.getByRole('link', { name: 'Explorer' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNavigation.getByRole('link', { name: 'Runs' })).not.toHaveAttribute('aria-current');
    await page.keyboard.press('ArrowLeft');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expectNoSeriousA11yViolations(page);
  });

  test(
    'opens a test case, reads each tab, compares payloads, reloads the deep link',
    { tag: '@journey' },
    async ({ page }) => {
      await page.goto('/folders/103?sub=1');
      const table = page.getByRole('table', { name: 'Test cases' });
      const link = table.getByRole('row').nth(1).getByRole('link').first();
      const caseId = (await link.textContent())!.trim();
      await link.click();
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(`\\(ID ${caseId}\\)$`) })).toBeVisible();
      const tabs = page.getByRole('tablist', { name: 'Test case' });
      await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText('Automation object')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await tabs.getByRole('tab', { name: 'Results' }).click();
      await expect(page).toHaveURL(new RegExp(`/testcases/${caseId}/results`));
      await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible();
      await tabs.getByRole('tab', { name: 'Results' }).press('ArrowRight');
      await expect(tabs.getByRole('tab', { name: 'Payloads' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('region', { name: /Reference input/ })).toBeVisible();
      // Each payload's row is named by what it is, its button to view it.
      await expect(
        page.getByRole('table', { name: 'Payloads' }).getByRole('rowheader', { name: 'View Reference input' }),
      ).toBeVisible();
      await page.getByLabel(/Search in Reference input/).fill('xml');
      await expect(page.getByRole('status').filter({ hasText: /of \d+ match(es)?$/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Compare reference and current output' }).click();
      await expect(
        page.getByRole('region', { name: /Comparison of Reference output and Current output/ }),
      ).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /identical|differing lines/ })).toBeVisible();

      await tabs.getByRole('tab', { name: 'Variables' }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await page.reload();
      await expect(tabs.getByRole('tab', { name: 'Variables' })).toHaveAttribute('aria-selected', 'true');
      // Tabs replace the history entry: Back leaves the test case for the list it was opened from.
      await page.goBack();
      await expect(page).toHaveURL(/\/folders\/103\?sub=1/);
      await expect(page.getByRole('table', { name: 'Test cases' })).toBeVisible();
      await page.goForward();
      await expect(tabs.getByRole('tab', { name: 'Variables' })).toHaveAttribute('aria-selected', 'true');
    },
  );

  test(
    'marks failing differences in the compare view of a failed test case',
    { tag: '@journey' },
    async ({ page, request }) => {
      const { failedCase } = await findScreenIds(request);
      await page.goto(`/testcases/${failedCase}/payloads?compare=1`);
      await expect(page.getByText(/Failing difference at/).first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /\d+ failing/ })).toBeVisible();
    },
  );

  test('an unknown test case shows a clear message, not a blank page', async ({ page }) => {
    await page.goto('/testcases/999999/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Test case 999999 does not exist' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('each screen names what it shows in the tab title, and an address that leads nowhere offers the overview', async ({
    page,
    request,
  }) => {
    const [testCase] = await readData<{ DESCR: string }>(request, '/testcases/100014');
    const [folder] = await readData<{ DESCR: string }>(request, '/scenarios/122');
    const [run] = await readData<{ RUN_ID: string; NAME: string }>(request, '/testruns?NAME=Nightly*');
    const screens: [path: string, title: string, shown: Locator][] = [
      ['/', 'Overview', page.getByRole('heading', { level: 1, name: 'Overview' })],
      ['/explorer', 'Explorer', page.getByRole('heading', { level: 1, name: 'Explorer' })],
      ['/folders/122', `${folder!.DESCR} (#122)`, page.getByRole('heading', { level: 1, name: folder!.DESCR })],
      [
        '/testcases/100014/results',
        `${testCase!.DESCR} (ID 100014) · Results`,
        page.getByRole('tab', { name: 'Results', selected: true }),
      ],
      ['/runs?name=Nightly*', 'Nightly* · Runs', page.getByRole('heading', { level: 1, name: 'Runs' })],
      [
        `/runs/${run!.RUN_ID}`,
        `Finished · ${run!.NAME} · Runs`,
        page.getByRole('heading', { level: 1, name: run!.NAME }),
      ],
      ['/runs/new', 'New run · Runs', page.getByRole('heading', { level: 1, name: 'New run' })],
      ['/reports', 'Execution report · Reports', page.getByRole('heading', { level: 1, name: 'Execution report' })],
      ['/no/such/screen', 'Page not found', page.getByRole('heading', { level: 1, name: 'Page not found' })],
    ];
    for (const [path, title, shown] of screens) {
      await page.goto(path);
      await expect(shown).toBeVisible();
      await expect(page, path).toHaveTitle(`${title} · Test Automation Dashboard`);
    }
    // Home is the overview; the explorer is the second way on.
    await expect(page.getByRole('link', { name: 'Browse the test cases in the explorer' })).toHaveAttribute(
      'href',
      '/explorer',
    );
    await page.getByRole('link', { name: 'Go to the overview' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Overview · Test Automation Dashboard');
  });
});
