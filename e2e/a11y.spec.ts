import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { readData } from './support/service';

interface Screen {
  name: string;
  /** Opens the screen and waits until what a person reads there is on it. */
  open: (page: Page, ids: { failedCase: string; finishedRun: string }) => Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: 'a folder with its test case list',
    open: async (page) => {
      await page.goto('/folders/103?sub=1');
      await expect(page.getByRole('table', { name: 'Test cases' }).getByRole('row').nth(1)).toBeVisible();
    },
  },
  ...(['overview', 'results', 'variables'] as const).map((tab) => ({
    name: `the ${tab} tab of a test case`,
    open: async (page: Page, ids: { failedCase: string }) => {
      await page.goto(`/testcases/${ids.failedCase}/${tab}`);
      await expect(page.getByRole('tab', { name: new RegExp(tab, 'i') })).toHaveAttribute('aria-selected', 'true');
      await expect(
        page
          .getByRole('tabpanel')
          .getByRole(tab === 'overview' ? 'term' : 'table')
          .first(),
      ).toBeVisible();
    },
  })),
  {
    name: 'the payload viewer',
    open: async (page, ids) => {
      await page.goto(`/testcases/${ids.failedCase}/payloads`);
      await expect(page.getByRole('region', { name: /Reference input/ })).toBeVisible();
    },
  },
  {
    name: 'the payload compare view',
    open: async (page, ids) => {
      await page.goto(`/testcases/${ids.failedCase}/payloads?compare=1`);
      await expect(page.getByRole('status').filter({ hasText: /\d+ failing/ })).toBeVisible();
    },
  },
  {
    name: 'the run history',
    open: async (page) => {
      await page.goto('/runs');
      await expect(page.getByRole('table', { name: 'Test runs' }).getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    name: 'a finished run',
    open: async (page, ids) => {
      await page.goto(`/runs/${ids.finishedRun}`);
      await expect(page.getByRole('status').filter({ hasText: 'Finished' })).toBeVisible();
    },
  },
  {
    name: 'the run launcher',
    open: async (page) => {
      await page.goto('/runs/new');
      await expect(page.getByRole('form', { name: 'Start test run' })).toBeVisible();
    },
  },
  {
    name: 'the report builder',
    open: async (page) => {
      await page.goto('/reports');
      await expect(page.getByRole('form', { name: 'Execution report' })).toBeVisible();
    },
  },
];

// Every screen in both themes: contrast problems of one theme show only there.
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`every screen in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });
    for (const screen of SCREENS) {
      test(`${screen.name} has no serious or critical accessibility violation`, async ({ page, request }) => {
        const failedCase = (await readData<{ CASEID: string; LAST_STATUS: string }>(request, '/testcases')).find(
          (testCase) => testCase.LAST_STATUS === 'E',
        )!;
        const finishedRun = (
          await readData<{ RUN_ID: string; END_DATE: string }>(request, '/testruns?STARTED_TO=2026-11-15')
        ).find((run) => run.END_DATE !== '')!;
        await screen.open(page, { failedCase: String(Number(failedCase.CASEID)), finishedRun: finishedRun.RUN_ID });
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}
