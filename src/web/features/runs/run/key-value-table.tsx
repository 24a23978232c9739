import { unpadId } from '../../../../contract/ids';
import { nameWithBreaks, valueWithBreaks } from '../../../components/name-with-breaks';
import { SimpleTable, type SimpleColumn } from '../../../components/simple-table/simple-table';

interface Row {
  caseId: string;
  key: string;
  value: string;
  /** Shown in a fourth column when the headers name one. */
  reference?: string;
}

// An empty cell reads as "not loaded" or "missing"; an empty value is a value, so it is said.
const shown = (text: string | undefined) => (text ? valueWithBreaks(text) : <span className="muted">(empty)</span>);

/** A small table of per-test-case values (the run's variables with their reference values, or metadata). */
export function KeyValueTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: [string, string, string] | [string, string, string, string];
  rows: Row[];
}) {
  if (rows.length === 0) return <p className="muted">None.</p>;
  const [caseHeader, keyHeader, valueHeader, referenceHeader] = headers;
  const columns: SimpleColumn<Row>[] = [
    // A value is named by its test case and its key together (a case has several): both head the row.
    { header: caseHeader, cell: (row) => unpadId(row.caseId), rowHeader: true },
    { header: keyHeader, className: 'mono name', cell: (row) => nameWithBreaks(row.key), rowHeader: true },
    { header: valueHeader, className: 'mono value', cell: (row) => shown(row.value) },
  ];
  if (referenceHeader)
    columns.push({ header: referenceHeader, className: 'mono value', cell: (row) => shown(row.reference) });
  return (
    <SimpleTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row, index) => `${index}|${row.caseId}|${row.key}`}
    />
  );
}
