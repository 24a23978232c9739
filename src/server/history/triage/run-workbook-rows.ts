// The run's workbook with the team's triage (issue 62), one row per execution: where it is, what it did, and for
// a failure how it meets the decisions (its state, category, ticket, owner, note, who decided and when). A
// failure the store has no triage for (it passed, or the store has not worked it out) leaves those cells empty.
import { noiseState } from '../../../analysis/triage/rule-noise';
import { ticketHref } from '../../../analysis/triage/ticket-link';
import { statusText } from '../../../contract/codes';
import { TRIAGE_CATEGORIES } from '../../../contract/dashboard-api/triage-decisions';
import { TRIAGE_STATES, type FailureTriage } from '../../../contract/dashboard-api/run-triage';
import { elapsedMs, fromWireDateTime } from '../../../contract/date-time';
import { padId, unpadId } from '../../../contract/ids';
import type { RunDetail } from '../../../contract/records';
import { dateTimeCell, statusCell } from '../../../mock/report/excel-cells';
import type { CellFormat } from '../../../mock/report/xlsx/cell-styles';
import type { CellValue } from '../../../mock/report/xlsx/sheet-writer';

export const RUN_WORKBOOK_COLUMNS: readonly { header: string; format?: CellFormat }[] = [
  { header: 'Folder' },
  { header: 'Test case ID' },
  { header: 'Test case' },
  { header: 'Status' },
  { header: 'Started', format: 'dateTime' },
  { header: 'Duration', format: 'duration' },
  { header: 'Message' },
  { header: 'Triage' },
  { header: 'Category' },
  { header: 'Ticket' },
  { header: 'Owner' },
  { header: 'Note' },
  { header: 'Decided by' },
  { header: 'Decided at', format: 'dateTimeUtc' },
];

export interface RunWorkbookFacts {
  /** Folder descriptions by folder ID; a folder without one is named by its ID. */
  folderNames: ReadonlyMap<string, string>;
  /** The run's failures with their triage, by padded test case ID. */
  failures: ReadonlyMap<string, FailureTriage>;
  /** The --ticket-url pattern: tickets are links with one, keys without. */
  ticketUrl: string | null;
}

const MS_PER_DAY = 86_400_000;

/** How the failure meets the decisions, in the words the screens use; a quarantine covers whatever it is. */
export function triageStateText(failure: FailureTriage): string {
  if (failure.quarantine) return 'Quarantined';
  if (failure.state === 'decided' && failure.known) return TRIAGE_STATES.carried;
  if (failure.rules.length > 0 && !failure.known) return noiseState(failure.rules);
  return TRIAGE_STATES[failure.state];
}

const moment = (ms: number): CellValue => (Number.isFinite(ms) ? dateTimeCell(new Date(ms)) : '');

function triageCells(failure: FailureTriage | undefined, ticketUrl: string | null): CellValue[] {
  if (!failure) return [];
  const { decision } = failure;
  const ticket = decision?.ticket ?? '';
  const href = ticketHref(ticketUrl, ticket);
  return [
    triageStateText(failure),
    decision ? TRIAGE_CATEGORIES[decision.category] : '',
    href ? { value: ticket, link: href } : ticket,
    decision?.owner,
    decision?.note,
    decision?.decidedBy,
    decision ? moment(Date.parse(decision.decidedAt)) : '',
  ];
}

/** One execution's row, in RUN_WORKBOOK_COLUMNS' order. */
export function runWorkbookRow(detail: RunDetail, facts: RunWorkbookFacts): CellValue[] {
  const duration = elapsedMs(detail);
  return [
    facts.folderNames.get(detail.SCNRID) || unpadId(detail.SCNRID),
    unpadId(detail.CASEID),
    detail.DESCR,
    statusCell(detail.STATUS_TXT || statusText(detail.STATUS), detail.STATUS),
    moment(fromWireDateTime(detail.STARTED_DATE, detail.STARTED_TIME)),
    Number.isFinite(duration) && duration >= 0 ? duration / MS_PER_DAY : '',
    detail.MESSAGE,
    ...triageCells(facts.failures.get(padId(detail.CASEID)), facts.ticketUrl),
  ];
}
