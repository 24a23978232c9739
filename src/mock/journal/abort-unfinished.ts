// Runs that were still going when the process stopped cannot go on: their queued and running cases end
// as aborted and the runs finish, so a client polling one sees it end instead of waiting forever.
import { isUnfinishedStatus, statusText } from '../../contract/codes';
import { toWireDateTime } from '../../contract/date-time';
import { serviceStopMessage } from '../../contract/service-stop';
import { finishRun, recordCaseResult } from '../runs/run-changes';
import type { MockStore } from '../store/store-types';
import type { JournalRecord } from './journal-records';

/** Aborts and finishes the unfinished ones among the runs; answers the records that say so. */
export function abortUnfinishedRuns(store: MockStore, runIds: Iterable<string>, now: Date): JournalRecord[] {
  const stamp = toWireDateTime(now);
  const records: JournalRecord[] = [];
  for (const runId of runIds) {
    const run = store.runs.get(runId);
    if (!run || run.record.END_DATE !== '') continue;
    for (const detail of run.details.filter((row) => isUnfinishedStatus(row.STATUS))) {
      const finished = {
        ...detail,
        STATUS: 'A',
        STATUS_TXT: statusText('A'),
        MESSAGE: serviceStopMessage(detail.STATUS),
        DOCNUM: '',
        STARTED_DATE: detail.STARTED_DATE || stamp.date,
        STARTED_TIME: detail.STARTED_TIME || stamp.time,
        END_DATE: stamp.date,
        END_TIME: stamp.time,
      };
      recordCaseResult(store, run, detail, finished);
      records.push({ type: 'case-finished', runId, detail: finished });
    }
    finishRun(run, stamp);
    records.push({ type: 'run-finished', runId, date: stamp.date, time: stamp.time });
  }
  return records;
}
