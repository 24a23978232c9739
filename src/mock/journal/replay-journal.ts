// Rebuilds what clients did on top of the generated data set, record by record, through the same run
// changes the engine made when it happened.
import { NO_REPORT_LINKS } from '../execution/run-links';
import type { MockStore, StoredRun } from '../store/store-types';
import { addRun, enqueueCases, finishRun, recordCaseResult, reopenRun } from '../runs/run-changes';
import { JournalError, type JournalRecord } from './journal-records';

/**
 * Applies the records in order; answers the IDs of the runs they touched. `fillDays` adds the seeded runs of
 * days a start carried the history forward over.
 */
export function replayJournal(
  store: MockStore,
  records: readonly JournalRecord[],
  source: string,
  fillDays: (from: Date, until: Date) => void,
): Set<string> {
  const touched = new Set<string>();
  const runOf = (runId: string): StoredRun => {
    const run = store.runs.get(runId);
    if (!run)
      throw new JournalError(
        `${source} names run ${runId}, which neither the data set nor an earlier record holds; move the file away or give another --data directory`,
      );
    return run;
  };
  const checkCases = (caseIds: readonly string[]) => {
    const missing = caseIds.find((caseId) => !store.testCases.has(caseId));
    if (missing)
      throw new JournalError(
        `${source} names test case ${missing}, which this data set does not hold; move the file away or give another --data directory`,
      );
  };

  for (const record of records) {
    switch (record.type) {
      case 'journal':
        throw new JournalError(
          `${source} holds a second journal header; move the file away or give another --data directory`,
        );
      case 'run-started': {
        if (store.runs.has(record.run.RUN_ID))
          throw new JournalError(
            `${source} starts run ${record.run.RUN_ID} twice; move the file away or give another --data directory`,
          );
        checkCases(record.caseIds);
        // Journals written before the mock stopped naming reports on an imaginary host hold dead addresses.
        const run = { ...record.run, ...NO_REPORT_LINKS };
        enqueueCases(store, addRun(store, run, record.landscape), record.caseIds);
        touched.add(record.run.RUN_ID);
        break;
      }
      case 'run-merged': {
        checkCases(record.caseIds);
        const run = runOf(record.runId);
        reopenRun(run);
        enqueueCases(store, run, record.caseIds);
        touched.add(record.runId);
        break;
      }
      case 'case-finished': {
        const run = runOf(record.runId);
        const detail = run.details.find((row) => row.CASEID === record.detail.CASEID);
        if (!detail)
          throw new JournalError(
            `${source} finishes test case ${record.detail.CASEID} in run ${record.runId}, which never queued it; move the file away or give another --data directory`,
          );
        recordCaseResult(
          store,
          run,
          detail,
          { ...record.detail },
          record.given ? new Map(Object.entries(record.given)) : undefined,
        );
        break;
      }
      case 'run-finished':
        finishRun(runOf(record.runId), { date: record.date, time: record.time });
        break;
      case 'history-filled':
        fillDays(new Date(record.from), new Date(record.until));
        break;
    }
  }
  return touched;
}
