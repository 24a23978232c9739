import type { ReactNode } from 'react';
import { isNotFound } from '../../../../client/http/api-error';
import { useTestCase } from '../../../../client/test-cases/get-test-case';
import { paths } from '../../../../routes/paths';
import { CASE_TABS, routeSchemas, type CaseTab } from '../../../../routes/route-schemas';
import { useRouteParams } from '../../../navigation/use-route-state';
import { unpadId } from '../../../../contract/ids';
import type { TestCase } from '../../../../contract/records';
import { Breadcrumbs } from '../../../components/breadcrumbs/breadcrumbs';
import { FailedRead } from '../../../components/query-view/query-view';
import { useFolderPath, type FolderStep } from '../../../components/folder-tree/use-folder-path';
import { LinkTabs, tabPanelProps } from '../../../components/link-tabs';
import { GONE_REASON, RecordNotFound } from '../../../components/record-not-found';
import { QueryView } from '../../../components/query-view/query-view';
import { StatusBadge } from '../../../components/status-badge';
import { OverviewTab } from '../detail/overview-tab';
import { PayloadsTab } from '../detail/payloads-tab';
import { ResultsTab } from '../detail/results-tab';
import { TestCaseSearch } from '../detail/test-case-search';
import { VariablesTab } from '../detail/variables-tab';
import '../detail/test-case.css';

const TAB_LABELS: Record<CaseTab, string> = {
  overview: 'Overview',
  results: 'Results',
  payloads: 'Payloads',
  variables: 'Variables',
};

/** `/testcases/:caseId/:tab`: one test case with its tabs. */
export function TestCaseRoute() {
  const route = useRouteParams(routeSchemas.testCase.params);
  const testCase = useTestCase(route.ok ? route.params.caseId : undefined);
  const folderPath = useFolderPath(testCase.data?.SCNRID);
  if (!route.ok)
    return (
      <RecordNotFound heading="Unknown test case" reason={route.problem}>
        <TestCaseSearch />
      </RecordNotFound>
    );
  const { caseId, tab: current } = route.params;
  if (isNotFound(testCase.error))
    return (
      <RecordNotFound heading={`Test case ${unpadId(caseId)} does not exist`} reason={GONE_REASON}>
        <TestCaseSearch />
      </RecordNotFound>
    );
  return (
    <QueryView
      query={testCase}
      loading="Loading the test case"
      loadingLines={6}
      error="Could not open the test case"
      keepData
    >
      {(record) => (
        <TestCasePage record={record} folderPath={folderPath} current={current}>
          {testCase.isError ? <FailedRead query={testCase} title="Could not refresh the test case" /> : null}
        </TestCasePage>
      )}
    </QueryView>
  );
}

/** The loaded test case: header, then its tabs; `children` (a failed refresh) stand between the two. */
function TestCasePage({
  record,
  folderPath,
  current,
  children,
}: {
  record: TestCase;
  folderPath: FolderStep[];
  current: CaseTab;
  children: ReactNode;
}) {
  const shortId = unpadId(record.CASEID);
  const description = record.DESCR || '(no description)';
  return (
    <article className="stack test-case-page">
      <Breadcrumbs
        foldersArriveLater
        items={[
          { label: 'Explorer', to: paths.explorer.href() },
          ...folderPath.map((folder) => ({ label: folder.name, to: paths.folder.href(unpadId(folder.id)) })),
          { label: description },
        ]}
      />
      <header>
        <h1>
          {description} <span className="muted">(ID {shortId})</span>
        </h1>
        <p className="row">
          <StatusBadge code={record.LAST_STATUS} text={record.LAST_STATUS_TXT} />
        </p>
      </header>
      {children}
      <LinkTabs
        label="Test case"
        selected={current}
        tabs={CASE_TABS.map((id) => ({ id, label: TAB_LABELS[id], href: paths.testCase.href(shortId, id) }))}
      />
      <div {...tabPanelProps(current)}>
        {current === 'overview' ? <OverviewTab testCase={record} folderPath={folderPath} /> : null}
        {current === 'results' ? <ResultsTab caseId={record.CASEID} /> : null}
        {current === 'payloads' ? <PayloadsTab caseId={record.CASEID} lastRunId={record.LAST_RUN_ID} /> : null}
        {current === 'variables' ? <VariablesTab caseId={record.CASEID} /> : null}
      </div>
    </article>
  );
}
