// Every route of the app, in one place: screens build links with these, nobody writes URLs by hand.

export const CASE_TABS = ['overview', 'results', 'payloads', 'variables'] as const;
export type CaseTab = (typeof CASE_TABS)[number];

export const paths = {
  explorer: { pattern: '/', href: () => '/' },
  folder: {
    pattern: '/folders/:folderId',
    href: (folderId: string, search?: URLSearchParams) =>
      withSearch(`/folders/${encodeURIComponent(folderId)}`, search),
  },
  testCase: {
    pattern: '/testcases/:caseId/:tab?',
    href: (caseId: string, tab: CaseTab = 'overview') => `/testcases/${encodeURIComponent(caseId)}/${tab}`,
  },
  runs: { pattern: '/runs', href: (search?: URLSearchParams) => withSearch('/runs', search) },
  newRun: { pattern: '/runs/new', href: (search?: URLSearchParams) => withSearch('/runs/new', search) },
  run: { pattern: '/runs/:runId', href: (runId: string) => `/runs/${encodeURIComponent(runId)}` },
  /** Two runs case by case: what changed from the base run to the other. */
  compareRuns: {
    pattern: '/runs/compare/:baseRunId/:runId',
    href: (baseRunId: string, runId: string, search?: URLSearchParams) =>
      withSearch(`/runs/compare/${encodeURIComponent(baseRunId)}/${encodeURIComponent(runId)}`, search),
  },
  reports: { pattern: '/reports', href: (search?: URLSearchParams) => withSearch('/reports', search) },
} as const;

function withSearch(path: string, search?: URLSearchParams): string {
  const query = search?.toString();
  return query ? `${path}?${query}` : path;
}
