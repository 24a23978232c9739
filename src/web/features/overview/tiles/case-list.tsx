import type { CaseRef } from '../../../../analysis/overview/case-figures';
import { StatusBadge } from '../../../components/status-badge';
import { unpadId } from '../../../../contract/ids';
import { paths } from '../../../../routes/paths';
import { UnbrokenFormats } from '../../../components/unbroken-formats';

/** Test cases as links to their results, each with a line of what matters about it. */
export function CaseList<T extends CaseRef>({
  label,
  cases,
  detail,
  withStatus = false,
}: {
  label: string;
  cases: T[];
  detail: (testCase: T) => string;
  /** Shows each case's last status as a badge. */
  withStatus?: boolean;
}) {
  return (
    <ul className="tile-list" aria-label={label}>
      {cases.map((testCase) => (
        <li key={testCase.caseId}>
          <a href={paths.testCase.href(unpadId(testCase.caseId), 'results')}>
            {testCase.description || `Test case ${unpadId(testCase.caseId)}`}
          </a>
          <span className="muted">
            {withStatus ? <StatusBadge code={testCase.lastStatus} /> : null} <UnbrokenFormats text={detail(testCase)} />
          </span>
        </li>
      ))}
    </ul>
  );
}
