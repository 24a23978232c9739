// The explorer and overview interactions the UI benchmark times: how a user gets there (untimed), the action itself, and
// the first thing on screen that shows it worked. Locators use roles and names; list state goes in the URL.
import type { Page } from '@playwright/test';
import { paths } from '../../src/routes/paths';
import type { DatasetFacts, TreeFolder } from './dataset-facts';
import { HISTORY_INTERACTIONS } from './history-interactions';
import { PAGE_INTERACTIONS, PAGE_TARGET } from './page-interactions';
import type { PageCheck } from './page-probe';

/** Time to the result, longest task around it, and (when set) the most the large data set may take over the default. */
export interface Target {
  ms: number;
  longestTaskMs: number;
  ratio?: number;
}

/** The explorer's targets, which an interaction has unless it names its own. */
export const EXPLORER_TARGET: Target = { ms: 300, longestTaskMs: 200, ratio: 3 };

export interface Interaction {
  title: string;
  /** Default EXPLORER_TARGET; null for a figure measured for information only. */
  target?: Target | null;
  /** What grows with the data set, e.g. "1,000 sub-folders". */
  size?: (facts: DatasetFacts) => string;
  /** The action loads a new document, so the clock starts at navigation start. */
  navigates?: boolean;
  /** The action comes while the page still reads, as soon as `prepare` is done (else once it has gone quiet). */
  whileBusy?: boolean;
  prepare: (page: Page, facts: DatasetFacts) => Promise<void>;
  act: (page: Page, facts: DatasetFacts) => Promise<void>;
  result: (facts: DatasetFacts) => PageCheck;
}

const TABLE = 'Test cases';
const COMPARE_OUTPUTS = 'Compare reference and current output';
const count = (value: number) => value.toLocaleString('en-US');
const listSize = (facts: DatasetFacts) => `${count(facts.list.cases)} test cases`;

const treeItem = (page: Page, folder: TreeFolder) =>
  page
    .getByRole('tree', { name: 'Folders' })
    .getByRole('treeitem', { name: folder.name, level: folder.level, exact: true });

/** Opens a folder the way a keyboard user does: focus its treeitem, then ArrowRight. */
async function expand(page: Page, folder: TreeFolder): Promise<void> {
  await treeItem(page, folder).focus();
  await page.keyboard.press('ArrowRight');
}

async function waitFor(page: Page, check: PageCheck): Promise<void> {
  await page.waitForFunction((wanted) => window.uiBenchProbe.holds(wanted), check, {
    polling: 'raf',
    timeout: 120_000,
  });
}

/** The biggest list with sub-folders, optionally sorted by ID ascending, until all of it has arrived. */
async function openList(page: Page, facts: DatasetFacts, sorted: boolean): Promise<void> {
  const sorting = sorted ? [{ id: 'ID', desc: false }] : [];
  await page.goto(paths.folder.href(facts.list.folderId, { includeSubfolders: true, sorting }));
  await waitFor(page, { kind: 'rows and status shown', table: TABLE, status: listSize(facts) });
  if (sorted) await waitFor(page, { kind: 'top row shows', table: TABLE, cell: facts.list.minCaseId });
}

/**
 * Shows the whole sub-tree's test cases of the folder with the most: one fetch of up to 100,000 rows. That
 * folder holds none itself, so it offers them all at once (the "Include sub-folders" box of other folders).
 */
const SHOW_ALL = { name: 'Show all test cases below' } as const;
const includeSubfolders: Omit<Interaction, 'title' | 'result'> = {
  size: listSize,
  prepare: async (page, facts) => {
    await page.goto(paths.folder.href(facts.list.folderId));
    await page.getByRole('button', SHOW_ALL).waitFor();
  },
  act: (page) => page.getByRole('button', SHOW_ALL).click(),
};

/** The overview's issue: its first tile within 1 s (the page target), every tile within 3 s. */
const EVERY_TILE_TARGET: Target = { ms: 3000, longestTaskMs: 100 };
/** Each overview tile with a text it shows once its figures are in (the default range: the last 30 days). */
export const OVERVIEW_TILES = [
  // "12% more than the 30 days before", or "about as many as the 30 days before" on a day the change rounds to 0%.
  { name: 'Executions', text: 'the 30 days before' },
  { name: 'Runs', text: ', took ' },
  // ", failing for 3 days" or ", failing since today", once the range's runs tell how long; "last failed" before.
  { name: 'Test cases failing now', text: ', failing ' },
  { name: 'Pass rate over time', text: 'Pass rate per day:' },
  { name: 'Folders with the most failures', text: 'Pass rate' },
  { name: 'Test cases not run', text: 'Not run in this range:' },
  { name: 'Run duration', text: 'Slowest runs' },
  { name: 'Failures by cause', text: 'Press a cause' },
];

/** The compare page and its failure groups: first content within 1 s (issue: triage). */
const COMPARE_TARGET: Target = { ms: 1000, longestTaskMs: 100 };
const compareSize = (facts: DatasetFacts) => `2 runs of ${count(facts.nightly.cases)} test cases`;
const comparePage = (facts: DatasetFacts, change?: string) =>
  paths.compareRuns.href(facts.nightly.baseRunId, facts.nightly.runId, change ? { change } : undefined);

