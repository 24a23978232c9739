import { unpadId } from '../../../contract/ids';

/** A small table of per-test-case values (the run's variables or metadata). */
export function KeyValueTable({ caption, headers, rows }: { caption: string; headers: [string, string, string]; rows: { caseId: string; key: string; value: string; extra?: string }[] }) {
  if (rows.length === 0) return <p className="muted">None.</p>;
  return (
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
        {rows.map((row) => (
          <tr key={`${row.caseId}|${row.key}`}>
            <td>{unpadId(row.caseId)}</td>
            <td className="mono">{row.key}</td>
            <td className="mono">
              {row.value}
              {row.extra ? <span className="muted"> (reference {row.extra || 'none'})</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
