// The user guide's pictures: each screen as a user sees it on a phone, a tablet and a desktop, once per theme
// (the project's colour scheme), written to docs/images/guide/<screen>-<size>-<theme>.png. Run with
// `npm run docs:screenshots`.
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { findScreenIds } from '../support/screens';
import { FOLDERS_BUTTON_MAX_WIDTH, MENU_MAX_WIDTH, VIEWPORTS } from '../support/viewports';

const GUIDE_IMAGES = join(import.meta.dirname, '../../docs/images/guide');
const SIZES = ['phone', 'tablet', 'desktop'] as const;
type Viewport = (typeof VIEWPORTS)[(typeof SIZES)[number]];

/** Waits until nothing is loading any more, then saves the viewport. */
async function capture(page: Page, screen: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const size = SIZES.find((name) => VIEWPORTS[name].width === page.viewportSize()!.width)!;
  await page.screenshot({
    path: join(GUIDE_IMAGES, `${screen}-${size}-${test.info().project.name}.png`),
    animations: 'disabled',
  });
}

// One screen at every size before the next: the runs started for the run pictures come after the test case
// pictures, so those show the same test case with the same results at every size.
const SCENARIOS: [string, (page: Page, viewport: Viewport) => Promise<void>][] = [
  [
    'overview: the home screen over the seeded history',
    async (page) => {
      await page.goto('/?from=2026-10-01&to=2026-11-20');
      await expect(page.getByRole('region', { name: 'Test cases failing now' })).toContainText('failing for');
      await capture(page, 'overview');
    },
  ],
  [
    'explorer: folder tree and test case list',
    async (page, viewport) => {
      await page.goto('/folders/103?sub=1');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Test cases' }).getByRole('row').nth(1)).toBeVisible();
      await capture(page, 'explorer');
      if (viewport.width > FOLDERS_BUTTON_MAX_WIDTH) return;
      await page.getByRole('button', { name: 'Folders', exact: true }).click();
      await expect(page.getByRole('treeitem', { name: /Production order/, selected: true })).toBeVisible();
      await capture(page, 'explorer-folders');
    },
  ],
  [
    'the menu of a narrow screen',
    async (page, viewport) => {
      test.skip(viewport.width > MENU_MAX_WIDTH, 'the links sit in the header bar');
      await page.goto('/runs');
      await expect(page.getByRole('table', { name: 'Test runs' })).toBeVisible();
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Runs' })).toBeVisible();
      await capture(page, 'menu');
    },
  ],
  [
    'test case: every tab, and the payload comparison',
    async (page) => {
      // A failed case whose tabs show results, differences to compare and variables.
      const caseId = (await findScreenIds(page.request)).failedCase;
      const tabs = page.getByRole('tablist', { name: 'Test case' });
      await page.goto(`/testcases/${caseId}/overview`);
      await expect(page.getByText('Automation object')).toBeVisible();
      await capture(page, 'test-case-overview');

      await tabs.getByRole('tab', { name: 'Results' }).click();
      await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible();
      await capture(page, 'test-case-results');

      await tabs.getByRole('tab', { name: 'Payloads' }).click();
      await expect(page.getByRole('region', { name: /Reference input/ })).toBeVisible();
      await capture(page, 'test-case-payloads');

      await page.getByRole('button', { name: 'Compare reference and current output' }).click();
      await expect(page.getByText(/Failing difference at/).first()).toBeVisible();
      await capture(page, 'test-case-compare');

      await tabs.getByRole('tab', { name: 'Variables' }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await capture(page, 'test-case-variables');
    },
  ],
  [
    "interfaces: an interface's fields, and the rule a noise field suggests",
    async (page) => {
      const path = '/ORDERS05/IDOC/EDI_DC40/ARCKEY';
      // The ledger tells once the server's store has read the history and its comparisons.
      test.setTimeout(300_000);
      await expect
        .poll(async () => ((await (await page.request.get('/api/history/status')).json()) as { state: string }).state, {
          timeout: 240_000,
        })
        .toBe('ready');
      await page.goto('/interfaces/ORDERS05_IN');
      const fields = page.getByRole('table', { name: 'Fields of ORDERS05_IN that differed from the reference' });
      await expect(fields).toBeVisible();
      await fields.getByRole('rowheader', { name: path }).scrollIntoViewIfNeeded();
      await capture(page, 'interface-fields');
      await fields
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: path }) })
        .getByRole('button', { name: 'Suggest a rule' })
        .click();
      await expect(page.getByText(/would have turned \d+ of \d+ failures green/)).toBeVisible();
      await capture(page, 'interface-rule');
    },
  ],
  [
    'runs: the launcher, a run being followed, the history',
    async (page) => {
      await page.goto('/runs/new?cases=100014%2C100020');
      await page.getByLabel('Find folders to add').fill('103');
      await page.getByRole('listbox', { name: 'Matching folders' }).getByRole('option').first().click();
      await page.getByLabel('Find folders to add').clear();
      await page.getByLabel('Run name').fill('Order to cash regression');
      await page.getByRole('button', { name: 'Add variable' }).click();
      const variable = page.getByRole('group', { name: 'Variable 1' });
      await variable.getByLabel('Test case').selectOption('100014');
      await variable.getByLabel('Variable name').fill('PO_NUMBER');
      await variable.getByLabel('Value').fill('4500099999');
      await variable.getByLabel('Value').blur();
      await expect(page.getByRole('region', { name: 'What will run' })).toContainText('from 1 folder');
      await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
      await capture(page, 'run-launcher');

      await page.getByRole('button', { name: 'Start run' }).click();
      const progress = page.getByRole('progressbar', { name: 'Run progress' });
      // Caught half-way: some test cases done, others still waiting (the server runs at a slow pace).
      const share = async () =>
        Number(await progress.getAttribute('aria-valuenow')) / Number(await progress.getAttribute('aria-valuemax'));
      await expect.poll(share, { timeout: 60_000, intervals: [250] }).toBeGreaterThanOrEqual(0.3);
      expect(await share()).toBeLessThan(1);
      await capture(page, 'run-followed');

      // A past range, so both themes show the same runs whatever this script started.
      await page.goto('/runs?from=2026-11-01&to=2026-11-12');
      await expect(page.getByRole('table', { name: 'Test runs' }).getByRole('row').nth(1)).toBeVisible();
      await capture(page, 'runs');
    },
  ],
  [
    'reports: the report builder with filters and the estimate',
    async (page) => {
      await page.goto('/reports');
      const picker = page.getByRole('group', { name: 'Folders' });
      await picker.getByText('Browse the folder tree').click();
      await picker.getByRole('tree', { name: 'Choose folders' }).getByRole('treeitem').first().click();
      await page.getByLabel('Include sub-folders').check();
      await page.getByLabel('Started from').fill('2026-10-01');
      await page.getByLabel('Started to').fill('2026-11-20');
      await page.getByLabel('Include business data').check();
      await expect(page.getByRole('status').filter({ hasText: /executions match/ })).toBeVisible();
      await picker.getByText('Browse the folder tree').click();
      await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
      await capture(page, 'report-builder');
    },
  ],
];

test.describe.configure({ mode: 'serial' });

for (const [title, scenario] of SCENARIOS) {
  for (const size of SIZES) {
    test.describe(`at ${size} size`, () => {
      test.use({ viewport: VIEWPORTS[size] });
      test(title, ({ page }) => scenario(page, VIEWPORTS[size]));
    });
  }
}
