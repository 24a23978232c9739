// The Summary sheet: totals and pass rate per run and per folder, gathered while the rows are written.
import { FAILED_STATUSES, PASSED_STATUSES } from '../../contract/codes';
import type { MockStore } from '../store/store-types';
import type { Execution } from './select-executions';
import { dateCell } from './excel-cells';
import type { SheetColumn, SheetWriter } from './xlsx/sheet-writer';

export const SUMMARY_COLUMNS: readonly SheetColumn[] = [
  { header: 'SCOPE', width: 10 },
  { header: 'ID', width: 34 },
  { header: 'NAME', width: 40 },
  { header: 'STARTED_DATE', width: 14, format: 'date' },
  { header: 'TOTAL', width: 10 },
  { header: 'PASSED', width: 10 },
  { header: 'FAILED', width: 10 },
  { header: 'PASS_RATE', width: 12, format: 'percent' },
];

interface Tally {
  label: string;
  date: string;
  total: number;
  passed: number;
  failed: number;
}

function startTally(tallies: Map<string, Tally>, key: string, label: string, date: string): Tally {
  const tally: Tally = { label, date, total: 0, passed: 0, failed: 0 };
  tallies.set(key, tally);
  return tally;
}

function countStatus(tally: Tally, status: string): void {
  tally.total++;
  if (PASSED_STATUSES.includes(status)) tally.passed++;
  else if (FAILED_STATUSES.includes(status)) tally.failed++;
}

export class SummaryTotals {
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
    countStatus(byRun, detail.STATUS);
    countStatus(byFolder, detail.STATUS);
  }

  /** Writes one row per run, then one per folder, into a sheet with SUMMARY_COLUMNS. */
  async writeRows(sheet: SheetWriter): Promise<void> {
    for (const [scope, tallies] of [
      ['RUN', this.byRun],
      ['FOLDER', this.byFolder],
    ] as const) {
      for (const [id, tally] of tallies) {
        await sheet.addRow([
          scope,
          id,
          tally.label,
          dateCell(tally.date),
          tally.total,
          tally.passed,
          tally.failed,
          tally.total ? tally.passed / tally.total : 0,
        ]);
      }
    }
  }
}
