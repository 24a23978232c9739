// One query-key factory per resource: every key is built here, so a cache entry and the invalidations that
// reach it cannot drift apart. Keys nest (all → lists → list(query)), so invalidating a prefix reaches all below.
import type { QueryClient } from '@tanstack/react-query';
import type { ScenarioQuery, ScenarioReadQuery, TestCaseQuery, TestRunReadQuery } from '../contract/query-options';

export const scenarioKeys = {
  all: ['scenarios'] as const,
  list: (query: ScenarioQuery) => [...scenarioKeys.all, 'list', query] as const,
  detail: (id: string, query: ScenarioReadQuery) => [...scenarioKeys.all, 'detail', id, query] as const,
  /** The folder tree's reads, from the store or the service (scenarios/folder-tree-reads.ts). */
  level: (parentId: string) => [...scenarioKeys.all, 'level', parentId] as const,
  path: (folderId: string) => [...scenarioKeys.all, 'path', folderId] as const,
  search: (query: object) => [...scenarioKeys.all, 'search', query] as const,
};

export const testCaseKeys = {
  all: ['test-cases'] as const,
  list: (query: TestCaseQuery) => [...testCaseKeys.all, 'list', query] as const,
  /** The first `limit` matches of a search box (find-test-cases.ts). */
  find: (query: TestCaseQuery, limit: number) => [...testCaseKeys.all, 'find', query, limit] as const,
  /** The counts of a folder's sub-folders, and a folder's test cases, over the store (dashboard/explorer-reads.ts). */
  folderCounts: (parentId: string) => [...testCaseKeys.all, 'folder-counts', parentId] as const,
  folderCases: (view: object) => [...testCaseKeys.all, 'folder-cases', view] as const,
  detail: (id: string) => [...testCaseKeys.all, 'detail', id] as const,
  contents: (id: string) => [...testCaseKeys.detail(id), 'contents'] as const,
  variables: (id: string) => [...testCaseKeys.detail(id), 'variables'] as const,
  results: (id: string) => [...testCaseKeys.detail(id), 'results'] as const,
  payload: (caseId: string, contentId: string) => [...testCaseKeys.detail(caseId), 'payload', contentId] as const,
  /** Its page's read: from the store with what its history tells, else the service's record (case-page.ts). */
  page: (id: string) => [...testCaseKeys.detail(id), 'page'] as const,
  /** One page of its results, from the store or cut from the service's history (case-result-pages.ts). */
  resultPage: (id: string, stored: boolean, offset: number, limit: number) =>
    [...testCaseKeys.detail(id), 'result-page', stored, offset, limit] as const,
};

export const testRunKeys = {
  all: ['test-runs'] as const,
  lists: () => [...testRunKeys.all, 'list'] as const,
  /** Runs found to compare a run with (dashboard/run-search.ts). */
  search: (runId: string, typed: string, limit: number) =>
    [...testRunKeys.lists(), 'search', runId, typed, limit] as const,
  /** The runs list's view, paged from the store (features/runs/history), and its chart. */
  page: (view: object) => [...testRunKeys.lists(), 'page', view] as const,
  chart: (query: object) => [...testRunKeys.lists(), 'chart', query] as const,
  /** The runs the store last saw in progress (the overview's Runs tile); a list, so a run started reaches it. */
  inProgress: (filter: object) => [...testRunKeys.lists(), 'in-progress', filter] as const,
  /** Every read of one run, whatever it includes. */
  run: (id: string) => [...testRunKeys.all, 'detail', id] as const,
  detail: (id: string, query: TestRunReadQuery) => [...testRunKeys.run(id), query] as const,
  /** What a run page tells from the runs before it (dashboard/run-before.ts), as of the run's progress. */
  before: (id: string, progress: string) => [...testRunKeys.lists(), 'before', id, progress] as const,
};

/** The overview's figures over the history store (dashboard/overview-figures.ts). */
export const overviewKeys = {
  all: ['overview'] as const,
  figures: (filters: object) => [...overviewKeys.all, 'figures', filters] as const,
};

