import fileSaver from 'file-saver';
import { getRunWorkbook } from '../../../../client/triage/run-workbook';
import type { TestRun } from '../../../../contract/records';
import { useSingleFlight } from '../../../components/use-single-flight';
import { runReportFileName } from './run-report';

/**
 * Saves the dashboard's own workbook of the run, a row per execution with the team's triage beside it (the
 * service's report has no room for it), under the report's name with `-triage`. The server builds it from its
 * store; a run the store has not read yet is its message, shown by the button.
 */
export function useTriageWorkbookDownload(run: TestRun) {
  return useSingleFlight(async () => {
    fileSaver.saveAs(await getRunWorkbook(run.RUN_ID), runReportFileName(run, 'triage'));
  });
}
