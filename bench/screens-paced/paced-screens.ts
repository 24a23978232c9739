// The analytic screens of issue 61's target, each opened by URL in a fresh page and timed until it is complete as a
// user sees it: every part filled in, and nothing on it still loading or counting "so far".
import { paths } from '../../src/routes/paths';
import type { DatasetFacts } from '../ui/dataset-facts';
import { OVERVIEW_TILES, type Interaction } from '../ui/interactions';
import { openPage } from '../ui/page-interactions';
import type { PageCheck } from '../ui/page-probe';

/**
 * What a screen shows while it is not final: the placeholders' labels ("Loading runs"), figures that grow ("1,234
 * executions so far", "Still reading runs"), a count under way ("Counting matching executions…", "still counting
 * the older runs"), a list re-sorting ("(updating…)") and the runs list's chart being drawn.
 */
const PENDING: PageCheck = {
  kind: 'nothing pending',
  words: ['Loading', 'so far', 'Still reading', 'Counting', 'still counting', 'updating…', 'Drawing'],
};
const complete = (...checks: PageCheck[]): PageCheck => ({ kind: 'all', checks: [...checks, PENDING] });

export interface PacedScreen extends Interaction {
  /** What "complete" means on this screen, for the results' explanation. */
  complete: string;
  /** Why it reads the service even with a store (outside the target then). */
  live?: string;
}

const screen = (title: string, href: (facts: DatasetFacts) => string, done: string, check: PageCheck): PacedScreen => ({
  title,
  complete: done,
  navigates: true,
  prepare: async () => {},
  act: openPage(href),
  result: () => check,
});

export const PACED_SCREENS: PacedScreen[] = [
  screen(
    'Overview',
    () => paths.overview.href(),
    'every tile shows its figures',
    complete({ kind: 'regions show', regions: OVERVIEW_TILES }),
  ),
  screen(
    'Runs list',
    () => paths.runs.href(),
    'rows in the table "Test runs" and the pass-rate chart drawn',
    complete({ kind: 'rows shown', table: 'Test runs' }, { kind: 'role shows', role: 'figure', text: 'Pass rate of' }),
  ),
  screen(
    "Report builder's match count",
    () => paths.reports.href(),
    'the status says how many executions match',
    complete({ kind: 'status shows', text: 'executions match' }),
  ),
  screen(
    'Compare page (the two newest nightlies)',
    (facts) => paths.compareRuns.href(facts.nightly.baseRunId, facts.nightly.runId),
    'rows in the table "All test cases of both runs"',
    complete({ kind: 'rows shown', table: 'All test cases of both runs' }),
  ),
  screen(
    'Test case page, Results tab (the longest history)',
    (facts) => paths.testCase.href(facts.history.caseId, 'results'),
    'rows in the table "Results, newest first"',
    complete({ kind: 'rows shown', table: 'Results, newest first' }),
  ),
];
