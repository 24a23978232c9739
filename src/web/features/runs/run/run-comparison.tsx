import { paths } from '../../../../routes/paths';
import { unpadId } from '../../../../contract/ids';
import type { RunComparison as ComparisonRow } from '../../../../contract/records';
import { SimpleTable, type SimpleColumn } from '../../../components/simple-table/simple-table';
import { valueWithBreaks } from '../../../components/name-with-breaks';

const COLUMNS: SimpleColumn<ComparisonRow>[] = [
  { header: 'Judgement', cell: (row) => (row.RESULT === 'ERROR' ? 'Failing difference' : 'Accepted difference') },
  { header: 'Field', className: 'mono value', cell: (row) => valueWithBreaks(row.PATH), rowHeader: true },
  { header: 'Reference', className: 'mono value', cell: (row) => valueWithBreaks(row.REF_VALUE) },
  { header: 'Current', className: 'mono value', cell: (row) => valueWithBreaks(row.CUR_VALUE) },
];

/** Field differences grouped by test case: failing ones first, then accepted ones. */
export function RunComparison({ runId, rows }: { runId: string; rows: readonly ComparisonRow[] }) {
  const differing = rows.filter((row) => row.RESULT !== 'MATCH');
  if (differing.length === 0)
    return <p className="muted">No field differences: every compared field matched its reference.</p>;
  const byCase = new Map<string, ComparisonRow[]>();
  for (const row of differing) byCase.set(row.CASEID, [...(byCase.get(row.CASEID) ?? []), row]);
  const groups = [...byCase].toSorted(
    ([, a], [, b]) => Number(b.some((row) => row.RESULT === 'ERROR')) - Number(a.some((row) => row.RESULT === 'ERROR')),
  );
  return (
    <div className="stack">
      {groups.map(([caseId, caseRows]) => {
        const failing = caseRows.filter((row) => row.RESULT === 'ERROR').length;
        return (
          <details key={caseId} open={failing > 0}>
            <summary>
              Test case {unpadId(caseId)}: {failing} failing, {caseRows.length - failing} accepted
            </summary>
            <SimpleTable
              caption={`Differences of test case ${unpadId(caseId)}`}
              columns={COLUMNS}
              rows={caseRows}
              // A path repeats (one per item of a message, or in several payloads), so the position makes the key.
              rowKey={(row, index) => `${index}|${row.CONTENT_ID}|${row.PATH}`}
            />
            {/* The compare then takes this run's output, whatever the case's newer runs wrote. */}
            <a href={paths.testCase.href(unpadId(caseId), 'payloads', { compare: true, run: runId })}>
              Compare the payloads of test case {unpadId(caseId)}
            </a>
          </details>
        );
      })}
    </div>
  );
}
