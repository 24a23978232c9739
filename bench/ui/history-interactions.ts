// The runs list and the report builder's estimate over the whole run history: 20,000 runs on the large
// data set, 74 MB of them (194 MB with details), where the explorer's lists have their 100,000 test cases.
import type { Page } from '@playwright/test';
import { paths } from '../../src/routes/paths';
import type { DatasetFacts } from './dataset-facts';
import type { Interaction, Target } from './interactions';
import type { PageCheck } from './page-probe';
import { openPage } from './page-interactions';

const TABLE = 'Test runs';
// The targets for these screens (no ratio: the default data set's history is a few hundred runs).
const FIRST_ROWS: Target = { ms: 300, longestTaskMs: 100 };
const WHOLE_RANGE: Target = { ms: 2000, longestTaskMs: 100 };
const VIEW_CHANGE: Target = { ms: 100, longestTaskMs: 100 };
const COUNT: Target = { ms: 1000, longestTaskMs: 100 };
const count = (value: number) => value.toLocaleString('en-US');
const runsSize = (facts: DatasetFacts) => `${count(facts.runs.count)} runs`;
const executionsSize = (facts: DatasetFacts) => `${count(facts.runs.executions)} executions`;
const allRuns = (facts: DatasetFacts) =>
  ({ kind: 'rows and status shown', table: TABLE, status: runsSize(facts) }) as const;
const finalCount = (executions: number) =>
  ({ kind: 'status shows', text: `${count(executions)} executions match.` }) as const;

async function waitFor(page: Page, check: PageCheck): Promise<void> {
  await page.waitForFunction((wanted) => window.uiBenchProbe.holds(wanted), check, {
    polling: 'raf',
    timeout: 120_000,
  });
}

async function openRunsList(page: Page, facts: DatasetFacts): Promise<void> {
  await page.goto(paths.runs.href());
  await waitFor(page, allRuns(facts));
}

export const HISTORY_INTERACTIONS: Interaction[] = [
  {
    title: 'Runs list: open it until the first rows show',
    target: FIRST_ROWS,
    size: runsSize,
    navigates: true,
    prepare: async () => {},
    act: openPage(() => paths.runs.href()),
    result: () => ({ kind: 'rows shown', table: TABLE }),
  },
  {
    title: 'Runs list: open it until every run has arrived (the full count in the status)',
    target: WHOLE_RANGE,
    size: runsSize,
    navigates: true,
    prepare: async () => {},
    act: openPage(() => paths.runs.href()),
    result: allRuns,
  },
  {
    // The way most users get there: the overview is the home page, and its reads are still going on.
    title:
      'Runs list: open it from the overview (a click on Runs as its first figures show) until every run has arrived',
    target: WHOLE_RANGE,
    size: runsSize,
    whileBusy: true,
    prepare: async (page) => {
      await page.goto(paths.overview.href());
      await waitFor(page, { kind: 'region shows', name: 'Executions', text: '% passed' });
    },
    act: (page) =>
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Runs', exact: true }).click(),
    result: allRuns,
  },
  {
    title: 'Runs list: sort by name (one click) until the first name is on top',
    target: VIEW_CHANGE,
    size: runsSize,
    prepare: openRunsList,
    act: (page) => page.getByRole('table', { name: TABLE }).getByRole('button', { name: 'Name', exact: true }).click(),
    result: (facts) => ({ kind: 'top row shows', table: TABLE, cell: facts.runs.firstName }),
  },
  {
    title: 'Runs list: filter by name (fill "nightly") until only matching rows show',
    target: VIEW_CHANGE,
    size: runsSize,
    prepare: openRunsList,
    act: (page, facts) => page.getByRole('searchbox', { name: 'Filter Name' }).fill(facts.runs.nameFilter),
    result: (facts) => ({ kind: 'every row contains', table: TABLE, text: facts.runs.nameFilter }),
  },
  {
    title: 'Report builder: open it until a match count shows (growing while runs are read)',
    target: COUNT,
    size: executionsSize,
    navigates: true,
    prepare: async () => {},
    act: openPage(() => paths.reports.href()),
    result: () => ({ kind: 'status shows', text: 'executions match' }),
  },
  {
    title: 'Report builder: open it until the final match count shows',
    // Informational: the target is a count within 1 s, which may still be growing.
    target: null,
    size: executionsSize,
    navigates: true,
    prepare: async () => {},
    act: openPage(() => paths.reports.href()),
    result: (facts) => finalCount(facts.runs.executions),
  },
  {
    title: 'Report builder: tick the run type "Smoke test" until its match count shows',
    target: COUNT,
    size: executionsSize,
    prepare: async (page, facts) => {
      await page.goto(paths.reports.href());
      await page
        .getByRole('status')
        .filter({ hasText: finalCount(facts.runs.executions).text })
        .waitFor({
          timeout: 120_000,
        });
    },
    act: (page) => page.getByRole('checkbox', { name: 'Smoke test (SM)' }).click(),
    result: (facts) => finalCount(facts.runs.smokeExecutions),
  },
];
