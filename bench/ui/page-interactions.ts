// The screens no other interaction opens, each loaded by URL as from a link or a bookmark: the clock starts at
// navigation start and stops at the first frame showing the screen's content.
import type { Page } from '@playwright/test';
import { paths } from '../../src/routes/paths';
import type { DatasetFacts } from './dataset-facts';
import type { Interaction, Target } from './interactions';

/** The target for a whole page opened by navigation: first content within 1 s. */
export const PAGE_TARGET: Target = { ms: 1000, longestTaskMs: 100 };
const count = (value: number) => value.toLocaleString('en-US');

/** Loads the page at `href` as a new document, handing over as soon as it starts (the probe does the timing). */
export const openPage = (href: (facts: DatasetFacts) => string) => async (page: Page, facts: DatasetFacts) => {
  await page.goto(href(facts), { waitUntil: 'commit' });
};

export const PAGE_INTERACTIONS: Interaction[] = [
  {
    title: 'Open the test case page on its Results tab until its result history shows',
    target: PAGE_TARGET,
    size: (facts) => `${count(facts.history.results)} results`,
    navigates: true,
    prepare: async () => {},
    act: openPage((facts) => paths.testCase.href(facts.history.caseId, 'results')),
    result: () => ({ kind: 'rows shown', table: 'Results, newest first' }),
  },
  {
    // The tester's question, on the page a failure's link opens: the answer needs the case's results and then
    // the failing run's details (whether other cases failed the same way).
    title: 'Open a test case that failed in the newest nightly until it says why it failed, and who else did',
    target: PAGE_TARGET,
    navigates: true,
    prepare: async () => {},
    act: openPage((facts) => paths.testCase.href(facts.nightly.largestCaseId)),
    result: () => ({ kind: 'region shows', name: 'Why it failed', text: 'failed this way' }),
  },
  {
    title: 'Open the run page of the newest nightly until its test cases show',
    target: PAGE_TARGET,
    size: (facts) => `${count(facts.nightly.cases)} test cases`,
    navigates: true,
    prepare: async () => {},
    act: openPage((facts) => paths.run.href(facts.nightly.runId)),
    result: () => ({ kind: 'rows shown', table: 'Test cases in this run' }),
  },
  {
    title: 'Open the new-run form until it can be filled in (the folder picker and Start run)',
    target: PAGE_TARGET,
    navigates: true,
    prepare: async () => {},
    act: openPage(() => paths.newRun.href()),
    result: () => ({
      kind: 'controls ready',
      controls: [
        { role: 'combobox', name: 'Find folders to add' },
        { role: 'button', name: 'Start run' },
      ],
    }),
  },
  {
    title: 'Open the folder page of the biggest folder without sub-folders until its test cases show',
    target: PAGE_TARGET,
    size: (facts) => `${count(facts.leaf.cases)} test cases`,
    navigates: true,
    prepare: async () => {},
    act: openPage((facts) => paths.folder.href(facts.leaf.folderId)),
    result: () => ({ kind: 'rows shown', table: 'Test cases' }),
  },
];
