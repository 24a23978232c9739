// The Summary sheet's table: totals and pass rate of every execution, per run and per folder, gathered while
// the Executions rows are written.
import { FAILED_STATUSES, PASSED_STATUSES } from '../../contract/codes';
import type { MockStore } from '../store/store-types';
import type { Execution } from './select-executions';
import { dateCell } from './excel-cells';
import type { CellFormat } from './xlsx/cell-styles';
import type { CellValue } from './xlsx/sheet-writer';

export const SUMMARY_COLUMNS: readonly { header: string; format?: CellFormat }[] = [
  { header: 'SCOPE' },
  { header: 'ID' },
  { header: 'NAME' },
  { header: 'STARTED_DATE', format: 'date' },
  { header: 'TOTAL' },
  { header: 'PASSED' },
  { header: 'FAILED' },
  { header: 'PASS_RATE', format: 'percent' },
];
export const ALL_EXECUTIONS = 'All executions';

interface Tally {
  label: string;
  date: string;
  total: number;
  passed: number;
  failed: number;
}

const newTally = (label: string, date: string): Tally => ({ label, date, total: 0, passed: 0, failed: 0 });

function startTally(tallies: Map<string, Tally>, key: string, label: string, date: string): Tally {
  const tally = newTally(label, date);
  tallies.set(key, tally);
  return tally;
}

function countStatus(tally: Tally, status: string): void {
  tally.total++;
  if (PASSED_STATUSES.includes(status)) tally.passed++;
  else if (FAILED_STATUSES.includes(status)) tally.failed++;
}

function tallyRow(scope: string, id: string, tally: Tally): CellValue[] {
  return [
    scope,
    id,
    tally.label,
    dateCell(tally.date),
    tally.total,
    tally.passed,
    tally.failed,
    // No executions, no rate: an empty cell, not a 0% that reads as "all failed".
    tally.total ? tally.passed / tally.total : '',
  ];
}

export class SummaryTotals {
  private readonly all = newTally(ALL_EXECUTIONS, '');
  private readonly byRun = new Map<string, Tally>();
  private readonly byFolder = new Map<string, Tally>();

  constructor(private readonly store: MockStore) {}

  add({ run, detail }: Execution): void {
    const { record } = run;
    const byRun =
      this.byRun.get(record.RUN_ID) ?? startTally(this.byRun, record.RUN_ID, record.NAME, record.STARTED_DATE);
    const byFolder =
      this.byFolder.get(detail.SCNRID) ??
      startTally(this.byFolder, detail.SCNRID, this.store.folders.get(detail.SCNRID)?.DESCR ?? '', '');
    countStatus(this.all, detail.STATUS);
    countStatus(byRun, detail.STATUS);
    countStatus(byFolder, detail.STATUS);
  }

  /** One bold row for every execution together, then one row per run, then one per folder (SUMMARY_COLUMNS). */
  rows(): CellValue[][] {
    const all = tallyRow('ALL', '', this.all).map((value) =>
      typeof value === 'string' || typeof value === 'number' ? { value, style: { bold: true } } : value,
    );
    return [
      all,
      ...[...this.byRun].map(([id, tally]) => tallyRow('RUN', id, tally)),
      ...[...this.byFolder].map(([id, tally]) => tallyRow('FOLDER', id, tally)),
    ];
  }
}
