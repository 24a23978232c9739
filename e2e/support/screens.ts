// Every screen of the app, each opened and waited for until what a person reads there is on it: the screen audit
// (screen-audit.spec.ts) opens each once and checks it at every size and in both themes.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { openOverview } from './overview';
import { readData } from './service';

/** IDs in the bundled data that make the screens show something worth checking. */
export interface ScreenIds {
  /** A test case whose last run failed: its tabs show results, differences and variables. */
  failedCase: string;
  /** A finished run, started before the data any test adds. */
  finishedRun: string;
}

export async function findScreenIds(request: APIRequestContext): Promise<ScreenIds> {
  // From the seed's history (it ends 2026-11-20), which no test changes: runs that tests start move a case's
  // LAST_* fields, and which case failed last would then depend on the order the tests ran in.
  const seedFailures = (
    await readData<{ CASEID: string; LAST_STATUS: string; LAST_STARTED_DATE: string; LAST_RUN_ID: string }>(
      request,
      '/testcases',
    )
  ).filter((testCase) => testCase.LAST_STATUS === 'E' && testCase.LAST_STARTED_DATE <= '2026-11-20');
  // One whose output differs from the reference (a field comparison or a mapping error: a target's HTTP 500 or an
  // output that never came leaves no payload to compare), and with variables, so the variables tab shows its table.
  let failedCase: (typeof seedFailures)[number] | undefined;
  for (const candidate of seedFailures.slice(0, 40)) {
    const results = await readData<{ RUN_ID: string; MESSAGE: string }>(
      request,
      `/testcases/${candidate.CASEID}/results`,
    );
    const last = results.find((result) => result.RUN_ID === candidate.LAST_RUN_ID);
    if (!last || !/unexpected differences|Mapping error/.test(last.MESSAGE)) continue;
    failedCase ??= candidate;
    if ((await readData(request, `/testcases/${candidate.CASEID}/variables`)).length > 0) {
      failedCase = candidate;
      break;
    }
  }
  if (!failedCase) throw new Error('The seeded data has no failed test case with differences to compare');
  const finishedRun = (
    await readData<{ RUN_ID: string; END_DATE: string }>(request, '/testruns?STARTED_TO=2026-11-15')
  ).find((run) => run.END_DATE !== '')!;
  return { failedCase: String(Number(failedCase.CASEID)), finishedRun: finishedRun.RUN_ID };
}

export interface Screen {
  name: string;
  /** Opens the screen and waits until what a person reads there is on it. */
  open: (page: Page, ids: ScreenIds) => Promise<void>;
}

/** What each test case tab shows once read: its terms, its table, or (the fields) its filters above a table. */
const TAB_SHOWS = { overview: 'term', results: 'table', fields: 'group', variables: 'table' } as const;

export const SCREENS: Screen[] = [
  {
    name: 'the overview',
    open: async (page) => {
      // The seeded history (up to 2026-11-20), so every tile has figures whatever today is.
      await openOverview(page, '/?from=2026-10-01&to=2026-11-20');
      for (const name of ['Pass rate over time', 'Test cases failing now', 'Run duration'])
        await expect(page.getByRole('region', { name }).getByRole('status')).toHaveCount(0, { timeout: 20_000 });
    },
  },
  {
    name: 'the explorer before a folder is chosen',
    open: async (page) => {
      await page.goto('/explorer');
      await expect(page.getByRole('heading', { level: 2, name: /Where test cases are kept/ })).toBeVisible();
      await expect(
        page.getByRole('table', { name: 'Where test cases are kept' }).getByRole('row').nth(1),
      ).toBeVisible();
    },
  },
  {
    name: 'a folder with its test case list',
    open: async (page) => {
      await page.goto('/folders/103?sub=1');
      await expect(page.getByRole('table', { name: 'Test cases' }).getByRole('row').nth(1)).toBeVisible();
    },
  },
  ...(['overview', 'results', 'fields', 'variables'] as const).map((tab) => ({
    name: `the ${tab} tab of a test case`,
    open: async (page: Page, ids: ScreenIds) => {
      await page.goto(`/testcases/${ids.failedCase}/${tab}`);
      await expect(page.getByRole('tab', { name: new RegExp(tab, 'i') })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByRole(TAB_SHOWS[tab]).first()).toBeVisible();
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
    name: 'two runs compared',
    open: async (page) => {
      // The seed's two newest nightlies: a series no test adds to.
      const [latest, previous] = await readData<{ RUN_ID: string }>(
        page.request,
        '/testruns?NAME=Nightly full regression*&STARTED_TO=2026-11-20',
      );
      await page.goto(`/runs/compare/${previous!.RUN_ID}/${latest!.RUN_ID}`);
      await expect(
        page.getByRole('table', { name: 'All test cases of both runs' }).getByRole('row').nth(1),
      ).toBeVisible();
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
