// Every screen of issue 70's table, each opened by URL in a fresh page and timed until it is complete as a user sees
// it: every part filled in, and nothing on it still loading, counting or growing "so far". The checks hold on both
// builds measured (3ec31fe's and today's): they name what a user sees (roles, names, words), not how it is built.
import { paths } from '../../src/routes/paths';
import type { DatasetFacts } from '../ui/dataset-facts';
import { OVERVIEW_TILES, type Interaction } from '../ui/interactions';
import { openPage } from '../ui/page-interactions';
import type { PageCheck } from '../ui/page-probe';
import type { SizedFolder } from './folder-facts';

/**
 * What a screen shows while it is not final, on either build: placeholders ("Loading runs", "Looking for the previous
 * run…", "Grouping the failures by cause…", a tree row's "loading…"), counts under way ("Counting matching
 * executions…", a tree folder's "counting test cases", a folder table's "…counting" cell), figures that grow ("1,234
 * executions so far", "Still reading runs", "Comparing with the period before…", "Reading them again…"), a list
 * re-sorting ("(updating…)") and the runs list's chart being drawn. Each is a phrase, not a word: "counting" alone is
 * in "Accounting".
 */
const PENDING: PageCheck = {
  kind: 'nothing pending',
  words: [
    'Loading',
    'loading…',
    'so far',
    'Still reading',
    'Reading them again',
    'Counting',
    'still counting',
    'counting test cases',
    '…counting',
    'Looking for',
    'Grouping the',
    'Comparing with the period before',
    'updating…',
    'Drawing',
  ],
};
const complete = (...checks: PageCheck[]): PageCheck => ({ kind: 'all', checks: [...checks, PENDING] });

export interface Screen extends Interaction {
  /** What "complete" means on this screen, for the results' explanation. */
  complete: string;
  /** Where rows come before the rest: the first frame with rows of this table (the localhost targets' figure). */
  firstRows?: PageCheck;
  /** Which figure the localhost target (300 ms) is on, for the few screens it names. */
  localTarget?: 'complete' | 'first rows';
  /** A screen the before build does not have (issue 72's): measured on today's build only. */
  added?: true;
}

/** The bench's facts: the UI bench's, and the folder of about 1,000 test cases (folder-facts.ts). */
export interface ScreenFacts extends DatasetFacts {
  sized: SizedFolder;
}

const count = (value: number) => value.toLocaleString('en-US');

const screen = (title: string, href: string, done: string, check: PageCheck, more: Partial<Screen> = {}): Screen => ({
  title,
  complete: done,
  navigates: true,
  prepare: async () => {},
  act: openPage(() => href),
  result: () => check,
  ...more,
});

const rows = (table: string): PageCheck => ({ kind: 'rows shown', table });

/** The interface with the most field differences in the large data set (twice the next): the largest ledger. */
const busiestInterface = 'DESADV_OUT';

export function screensOf(facts: ScreenFacts): Screen[] {
  const { sized, leaf, history, nightly } = facts;
  return [
    screen(
      'Explorer (start)',
      paths.explorer.href(),
      'the folder tree with its counts, and rows in "Where test cases are kept"',
      complete({ kind: 'tree shown' }, rows('Where test cases are kept')),
      { localTarget: 'complete' },
    ),
    screen(
      `Folder of ~1,000 test cases, sub-folders included (#${sized.folderId}, ${count(sized.cases)})`,
      paths.folder.href(sized.folderId, { includeSubfolders: true }),
      `rows in "Test cases" and the status naming all ${count(sized.cases)}`,
      complete({ kind: 'rows and status shown', table: 'Test cases', status: `${count(sized.cases)} test cases` }),
      { firstRows: rows('Test cases'), localTarget: 'first rows' },
    ),
    screen(
      `Folder, the biggest without sub-folders (#${leaf.folderId}, ${count(leaf.cases)})`,
      paths.folder.href(leaf.folderId),
      `rows in "Test cases" and the status naming all ${count(leaf.cases)}`,
      complete({ kind: 'rows and status shown', table: 'Test cases', status: `${count(leaf.cases)} test cases` }),
    ),
    screen(
      `Test case, Overview tab (#${history.caseId})`,
      paths.testCase.href(history.caseId, 'overview'),
      // The region's name carries a badge on a flaky case ("Recent outcomes Flaky"): found by its line instead.
      'the flakiness line in "Recent outcomes", and "Why it failed" where it last failed',
      complete({ kind: 'role shows', role: 'region', text: 'Flakiness' }),
    ),
    screen(
      `Test case, Results tab (the longest history: ${count(history.results)} results)`,
      paths.testCase.href(history.caseId, 'results'),
      'rows in "Results, newest first"',
      complete(rows('Results, newest first')),
    ),
    screen(
      'Overview',
      paths.overview.href(),
      'every tile shows its figures',
      complete({ kind: 'regions show', regions: OVERVIEW_TILES }),
    ),
    screen(
      'Runs list',
      paths.runs.href(),
      'rows in "Test runs" and the pass-rate chart drawn',
      complete(rows('Test runs'), { kind: 'role shows', role: 'figure', text: 'Pass rate of' }),
      { firstRows: rows('Test runs'), localTarget: 'first rows' },
    ),
    screen(
      `Run page (the newest nightly, ${count(nightly.cases)} test cases)`,
      paths.run.href(nightly.runId),
      'rows in "Test cases in this run" and what changed since the previous run',
      complete(rows('Test cases in this run'), {
        kind: 'region shows',
        name: 'Since the previous run',
        text: 'Since the previous run:',
      }),
    ),
    screen(
      'Compare (the two newest nightlies)',
      paths.compareRuns.href(nightly.baseRunId, nightly.runId),
      'rows in "All test cases of both runs"',
      complete(rows('All test cases of both runs')),
    ),
    screen(
      'New run',
      paths.newRun.href(),
      'the folder picker and Start run enabled',
      complete({
        kind: 'controls ready',
        controls: [
          { role: 'combobox', name: 'Find folders to add' },
          { role: 'button', name: 'Start run' },
        ],
      }),
    ),
    screen(
      'Interfaces',
      paths.interfaces.href(),
      'rows in "Interfaces" with their counts of noisy and drifting fields',
      complete(rows('Interfaces')),
      { added: true },
    ),
    screen(
      `Interface page (${busiestInterface}: its test cases and field ledger)`,
      paths.interface.href(busiestInterface),
      `rows in its test cases and in "Fields of ${busiestInterface} that differed from the reference"`,
      // The ledger's rows link nowhere, and the test cases' table stands below it, past the first screen.
      complete(
        { kind: 'rows listed', table: `Test cases of ${busiestInterface}, failing first` },
        { kind: 'rows listed', table: `Fields of ${busiestInterface} that differed from the reference` },
      ),
      { added: true },
    ),
    screen(
      "Reports (the builder's match count)",
      paths.reports.href(),
      'the status says how many executions match',
      complete({ kind: 'status shows', text: 'executions match' }),
    ),
  ];
}
