// What figures over many runs (the overview's tallies, failure groups) read of a run's executions, kept with the
// run on ingest: each one's outcome and place, and the text (description, message) of failures only, which is
// all the figures read of text. Half of an execution's bytes are its text.
import { statusText } from '../../../contract/codes';
import type { Execution } from '../../../contract/records';
import { isFailedDetail } from '../../../analysis/run-outcome';

export function figureDetail(detail: Execution): Execution {
  const failed = isFailedDetail(detail);
  return {
    CASEID: detail.CASEID,
    SCNRID: detail.SCNRID,
    DESCR: failed ? detail.DESCR : '',
    IFTYPE: detail.IFTYPE,
    OBJDEFID: detail.OBJDEFID,
    STATUS: detail.STATUS,
    STATUS_TXT: detail.STATUS_TXT,
    MESSAGE: failed ? detail.MESSAGE : '',
  };
}

export const figureDetailsText = (details: readonly Execution[]): string => JSON.stringify(details.map(figureDetail));

/** A status's words as stored: the service's own, or ours where a store was written before they were kept. */
export const storedStatusText = (kept: string, code: string): string => kept || statusText(code);

export function readFigureDetails(text: string): Execution[] {
  const details = JSON.parse(text) as Execution[];
  // In place: a month's hundred thousand copies were a tenth of the overview's time, mostly collecting garbage.
  for (const detail of details) detail.STATUS_TXT = storedStatusText(detail.STATUS_TXT, detail.STATUS);
  return details;
}
