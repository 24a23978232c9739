// A decision's row as the contract says it, and the part of it every change writes.
import type { Decision, TriageCategory } from '../../../contract/dashboard-api/triage-decisions';
import type { DecisionState } from '../../../contract/dashboard-api/triage-decision-history';
import { triageDecisions } from '../store/triage-schema';
import { instantOf, instantOrNull } from './triage-time';

export type DecisionRow = typeof triageDecisions.$inferSelect;

export function decisionOf(row: DecisionRow): Decision {
  return {
    id: row.id,
    target:
      row.kind === 'signature'
        ? { kind: 'signature', OBJDEFID: row.automationObject ?? '', cause: row.cause ?? '' }
        : { kind: 'failure', RUN_ID: row.runId ?? '', CASEID: row.caseId ?? '' },
    category: row.category as TriageCategory,
    ticket: row.ticket,
    owner: row.owner,
    note: row.note,
    version: row.version,
    decidedAt: instantOf(row.decidedAt),
    decidedBy: row.decidedBy,
    changedAt: instantOf(row.changedAt),
    changedBy: row.changedBy,
    fixedAt: instantOrNull(row.fixedAt),
    fixedBy: row.fixedBy,
    withdrawn: row.withdrawn,
    ...(row.suggestedFrom === null || row.suggestionScore === null
      ? {}
      : { suggestion: { from: row.suggestedFrom, score: row.suggestionScore } }),
  };
}

export const stateOf = (row: DecisionRow): DecisionState => ({
  category: row.category as TriageCategory,
  ticket: row.ticket,
  owner: row.owner,
  note: row.note,
  fixedAt: instantOrNull(row.fixedAt),
  fixedBy: row.fixedBy,
  withdrawn: row.withdrawn,
});

/** The columns a state sets (its instants as the contract says them, which timestamptz takes as they are). */
export const columnsOf = (state: DecisionState) => ({
  category: state.category,
  ticket: state.ticket,
  owner: state.owner,
  note: state.note,
  fixedAt: state.fixedAt,
  fixedBy: state.fixedBy,
  withdrawn: state.withdrawn,
});
