// The Summary sheet: totals and pass rate per run and per folder, gathered while the rows are written.
import type ExcelJS from 'exceljs';
import { FAILED_STATUSES, PASSED_STATUSES } from '../../contract/codes';
import type { MockStore } from '../store/store-types';
import type { Execution } from './select-executions';
import { DATE_FORMAT, dateCell } from './excel-cells';

interface Tally {
  label: string;
  date: string;
  total: number;
  passed: number;
  failed: number;
}

export class SummaryTotals {
  private readonly byRun = new Map<string, Tally>();
  private readonly byFolder = new Map<string, Tally>();

  constructor(private readonly store: MockStore) {}

  add({ run, detail }: Execution): void {
    this.count(this.byRun, run.record.RUN_ID, () => ({ label: run.record.NAME, date: run.record.STARTED_DATE }), detail.STATUS);
    this.count(this.byFolder, detail.SCNRID, () => ({ label: this.store.folders.get(detail.SCNRID)?.DESCR ?? '', date: '' }), detail.STATUS);
  }

  private count(tallies: Map<string, Tally>, key: string, describe: () => { label: string; date: string }, status: string): void {
    let tally = tallies.get(key);
    if (!tally) {
      tally = { ...describe(), total: 0, passed: 0, failed: 0 };
      tallies.set(key, tally);
    }
    tally.total++;
    if (PASSED_STATUSES.includes(status)) tally.passed++;
    else if (FAILED_STATUSES.includes(status)) tally.failed++;
  }

  writeSheet(sheet: ExcelJS.Worksheet): void {
    sheet.columns = [
      { header: 'SCOPE', key: 'scope', width: 10 },
      { header: 'ID', key: 'id', width: 34 },
      { header: 'NAME', key: 'name', width: 40 },
      { header: 'STARTED_DATE', key: 'date', width: 14, style: { numFmt: DATE_FORMAT } },
      { header: 'TOTAL', key: 'total', width: 10 },
      { header: 'PASSED', key: 'passed', width: 10 },
      { header: 'FAILED', key: 'failed', width: 10 },
      { header: 'PASS_RATE', key: 'rate', width: 12, style: { numFmt: '0.0%' } },
    ];
    sheet.getRow(1).font = { bold: true };
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: 8 } };
    const write = (scope: string, tallies: Map<string, Tally>) => {
      for (const [id, tally] of tallies) {
        sheet.addRow([scope, id, tally.label, dateCell(tally.date), tally.total, tally.passed, tally.failed, tally.total ? tally.passed / tally.total : 0]).commit();
      }
    };
    write('RUN', this.byRun);
    write('FOLDER', this.byFolder);
    sheet.commit();
  }
}
