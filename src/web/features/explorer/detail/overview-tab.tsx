import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCasePage } from '../../../../client/test-cases/case-page';
import { useTestRun, WITH_DETAILS } from '../../../../client/test-runs/get-test-run';
import { paths } from '../../../../routes/paths';
import { testTypeText } from '../../../../contract/codes';
import { unpadId } from '../../../../contract/ids';
import { lastFailedRunId, type TestCase } from '../../../../contract/records';
import { formatDateTime } from '../../../../format/format';
import { StatusBadge } from '../../../components/status-badge';
import { UnbrokenFormats } from '../../../components/unbroken-formats';
import type { FolderStep } from '../../../components/folder-tree/use-folder-path';
import { OutcomeStrip } from '../flaky/outcome-strip';
import { FolderField } from './folder-field';
import { LastFailure } from './last-failure';

/** Every field of the test case, readable. `folderPath` is its folder and that folder's ancestors, top first. */
export function OverviewTab({ testCase, folderPath }: { testCase: TestCase; folderPath: readonly FolderStep[] }) {
  // The store names the last run and its reports; in direct mode (or for a run the store has not read) the run is
  // read, after a failure with its details, for why it failed: one read serves both.
  const failedRunId = lastFailedRunId(testCase);
  const stored = useCasePage(testCase.CASEID).data?.stored;
  const runRead = useTestRun(testCase.LAST_RUN_ID || '', failedRunId && !stored ? WITH_DETAILS : {}, {
    enabled: Boolean(testCase.LAST_RUN_ID) && !stored?.lastRun,
  });
  const lastRun = { data: stored?.lastRun ?? runRead.data, isPending: !stored?.lastRun && runRead.isPending };
  const fields: [string, ReactNode][] = [
    ['Test case ID', unpadId(testCase.CASEID)],
    ['Description', testCase.DESCR],
    ['Folder', <FolderField key="folder" folderId={testCase.SCNRID} path={folderPath} />],
    ['Test type', `${testCase.IFTYPE} – ${testTypeText(testCase.IFTYPE)}`],
    ['Automation object', testCase.OBJDEFID],
    ['Document number', testCase.DOCNUM],
    [
      'Parent test case',
      testCase.PARENT_CASEID ? (
        <Link key="parent" to={paths.testCase.href(unpadId(testCase.PARENT_CASEID))}>
          {unpadId(testCase.PARENT_CASEID)}
        </Link>
      ) : (
        '—'
      ),
    ],
    ['Created', `${formatDateTime(testCase.CREATED_ON, testCase.CREATED_TIME)} by ${testCase.CREATED_BY}`],
    ['Landscape', testCase.LANDSCAPE_ID],
    [
      'Originating system',
      [
        testCase.ORIG_SYSTEM,
        testCase.ORIG_CASEID && `case ${unpadId(testCase.ORIG_CASEID)}`,
        testCase.ORIG_LANDSCAPE_ID && `landscape ${testCase.ORIG_LANDSCAPE_ID}`,
      ]
        .filter(Boolean)
        .join(', '),
    ],
    ['Last status', <StatusBadge key="status" code={testCase.LAST_STATUS} text={testCase.LAST_STATUS_TXT} />],
    [
      'Last run',
      testCase.LAST_RUN_ID ? (
        <Link key="run" to={paths.run.href(testCase.LAST_RUN_ID)}>
          {/* The run's 32-character ID only if its name cannot be read: shown first, it wrapped on a phone. */}
          <UnbrokenFormats
            text={lastRun.data?.NAME || (lastRun.isPending ? 'Loading its name…' : testCase.LAST_RUN_ID)}
          />
        </Link>
      ) : (
        'Never run'
      ),
    ],
    [
      // LAST_STARTED_* are the run's start (decisions.md D6), not this case's own in it ("Why it failed" has that).
      'Last run started',
      testCase.LAST_STARTED_DATE
        ? `${formatDateTime(testCase.LAST_STARTED_DATE, testCase.LAST_STARTED_TIME)} by ${testCase.LAST_STARTED_BY}`
        : '—',
    ],
  ];
  return (
    <div className="stack">
      <LastFailure caseId={testCase.CASEID} lastStatus={testCase.LAST_STATUS} failedRunId={failedRunId} />
      <OutcomeStrip caseId={testCase.CASEID} />
      <dl className="fields">
        {fields.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{!value ? '—' : typeof value === 'string' ? <UnbrokenFormats text={value} /> : value}</dd>
          </div>
        ))}
      </dl>
      {lastRun.data?.REPORT_URL || lastRun.data?.FIORI_REPORT_URL ? (
        <div className="row">
          {lastRun.data.REPORT_URL ? (
            <a href={lastRun.data.REPORT_URL} target="_blank" rel="noreferrer">
              Web report of the last run
            </a>
          ) : null}
          {lastRun.data.FIORI_REPORT_URL ? (
            <a href={lastRun.data.FIORI_REPORT_URL} target="_blank" rel="noreferrer">
              Launchpad report of the last run
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