/** The dashboard server's history store (src/client/dashboard). */
export const historyKeys = {
  all: ['history'] as const,
  status: () => [...historyKeys.all, 'status'] as const,
  /** The report's match count over the store, per report filter (features/reports). */
  reportCount: (members: object) => [...historyKeys.all, 'report-count', members] as const,
  /** A finished run with its details from the store (features/runs/compare). */
  run: (id: string) => [...historyKeys.all, 'run', id] as const,
};

/** Interfaces and their field ledgers over the store (dashboard/interfaces.ts, dashboard/field-ledger.ts). */
export const fieldKeys = {
  all: ['fields'] as const,
  ledger: (scope: object, view: object) => [...fieldKeys.all, 'ledger', scope, view] as const,
  /** The interfaces with their figures, and one interface's test cases (dashboard/interfaces.ts). */
  interfaces: (q: string, offset: number) => [...fieldKeys.all, 'interfaces', q, offset] as const,
  interfaceCases: (object: string, offset: number) => [...fieldKeys.all, 'interface-cases', object, offset] as const,
  /** The rule a field of an interface suggests, with its preview (dashboard/field-rule.ts). */
  rule: (object: string, path: string) => [...fieldKeys.all, 'rule', object, path] as const,
  /** The accepted rules of an interface, and one rule's history (dashboard/field-rules.ts). */
  accepted: (object: string) => [...fieldKeys.all, 'accepted', object] as const,
  ruleHistory: (id: number) => [...fieldKeys.all, 'rule-history', id] as const,
  /** The fields behind a finished run's failures, or one cause's (dashboard/run-fields.ts). */
  run: (runId: string, cause: string | undefined) => [...fieldKeys.all, 'run', runId, cause ?? null] as const,
};

/** The team's triage in the history store (src/client/triage); a change invalidates it all. */
export const triageKeys = {
  all: ['triage'] as const,
  settings: () => [...triageKeys.all, 'settings'] as const,
  run: (id: string) => [...triageKeys.all, 'run', id] as const,
  /** The signature decisions of some failure groups, by their causes. */
  causes: (causes: readonly string[]) => [...triageKeys.all, 'causes', causes] as const,
  /** The decisions a test case's failures meet: on them one by one, and on their signatures. */
  testCase: (caseId: string) => [...triageKeys.all, 'case', caseId] as const,
  history: (id: number) => [...triageKeys.all, 'history', id] as const,
  /** A decision's newest fix verification. */
  verification: (id: number) => [...triageKeys.all, 'verification', id] as const,
  needsTriage: (query: object) => [...triageKeys.all, 'needs-triage', query] as const,
  /** The overview's count: the queue's totals alone. */
  needsTriageCount: (days: number) => [...triageKeys.all, 'needs-triage-count', days] as const,
  quarantines: () => [...triageKeys.all, 'quarantines'] as const,
  quarantineList: (withEnded: boolean) => [...triageKeys.quarantines(), withEnded] as const,
  /** Past decisions suggested for one failure of a run. */
  suggestions: (runId: string, caseId: string) => [...triageKeys.all, 'suggestions', runId, caseId] as const,
  /** Failing cases by class (triage/get-lifecycle.ts): a page of a class, or the overview's counts. */
  lifecycle: (view: object) => [...triageKeys.all, 'lifecycle', view] as const,
  /** A week's digest (triage/get-digest.ts); '' for the last full week. */
  digest: (week: string) => [...triageKeys.all, 'digest', week] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
  deliveries: () => [...notificationKeys.all, 'deliveries'] as const,
  /** When the weekly digest goes out. */
  digestSchedule: () => [...notificationKeys.all, 'digest-schedule'] as const,
};

/** What a run changes once started or finished: every run list, and every test case read (LAST_* fields, results). */
export async function invalidateRunEffects(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: testRunKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: testCaseKeys.all }),
  ]);
}