export const INTERACTIONS: Interaction[] = [
  {
    title: 'Open the overview until the first tile shows its figures (executions)',
    target: PAGE_TARGET,
    navigates: true,
    prepare: async () => {},
    act: async (page) => {
      await page.goto(paths.overview.href(), { waitUntil: 'commit' });
    },
    result: () => ({ kind: 'region shows', name: 'Executions', text: '% passed' }),
  },
  {
    title: 'Open the overview until every tile shows its figures',
    target: EVERY_TILE_TARGET,
    navigates: true,
    prepare: async () => {},
    act: async (page) => {
      await page.goto(paths.overview.href(), { waitUntil: 'commit' });
    },
    result: () => ({ kind: 'regions show', regions: OVERVIEW_TILES }),
  },
  {
    title: 'Open the explorer until the folder tree shows',
    navigates: true,
    prepare: async () => {},
    act: async (page) => {
      await page.goto(paths.explorer.href(), { waitUntil: 'commit' });
    },
    result: () => ({ kind: 'tree shown' }),
  },
  {
    title: 'Expand the widest folder (ArrowRight) until its sub-folders show',
    size: (facts) => `${count(facts.wide.children)} sub-folders`,
    prepare: async (page, facts) => {
      await page.goto(paths.explorer.href());
      for (const ancestor of facts.wide.ancestors) await expand(page, ancestor);
      await treeItem(page, facts.wide.folder).waitFor();
    },
    act: (page, facts) => expand(page, facts.wide.folder),
    result: (facts) => ({
      kind: 'tree item shown',
      name: facts.wide.firstChild.name,
      level: facts.wide.firstChild.level,
      setSize: facts.wide.children,
    }),
  },
  {
    title: 'Show all test cases below the top folder until the first rows show',
    ...includeSubfolders,
    result: () => ({ kind: 'rows shown', table: TABLE }),
  },
  {
    title: 'The same until every test case has arrived (the full count in the status)',
    ...includeSubfolders,
    result: (facts) => ({ kind: 'rows and status shown', table: TABLE, status: listSize(facts) }),
  },
  {
    title: 'Sort by ID descending (one click on an ascending list) until the highest ID is on top',
    size: listSize,
    prepare: (page, facts) => openList(page, facts, true),
    act: (page) => page.getByRole('table', { name: TABLE }).getByRole('button', { name: 'ID', exact: true }).click(),
    result: (facts) => ({ kind: 'top row shows', table: TABLE, cell: facts.list.maxCaseId }),
  },
  {
    title: 'Quick filter (fill "rush order") until only matching rows show',
    size: listSize,
    prepare: (page, facts) => openList(page, facts, false),
    act: (page, facts) => page.getByRole('searchbox', { name: 'Quick filter' }).fill(facts.filter),
    result: (facts) => ({ kind: 'every row contains', table: TABLE, text: facts.filter }),
  },
  {
    title: 'Scroll to the end of the list (ID ascending) until the last row shows',
    size: listSize,
    prepare: (page, facts) => openList(page, facts, true),
    // Like dragging the scroll bar to the bottom: one jump, the clock starts as it is set.
    act: (page) =>
      page.evaluate((table) => {
        const scroller = window.uiBenchProbe.scrollerOf(table);
        window.uiBenchProbe.t0 = performance.now();
        scroller.scrollTop = scroller.scrollHeight;
      }, TABLE),
    result: (facts) => ({ kind: 'some row shows', table: TABLE, cell: facts.list.maxCaseId }),
  },
  {
    title: 'Open the volume-test payload (Payloads tab) until its text shows',
    size: (facts) => `${(facts.payload.bytes / 1e6).toFixed(1)} MB`,
    prepare: async (page, facts) => {
      await page.goto(paths.testCase.href(facts.payload.caseId, 'overview'));
      await page.getByRole('tab', { name: 'Payloads' }).waitFor();
    },
    act: (page) => page.getByRole('tab', { name: 'Payloads' }).click(),
    result: (facts) => ({ kind: 'region shows', name: facts.payload.title, text: 'ORDERS05' }),
  },
  {
    title: 'Compare the volume-test outputs (Compare reference and current output) until the comparison shows',
    size: (facts) => `2 × ${(facts.payload.bytes / 1e6).toFixed(1)} MB`,
    target: COMPARE_TARGET,
    prepare: async (page, facts) => {
      await page.goto(paths.testCase.href(facts.payload.caseId, 'payloads'));
      await page.getByRole('button', { name: COMPARE_OUTPUTS }).waitFor();
    },
    act: (page) => page.getByRole('button', { name: COMPARE_OUTPUTS }).click(),
    // Its buttons come with the compare itself, not with the placeholder shown while it is worked out.
    result: () => ({ kind: 'region shows', name: 'Compare payloads', text: 'Previous difference' }),
  },
  ...HISTORY_INTERACTIONS,
  {
    title: 'Open the compare page of the two newest nightlies until their new failures show',
    size: compareSize,
    target: COMPARE_TARGET,
    navigates: true,
    prepare: async () => {},
    act: async (page, facts) => {
      await page.goto(comparePage(facts, 'new-failure'), { waitUntil: 'commit' });
    },
    result: () => ({ kind: 'rows shown', table: 'New failures' }),
  },
  {
    title: 'Open the largest failure group on the compare page until its test cases show',
    size: compareSize,
    target: COMPARE_TARGET,
    prepare: async (page, facts) => {
      await page.goto(comparePage(facts));
      await page.getByRole('button', { name: facts.nightly.largestCause, exact: true }).waitFor();
    },
    act: (page, facts) => page.getByRole('button', { name: facts.nightly.largestCause, exact: true }).click(),
    result: (facts) => ({
      kind: 'region shows',
      name: `Failure group: ${facts.nightly.largestCause}`,
      text: facts.nightly.largestCaseId,
    }),
  },
  ...PAGE_INTERACTIONS,
];
