// Every route of the app, in one place: screens build links with these, nobody writes URLs by hand. Search
// params are written through the route's schema (route-schemas.ts), the one that reads them.
import { digestPagePath, runPagePath } from '../contract/page-paths';
import {
  routeSchemas,
  type CaseTab,
  type CompareSearch,
  type DigestSearch,
  type FolderSearch,
  type LifecycleSearch,
  type NewRunSearch,
  type OverviewSearch,
  type QuarantineSearch,
  type ReportsSearch,
  type RunsSearch,
  type TestCaseSearch,
  type TriageSearch,
} from './route-schemas';
import { writeSearch, type SearchOf, type SearchSchema } from './url-state';

export const paths = {
  overview: {
    pattern: '/',
    href: (search?: Partial<OverviewSearch>) => withSearch('/', routeSchemas.overview.search, search),
  },
  explorer: { pattern: '/explorer', href: () => '/explorer' },
  folder: {
    pattern: '/folders/:folderId',
    href: (folderId: string, search?: Partial<FolderSearch>) =>
      withSearch(`/folders/${encodeURIComponent(folderId)}`, routeSchemas.folder.search, search),
  },
  testCase: {
    pattern: '/testcases/:caseId/:tab?',
    href: (caseId: string, tab: CaseTab = 'overview', search?: Partial<TestCaseSearch>) =>
      withSearch(`/testcases/${encodeURIComponent(caseId)}/${tab}`, routeSchemas.testCase.search, search),
  },
  /** The automation objects with their test cases and fields (issue 72). */
  interfaces: { pattern: '/interfaces', href: () => '/interfaces' },
  interface: {
    pattern: '/interfaces/:object',
    href: (object: string) => `/interfaces/${encodeURIComponent(object)}`,
  },
  runs: {
    pattern: '/runs',
    href: (search?: Partial<RunsSearch>) => withSearch('/runs', routeSchemas.runs.search, search),
  },
  newRun: {
    pattern: '/runs/new',
    href: (search?: Partial<NewRunSearch>) => withSearch('/runs/new', routeSchemas.newRun.search, search),
  },
  run: { pattern: '/runs/:runId', href: runPagePath },
  /** Two runs case by case: what changed from the base run to the other. */
  compareRuns: {
    pattern: '/runs/compare/:baseRunId/:runId',
    href: (baseRunId: string, runId: string, search?: Partial<CompareSearch>) =>
      withSearch(
        `/runs/compare/${encodeURIComponent(baseRunId)}/${encodeURIComponent(runId)}`,
        routeSchemas.compareRuns.search,
        search,
      ),
  },
  reports: {
    pattern: '/reports',
    href: (search?: Partial<ReportsSearch>) => withSearch('/reports', routeSchemas.reports.search, search),
  },
  /** Failures nobody has decided on yet, and the outage rule. */
  triage: {
    pattern: '/triage',
    href: (search?: Partial<TriageSearch>) => withSearch('/triage', routeSchemas.triage.search, search),
  },
  quarantine: {
    pattern: '/triage/quarantine',
    href: (search?: Partial<QuarantineSearch>) =>
      withSearch('/triage/quarantine', routeSchemas.quarantine.search, search),
  },
  /** Failing test cases by class: new, broken, flaky, recovered. */
  lifecycle: {
    pattern: '/triage/failing',
    href: (search?: Partial<LifecycleSearch>) => withSearch('/triage/failing', routeSchemas.lifecycle.search, search),
  },
  /** The weekly digest: a week's pass rates, failures, triage, quarantines and noisy fields (issue 73). */
  digest: {
    pattern: '/digest',
    href: (search?: Partial<DigestSearch>) => digestPagePath(search?.week),
  },
} as const;

function withSearch<S extends SearchSchema>(path: string, schema: S, value?: Partial<SearchOf<S>>): string {
  const query = value ? writeSearch(schema, value).toString() : '';
  return query ? `${path}?${query}` : path;
}
