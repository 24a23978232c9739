// A test case's result history, newest first (docs/interface/decisions.md#records-the-spec-leaves-open-d3), read from
// the runs that executed it.
import type { CaseResult } from '../../contract/records';
import type { MockStore } from '../store/store-types';

export function caseResults(store: MockStore, caseId: string): CaseResult[] {
  const results: CaseResult[] = [];
  for (const runId of store.runIdsByCase.get(caseId) ?? []) {
    const run = store.runs.get(runId);
    const detail = run?.details.find((row) => row.CASEID === caseId);
    if (!run || !detail) continue;
    results.push({
      RUN_ID: run.record.RUN_ID,
      RUN_NAME: run.record.NAME,
      TYPE: run.record.TYPE,
      STARTED_BY: run.record.STARTED_BY,
      STARTED_DATE: detail.STARTED_DATE || run.record.STARTED_DATE,
      STARTED_TIME: detail.STARTED_TIME || run.record.STARTED_TIME,
      END_DATE: detail.END_DATE,
      END_TIME: detail.END_TIME,
      STATUS: detail.STATUS,
      STATUS_TXT: detail.STATUS_TXT,
      MESSAGE: detail.MESSAGE,
      LANDSCAPE_ID: run.landscape,
      REPORT_URL: run.record.REPORT_URL,
    });
  }
  return results;
}
