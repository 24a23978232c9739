// A finished run as JUnit XML, the test report format Jenkins, GitLab, GitHub Actions and Azure DevOps read:
// one testsuite per folder, one testcase per executed test case. Follows the Jenkins JUnit schema
// (jenkins-junit.xsd, the dtkit junit-4 schema, with <skipped> taking a message as the xunit plugin's
// junit-10.xsd that grew from it does): failed cases carry a <failure>, aborted and never-run cases a
// <skipped>, passed-with-warnings cases their message in <system-out>. Properties name the run and its
// links, as the schema allows them only on a testsuite. A failure the team's triage knows (a known issue, a
// quarantined case, an outage) is a <skipped> that says so: Jenkins, GitLab, Azure DevOps and Allure 3 have no
// "known" status in JUnit XML, and a skip with a message is how muted tests reach them (pytest's xfail too),
// shown apart from failures and not failing the build, while the message still tells what failed.
import { FAILED_STATUSES, PASSED_STATUSES, statusText } from '../contract/codes';
import { elapsedMs, type Timed } from '../contract/date-time';
import { unpadId } from '../contract/ids';
import type { RunDetail, TestRun } from '../contract/records';
import { escapeAttribute, escapeText } from './xml-text';

export interface JunitOptions {
  /** Folder descriptions by padded folder ID; a folder without one is named by its ID. */
  folderNames?: ReadonlyMap<string, string>;
  /** The run's page in the dashboard. */
  runUrl?: string;
  /** A test case's results in the dashboard. */
  testCaseUrl?: (caseId: string) => string;
  /** Failures the triage keeps apart, by padded test case ID: what they are ("Known issue INT-4711"). */
  knownFailures?: ReadonlyMap<string, string>;
}

type Attributes = Record<string, string | number | undefined>;

const attributes = (values: Attributes) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('');

/** Seconds with millisecond precision, as the schemas' time attributes expect; 0 when unknown. */
function seconds(timed: Timed): number {
  const ms = elapsedMs(timed);
  return Number.isFinite(ms) && ms > 0 ? ms / 1000 : 0;
}

/** How each case is told: a known failure is skipped, not failed (see the top of this file). */
const failedOrSkipped = ({ knownFailures }: JunitOptions) => {
  const isFailure = (detail: RunDetail) =>
    FAILED_STATUSES.includes(detail.STATUS) && detail.STATUS !== 'A' && !knownFailures?.has(detail.CASEID);
  const isSkipped = (detail: RunDetail) => !PASSED_STATUSES.includes(detail.STATUS) && !isFailure(detail);
  return { isFailure, isSkipped };
};

export function buildJunitXml(run: TestRun, options: JunitOptions = {}): string {
  const { isFailure } = failedOrSkipped(options);
  const folders = new Map<string, RunDetail[]>();
  for (const detail of run.DETAILS) folders.set(detail.SCNRID, [...(folders.get(detail.SCNRID) ?? []), detail]);
  const runSeconds = seconds(run);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attributes({
      name: run.NAME || `Test run ${run.RUN_ID}`,
      tests: run.DETAILS.length,
      failures: run.DETAILS.filter(isFailure).length,
      errors: 0,
      time: runSeconds.toFixed(3),
    })}>`,
    ...[...folders].flatMap(([folderId, details]) => testSuite(run, folderId, details, options)),
    '</testsuites>',
    '',
  ];
  return lines.join('\n');
}

function testSuite(run: TestRun, folderId: string, details: RunDetail[], options: JunitOptions): string[] {
  const folderName = options.folderNames?.get(folderId);
  const name = folderName ? `${folderName} (folder ${unpadId(folderId)})` : `Folder ${unpadId(folderId)}`;
  const properties: Attributes = {
    RUN_ID: run.RUN_ID,
    RUN_NAME: run.NAME,
    STARTED_BY: run.STARTED_BY,
    FOLDER_ID: folderId,
    DASHBOARD_URL: options.runUrl,
    REPORT_URL: run.REPORT_URL,
    FIORI_REPORT_URL: run.FIORI_REPORT_URL,
  };
  const given = Object.entries(properties).filter(([, value]) => value !== undefined && value !== '');
  const { isFailure, isSkipped } = failedOrSkipped(options);
  return [
    `  <testsuite${attributes({
      name,
      tests: details.length,
      failures: details.filter(isFailure).length,
      errors: 0,
      skipped: details.filter(isSkipped).length,
      time: details.reduce((sum, detail) => sum + seconds(detail), 0).toFixed(3),
      timestamp: run.STARTED_DATE && run.STARTED_TIME ? `${run.STARTED_DATE}T${run.STARTED_TIME}` : undefined,
      id: folderId,
    })}>`,
    '    <properties>',
    ...given.map(
      ([key, value]) => `      <property${attributes({ name: key })} value="${escapeAttribute(String(value))}"/>`,
    ),
    '    </properties>',
    ...details.flatMap((detail) => testCase(detail, name, options, isFailure(detail), isSkipped(detail))),
    '  </testsuite>',
  ];
}

function testCase(
  detail: RunDetail,
  suiteName: string,
  options: JunitOptions,
  isFailure: boolean,
  isSkipped: boolean,
): string[] {
  const caseId = unpadId(detail.CASEID);
  const open = `    <testcase${attributes({
    name: detail.DESCR ? `${caseId}: ${detail.DESCR}` : `Test case ${caseId}`,
    classname: suiteName,
    time: seconds(detail).toFixed(3),
  })}`;
  const known = options.knownFailures?.get(detail.CASEID);
  const facts = [
    known ? `${known} (the team's triage: not counted by the pipeline's gates)` : '',
    `Status: ${statusText(detail.STATUS)}${detail.STATUS ? ` (${detail.STATUS})` : ''}`,
    detail.MESSAGE ? `Message: ${detail.MESSAGE}` : '',
    detail.DOCNUM ? `Document number: ${detail.DOCNUM}` : '',
    detail.OBJDEFID ? `Automation object: ${detail.OBJDEFID}` : '',
    options.testCaseUrl ? `Results: ${options.testCaseUrl(detail.CASEID)}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  // Every failure and skip carries a message attribute: Allure 3 reads a <skipped> without one as a pass.
  const failedWith = detail.MESSAGE || statusText(detail.STATUS);
  const message = attributes({ message: known ? `${known}: ${failedWith}` : failedWith });
  if (known)
    return [
      `${open}>`,
      `      <skipped${message}${attributes({ type: 'known-issue' })}>${escapeText(facts)}</skipped>`,
      '    </testcase>',
    ];
  if (isFailure)
    return [
      `${open}>`,
      `      <failure${message}${attributes({ type: statusText(detail.STATUS) })}>${escapeText(facts)}</failure>`,
      '    </testcase>',
    ];
  if (isSkipped) return [`${open}>`, `      <skipped${message}>${escapeText(facts)}</skipped>`, '    </testcase>'];
  if (detail.STATUS === 'W')
    return [`${open}>`, `      <system-out>${escapeText(facts)}</system-out>`, '    </testcase>'];
  return [`${open}/>`];
}
