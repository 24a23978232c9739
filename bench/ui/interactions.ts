// The explorer interactions the UI benchmark times: how a user gets there (untimed), the action itself, and
// the first thing on screen that shows it worked. Locators use roles and names; list state goes in the URL.
import type { Page } from '@playwright/test';
import { paths } from '../../src/navigation/paths';
import type { DatasetFacts, TreeFolder } from './dataset-facts';
import type { PageCheck } from './page-probe';

export interface Interaction {
  title: string;
  /** What grows with the data set, e.g. "1,000 sub-folders". */
  size?: (facts: DatasetFacts) => string;
  /** Its own time target in ms, where the general one does not fit (a whole page with its data). */
  targetMs?: number;
  /** The action loads a new document, so the clock starts at navigation start. */
  navigates?: boolean;
  prepare: (page: Page, facts: DatasetFacts) => Promise<void>;
  act: (page: Page, facts: DatasetFacts) => Promise<void>;
  result: (facts: DatasetFacts) => PageCheck;
}

const TABLE = 'Test cases';
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
  const search = new URLSearchParams({ sub: '1', ...(sorted ? { sort: 'ID:asc' } : {}) });
  await page.goto(paths.folder.href(facts.list.folderId, search));
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

const COMPARE_TARGET_MS = 1000;
const compareSize = (facts: DatasetFacts) => `2 runs of ${count(facts.nightly.cases)} test cases`;
const comparePage = (facts: DatasetFacts, search?: URLSearchParams) =>
  paths.compareRuns.href(facts.nightly.baseRunId, facts.nightly.runId, search);

export const INTERACTIONS: Interaction[] = [
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
    title: 'Open the compare page of the two newest nightlies until their new failures show',
    size: compareSize,
    targetMs: COMPARE_TARGET_MS,
    navigates: true,
    prepare: async () => {},
    act: async (page, facts) => {
      await page.goto(comparePage(facts, new URLSearchParams({ change: 'new-failure' })), { waitUntil: 'commit' });
    },
    result: () => ({ kind: 'rows shown', table: 'New failures' }),
  },
  {
    title: 'Open the largest failure group on the compare page until its test cases show',
    size: compareSize,
    targetMs: COMPARE_TARGET_MS,
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
];
