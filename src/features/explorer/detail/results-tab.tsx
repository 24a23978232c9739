import { Link } from 'react-router';
import { useTestCaseResults } from '../../../api/test-cases/get-test-case-results';
import { paths } from '../../../navigation/paths';
import { RUN_TYPES } from '../../../contract/codes';
import type { CaseResult } from '../../../contract/records';
import { FailedRead } from '../../../components/failed-read/failed-read';
import { formatDateTime } from '../../../components/format';
import { EmptyState, LoadingState } from '../../../components/states';
import { StatusBadge } from '../../../components/status-badge';
import { newestFirst } from './newest-first';
import { resultDuration } from './result-duration';

/** The result history of a test case, newest first. */
export function ResultsTab({ caseId }: { caseId: string }) {
  const results = useTestCaseResults(caseId);
  if (results.isPending) return <LoadingState label="Loading results" />;
  if (results.isError) return <FailedRead query={results} title="Could not load the results" />;
  if (results.data.length === 0)
    return (
      <EmptyState title="This test case has not run yet">
        Start a run from the folder's list or from New run.
      </EmptyState>
    );
  // Sorted here: the service does not promise an order.
  const newest = newestFirst(results.data, (result) => `${result.STARTED_DATE} ${result.STARTED_TIME}`);
  return (
    // A narrow screen scrolls the table in its own box, not the page.
    <div className="table-box" role="region" aria-label="Results table" tabIndex={0}>
      <table className="simple-table results-table">
        <caption className="visually-hidden">Results, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Run</th>
            <th scope="col">Type</th>
            <th scope="col">Started</th>
            <th scope="col">Ended</th>
            <th scope="col">Duration</th>
            <th scope="col">Started by</th>
            <th scope="col">Landscape</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {newest.map((result) => {
            const name = result.RUN_NAME || result.RUN_ID;
            return (
              <tr key={result.RUN_ID}>
                <td>
                  <StatusBadge code={result.STATUS} text={result.STATUS_TXT} />
                </td>
                <td className="run-cell">
                  {/* A long name is cut to keep the columns on screen; the title holds it whole. */}
                  <Link className="run-name" to={paths.run.href(result.RUN_ID)} title={name}>
                    {name}
                  </Link>
                </td>
                <td>{RUN_TYPES[result.TYPE as keyof typeof RUN_TYPES] ?? result.TYPE}</td>
                <td className="nowrap">{formatDateTime(result.STARTED_DATE, result.STARTED_TIME)}</td>
                <td className="nowrap">{endedText(result)}</td>
                <td className="nowrap">{resultDuration(result) || '—'}</td>
                <td>{result.STARTED_BY}</td>
                <td>{result.LANDSCAPE_ID}</td>
                <td className="result-message">{result.MESSAGE}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The end, without its date when that is the start's (most results end the day they start): a narrower column. */
function endedText(result: CaseResult): string {
  if (!result.END_DATE) return '—';
  return result.END_DATE === result.STARTED_DATE
    ? result.END_TIME.slice(0, 5)
    : formatDateTime(result.END_DATE, result.END_TIME);
}
