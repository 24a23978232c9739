// Finished executions per folder, so the overview can name the folders that fail most.
import { FAILED_STATUSES, PASSED_STATUSES, isUnfinishedStatus } from '../../contract/codes';
import type { Execution } from '../../contract/records';
import { compareWire } from '../../contract/wire-order';
import { firstInOrder } from '../first-in-order';

export interface FolderFailures {
  folderId: string;
  failed: number;
  passed: number;
  finished: number;
}

export class FolderFailureTally {
  private readonly folders = new Map<string, FolderFailures>();

  add(detail: Execution): void {
    if (isUnfinishedStatus(detail.STATUS)) return;
    const folder = this.folders.get(detail.SCNRID) ?? { folderId: detail.SCNRID, failed: 0, passed: 0, finished: 0 };
    folder.finished += 1;
    if (PASSED_STATUSES.includes(detail.STATUS)) folder.passed += 1;
    if (FAILED_STATUSES.includes(detail.STATUS)) folder.failed += 1;
    this.folders.set(detail.SCNRID, folder);
  }

  /** The folders with the most failed executions (failed and aborted), ties by the lower pass rate. */
  mostFailing(limit: number): FolderFailures[] {
    const rate = (folder: FolderFailures) => folder.passed / folder.finished;
    const failing = [...this.folders.values()].filter((folder) => folder.failed > 0);
    return firstInOrder(
      failing,
      limit,
      (a, b) => b.failed - a.failed || rate(a) - rate(b) || compareWire(a.folderId, b.folderId),
    ).map((folder) => ({ ...folder }));
  }
}
