import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../../../client/http/api-error';
import { testCaseKeys } from '../../../../client/query-keys';
import { useCasePage } from '../../../../client/test-cases/case-page';
import { paths } from '../../../../routes/paths';
import { CASE_TAB_LABELS, CASE_TABS, routeSchemas, type CaseTab } from '../../../../routes/route-schemas';
import { useRouteParams, useRouteSearch } from '../../../navigation/use-route-state';
import { padId, unpadId } from '../../../../contract/ids';
import type { TestCase } from '../../../../contract/records';
import { Breadcrumbs } from '../../../components/breadcrumbs/breadcrumbs';
import { useDocumentTitle } from '../../../components/document-title';
import { FailedRead } from '../../../components/query-view/query-view';
import { useFolderPath, type FolderStep } from '../../../components/folder-tree/use-folder-path';
import { LinkTabs, tabPanelProps } from '../../../components/link-tabs';
import { GONE_REASON, RecordNotFound } from '../../../components/record-not-found';
import { QueryView } from '../../../components/query-view/query-view';
import { StatusBadge } from '../../../components/status-badge';
import { CaseInProgress } from '../detail/case-in-progress';
import { CaseLifecycle } from '../detail/case-lifecycle';
import { CaseQuarantine } from '../detail/case-quarantine';
import { FieldsTab } from '../detail/fields-tab';
import { OverviewTab } from '../detail/overview-tab';
import { PayloadsTab } from '../detail/payloads-tab';
import { ResultsTab } from '../detail/results-tab';
import { TestCaseSearch } from '../detail/test-case-search';
import { VariablesTab } from '../detail/variables-tab';
import '../detail/test-case.css';

/** `/testcases/:caseId/:tab`: one test case with its tabs. */
export function TestCaseRoute() {
  const route = useRouteParams(routeSchemas.testCase.params);
  const caseId = route.ok ? route.params.caseId : undefined;
  const page = useCasePage(caseId);
  const folderPath = useFolderPath(page.data?.testCase.SCNRID);
  useDocumentTitle(...testCaseTitle(route, page.data?.testCase, isNotFound(page.error)));
  // Everything the page read of the case: its record and history, result pages, payloads.
  const queryClient = useQueryClient();
  const readAgain = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: testCaseKeys.detail(padId(caseId ?? '')) }),
    [queryClient, caseId],
  );
  if (!route.ok && route.param === 'tab') return <UnknownTab problem={route.problem} />;
  if (!route.ok)
    return (
      <RecordNotFound heading="Unknown test case" reason={route.problem}>
        <TestCaseSearch />
      </RecordNotFound>
    );
  const { tab: current } = route.params;
  if (isNotFound(page.error))
    return (
      <RecordNotFound heading={`Test case ${unpadId(route.params.caseId)} does not exist`} reason={GONE_REASON}>
        <TestCaseSearch />
      </RecordNotFound>
    );
  return (
    <QueryView
      query={page}
      loading="Loading the test case"
      loadingLines={6}
      error="Could not open the test case"
      keepData
    >
      {({ testCase: record }) => (
        <TestCasePage record={record} folderPath={folderPath} current={current} onCaseChanged={readAgain}>
          {page.isError ? <FailedRead query={page} title="Could not refresh the test case" /> : null}
        </TestCasePage>
      )}
    </QueryView>
  );
}

type Route = ReturnType<typeof useRouteParams<typeof routeSchemas.testCase.params>>;

/** The tab's title: the case's description, ID and tab, or why there is none. */
function testCaseTitle(route: Route, record: TestCase | undefined, gone: boolean): string[] {
  if (!route.ok) return [route.param === 'tab' ? 'Page not found' : 'Unknown test case'];
  const { caseId, tab } = route.params;
  if (gone) return [`Test case ${unpadId(caseId)} does not exist`];
  const name = record
    ? `${record.DESCR || '(no description)'} (ID ${unpadId(caseId)})`
    : `Test case ${unpadId(caseId)}`;
  return [name, CASE_TAB_LABELS[tab]];
}

/** A test case address whose tab does not exist (a typo, an outdated link): the tabs there are, as links. */
function UnknownTab({ problem }: { problem: string }) {
  // The ID was checked before the tab (readParams names the first param at fault).
  const caseId = unpadId(useParams().caseId ?? '');
  return (
    <RecordNotFound heading="Page not found" reason={problem}>
      <p className="row">
        Go to test case {caseId}:
        {CASE_TABS.map((tab) => (
          <Link key={tab} to={paths.testCase.href(caseId, tab)}>
            {CASE_TAB_LABELS[tab]}
          </Link>
        ))}
      </p>
    </RecordNotFound>
  );
}

/** The loaded test case: header, then its tabs; `children` (a failed refresh) stand between the two. */
function TestCasePage({
  record,
  folderPath,
  current,
  onCaseChanged,
  children,
}: {
  record: TestCase;
  folderPath: FolderStep[];
  current: CaseTab;
  /** Its state in a run it is part of changed: read the record again. */
  onCaseChanged: () => void;
  children: ReactNode;
}) {
  const shortId = unpadId(record.CASEID);
  const description = record.DESCR || '(no description)';
  // The run the page was opened from goes along from tab to tab: its output is the one the Payloads tab compares.
  const [{ run }] = useRouteSearch(routeSchemas.testCase.search);
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
          <CaseLifecycle caseId={record.CASEID} />
          <CaseInProgress caseId={record.CASEID} onCaseChanged={onCaseChanged} />
        </p>
        <CaseQuarantine caseId={record.CASEID} />
      </header>
      {children}
      <LinkTabs
        label="Test case"
        selected={current}
        tabs={CASE_TABS.map((id) => ({
          id,
          label: CASE_TAB_LABELS[id],
          href: paths.testCase.href(shortId, id, { run }),
        }))}
      />
      <div {...tabPanelProps(current)}>
        {current === 'overview' ? <OverviewTab testCase={record} folderPath={folderPath} /> : null}
        {current === 'results' ? <ResultsTab caseId={record.CASEID} /> : null}
        {current === 'payloads' ? <PayloadsTab caseId={record.CASEID} lastRunId={record.LAST_RUN_ID} /> : null}
        {current === 'fields' ? <FieldsTab caseId={record.CASEID} /> : null}
        {current === 'variables' ? <VariablesTab caseId={record.CASEID} /> : null}
      </div>
    </article>
  );
}
