import { useParams } from 'react-router';
import { useTestCase } from '../../../api/test-cases/get-test-case';
import { CASE_TABS, paths, type CaseTab } from '../../../app/paths';
import { unpadId } from '../../../contract/ids';
import { LinkTabs, tabPanelProps } from '../../../components/link-tabs';
import { ErrorState, LoadingState } from '../../../components/states';
import { StatusBadge } from '../../../components/status-badge';
import { OverviewTab } from '../detail/overview-tab';
import { PayloadsTab } from '../detail/payloads-tab';
import { ResultsTab } from '../detail/results-tab';
import { VariablesTab } from '../detail/variables-tab';

const TAB_LABELS: Record<CaseTab, string> = {
  overview: 'Overview',
  results: 'Results',
  payloads: 'Payloads',
  variables: 'Variables',
};

/** `/testcases/:caseId/:tab`: one test case with its tabs. */
export function TestCaseRoute() {
  const { caseId = '', tab = 'overview' } = useParams();
  const current: CaseTab = CASE_TABS.includes(tab as CaseTab) ? (tab as CaseTab) : 'overview';
  const validId = /^\d{1,10}$/.test(caseId);
  const testCase = useTestCase(validId ? caseId : undefined);
  if (!validId)
    return (
      <ErrorState
        error={new Error(`"${caseId}" is not a test case ID: test case IDs have 1 to 10 digits.`)}
        title="Unknown test case"
      />
    );
  if (testCase.isPending) return <LoadingState label="Loading the test case" lines={6} />;
  if (testCase.isError)
    return (
      <ErrorState error={testCase.error} onRetry={() => void testCase.refetch()} title="Could not open the test case" />
    );
  const record = testCase.data;
  const shortId = unpadId(record.CASEID);
  return (
    <article className="stack">
      <header>
        <h1>
          {record.DESCR || '(no description)'} <span className="muted">(ID {shortId})</span>
        </h1>
        <p className="row">
          <StatusBadge code={record.LAST_STATUS} text={record.LAST_STATUS_TXT} />
        </p>
      </header>
      <LinkTabs
        label="Test case"
        selected={current}
        tabs={CASE_TABS.map((id) => ({ id, label: TAB_LABELS[id], href: paths.testCase.href(shortId, id) }))}
      />
      <div {...tabPanelProps(current)}>
        {current === 'overview' ? <OverviewTab testCase={record} /> : null}
        {current === 'results' ? <ResultsTab caseId={record.CASEID} /> : null}
        {current === 'payloads' ? <PayloadsTab caseId={record.CASEID} lastRunId={record.LAST_RUN_ID} /> : null}
        {current === 'variables' ? <VariablesTab caseId={record.CASEID} /> : null}
      </div>
    </article>
  );
}
