import { ApiError } from '../../../api/client/api-error';
import { useTestCase } from '../../../api/test-cases/get-test-case';
import { paths } from '../../../navigation/paths';
import { CASE_TABS, routeSchemas, type CaseTab } from '../../../navigation/route-schemas';
import { useRouteParams } from '../../../navigation/use-route-state';
import { unpadId } from '../../../contract/ids';
import { Breadcrumbs } from '../../../components/breadcrumbs/breadcrumbs';
import { FailedRead } from '../../../components/failed-read/failed-read';
import { useFolderPath } from '../../../components/folder-tree/use-folder-path';
import { LinkTabs, tabPanelProps } from '../../../components/link-tabs';
import { LoadingState } from '../../../components/states';
import { StatusBadge } from '../../../components/status-badge';
import { OverviewTab } from '../detail/overview-tab';
import { PayloadsTab } from '../detail/payloads-tab';
import { ResultsTab } from '../detail/results-tab';
import { TestCaseNotFound } from '../detail/test-case-not-found';
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
  if (!route.ok) return <TestCaseNotFound heading="Unknown test case" reason={route.problem} />;
  const { caseId, tab: current } = route.params;
  if (testCase.isPending) return <LoadingState label="Loading the test case" lines={6} />;
  if (testCase.isError && testCase.error instanceof ApiError && testCase.error.status === 404)
    return (
      <TestCaseNotFound
        heading={`Test case ${unpadId(caseId)} does not exist`}
        reason="It may have been deleted, or the link holds a wrong ID."
      />
    );
  if (testCase.isError && !testCase.data) return <FailedRead query={testCase} title="Could not open the test case" />;
  const record = testCase.data!;
  const shortId = unpadId(record.CASEID);
  const description = record.DESCR || '(no description)';
  return (
    <article className="stack test-case-page">
      <Breadcrumbs
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
      {testCase.isError ? <FailedRead query={testCase} title="Could not refresh the test case" /> : null}
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
