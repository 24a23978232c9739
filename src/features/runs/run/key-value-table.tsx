import { unpadId } from '../../../contract/ids';

interface Row {
  caseId: string;
  key: string;
  value: string;
  /** Shown in a fourth column when the headers name one. */
  reference?: string;
}

// An empty cell reads as "not loaded" or "missing"; an empty value is a value, so it is said.
const shown = (text: string | undefined) => (text ? text : <span className="muted">(empty)</span>);

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
  const withReference = headers.length === 4;
  return (
    <div className="run-table-scroll">
      <table className="simple-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${index}|${row.caseId}|${row.key}`}>
              <td>{unpadId(row.caseId)}</td>
              <td className="mono">{row.key}</td>
              <td className="mono">{shown(row.value)}</td>
              {withReference ? <td className="mono">{shown(row.reference)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
