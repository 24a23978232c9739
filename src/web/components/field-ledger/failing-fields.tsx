// "The fields behind these failures" (issue 72): the paths that failed the comparison in a finished run's failed
// test cases, or in one failure group's, most failures first, each with its kind in its interface's ledger; and
// which failures are only noise or known drift. The run page's section and a failure group's panel show it.
import type { UseQueryResult } from '@tanstack/react-query';
import { storeNotAnswering } from '../../../client/dashboard/store-not-answering';
import type { ExplainedFailure, FailingField, RunFields } from '../../../contract/dashboard-api/run-fields';
import { unpadId } from '../../../contract/ids';
import { formatCount } from '../../../format/format-count';
import { paths } from '../../../routes/paths';
import { valueWithBreaks } from '../name-with-breaks';
import { SimpleTable, type SimpleColumn } from '../simple-table/simple-table';
import { NeedsStore } from '../store-freshness/needs-store';
import { FieldKindBadge } from './ledger-columns';

const COLUMNS: SimpleColumn<FailingField>[] = [
  { header: 'Field', rowHeader: true, className: 'mono ledger-path', cell: (field) => valueWithBreaks(field.path) },
  {
    header: 'Kind',
    className: 'ledger-kind',
    cell: (field) =>
      field.kind ? <FieldKindBadge kind={field.kind} since={field.since} /> : <span className="muted">not judged</span>,
  },
  { header: 'Failures', className: 'numeric', cell: (field) => formatCount(field.failures) },
  {
    header: 'Interface',
    className: 'mono',
    // Its ledger, on the interface's page, says how often and since when the field differed.
    cell: (field) => <a href={paths.interface.href(field.object)}>{field.object}</a>,
  },
];

/** "Test case 100171 is", "Test cases 100171 and 100172 are", "Test cases 100171, 100172 and 3 more are". */
function whichCases(explained: readonly ExplainedFailure[]) {
  const shown = explained.slice(0, 5).map((each) => (
    <a key={each.caseId} href={paths.testCase.href(unpadId(each.caseId), 'fields')}>
      {unpadId(each.caseId)}
    </a>
  ));
  const more = explained.length - shown.length;
  const listed = shown.flatMap((link, index) => [
    ...(index === 0 ? [] : [index === shown.length - 1 && more === 0 ? ' and ' : ', ']),
    link,
  ]);
  return (
    <>
      {explained.length === 1 ? 'Test case ' : 'Test cases '}
      {listed}
      {more > 0 ? ` and ${formatCount(more)} more` : ''}
    </>
  );
}

function Explained({ answer }: { answer: NonNullable<RunFields> }) {
  const { explained, failures } = answer;
  if (explained.length === 0)
    return <p>Every failure that failed a field comparison has a field that is not noise or a known drift.</p>;
  return (
    <p>
      <strong>
        {formatCount(explained.length)} of {formatCount(failures)} failures differ only in noise or known drift
      </strong>
      : an ignore rule or an updated reference would turn them green. {whichCases(explained)}.
    </p>
  );
}

/**
 * The fields behind a finished run's failures (`failures`: "the failures", or "these failures" for a group), or
 * why they cannot be named.
 */
export function FailingFields({ fields, failures }: { fields: UseQueryResult<RunFields>; failures: string }) {
  const what = `Naming the fields behind ${failures}`;
  if (storeNotAnswering(fields.error)) return <NeedsStore what={what} />;
  if (fields.isError)
    return (
      <p className="muted">
        Could not name the fields behind {failures} ({fields.error.message}).
      </p>
    );
  if (fields.data === undefined) return <p className="muted">{what}…</p>;
  const answer = fields.data;
  if (answer === null) return <p className="muted">The history store has not read this run yet.</p>;
  if (answer.failures === 0) return <p className="muted">No test case of this run failed.</p>;
  if (answer.comparison === 'unsent')
    return <p className="muted">This system&apos;s release does not report field comparisons.</p>;
  if (answer.comparison === 'not kept')
    return (
      <p className="muted">
        The history store does not keep this run&apos;s field comparison: it ran before the kept comparison window.
      </p>
    );
  if (answer.fields.length === 0)
    return (
      <p className="muted">
        {answer.failures === 1
          ? 'The failure did not fail a field comparison.'
          : `None of the ${formatCount(answer.failures)} failures failed a field comparison.`}
      </p>
    );
  return (
    <>
      <Explained answer={answer} />
      <SimpleTable
        caption={`Fields behind ${failures}`}
        className="ledger-table"
        columns={COLUMNS}
        rows={answer.fields}
        rowKey={(field) => `${field.object}\n${field.path}`}
      />
    </>
  );
}
