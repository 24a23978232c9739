// The columns of a field ledger: the field's path, its kind (and since when), how often it differed, when last, and
// its newest values. An interface's ledger adds how many of its test cases the field differed in.
import type { LedgerField } from '../../../contract/dashboard-api/field-ledger';
import { formatCount } from '../../../format/format-count';
import { paths } from '../../../routes/paths';
import { valueWithBreaks } from '../name-with-breaks';
import type { SimpleColumn } from '../simple-table/simple-table';
import { FIELD_KIND_WORDS } from './field-kind-words';

/** A stored start (`2026-10-14 08:15:00`) as the screens show one: to the minute. */
const startText = (startedAt: string) => startedAt.slice(0, 16);

/** An empty value is said, not left blank: "was empty" is what differed. */
const shownValue = (value: string) => (value === '' ? <span className="muted">(empty)</span> : valueWithBreaks(value));

function KindCell({ field }: { field: LedgerField }) {
  const words = FIELD_KIND_WORDS[field.kind];
  return (
    <>
      <span className={`status-badge ${words.tone}`}>{words.label}</span>
      {field.since ? (
        <span className="ledger-since muted">
          since <a href={paths.run.href(field.since.runId)}>{startText(field.since.startedAt)}</a>
        </span>
      ) : null}
    </>
  );
}

function ValuesCell({ field }: { field: LedgerField }) {
  return (
    <ul className="ledger-samples">
      {field.samples.map((sample) => (
        <li key={`${sample.runId} ${sample.reference} ${sample.current}`}>
          <span className="visually-hidden">reference </span>
          <span className="mono">{shownValue(sample.reference)}</span>
          <span aria-hidden="true"> → </span>
          <span className="visually-hidden">, current </span>
          <span className="mono">{shownValue(sample.current)}</span>
        </li>
      ))}
    </ul>
  );
}

export function ledgerColumns({ withCases }: { withCases: boolean }): SimpleColumn<LedgerField>[] {
  return [
    { header: 'Field', rowHeader: true, className: 'mono ledger-path', cell: (field) => valueWithBreaks(field.path) },
    { header: 'Kind', className: 'ledger-kind', cell: (field) => <KindCell field={field} /> },
    {
      header: 'Differed',
      className: 'ledger-differed',
      cell: (field) => (
        <>
          {formatCount(field.runsDiffered)} of {formatCount(field.runsCompared)} runs
          {field.differedWhilePassed > 0 ? (
            <span className="muted"> · {formatCount(field.differedWhilePassed)} passed anyway</span>
          ) : null}
          {field.warnings > 0 && field.errors === 0 ? <span className="muted"> · warnings only</span> : null}
        </>
      ),
    },
    ...(withCases
      ? [{ header: 'Test cases', className: 'numeric', cell: (field: LedgerField) => formatCount(field.cases) }]
      : []),
    {
      header: 'Last differed',
      className: 'nowrap',
      cell: (field) => <a href={paths.run.href(field.last.runId)}>{startText(field.last.startedAt)}</a>,
    },
    { header: 'Newest values', className: 'ledger-values', cell: (field) => <ValuesCell field={field} /> },
  ];
}
