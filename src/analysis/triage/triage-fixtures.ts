// Decisions, quarantines and failures' triage as the store answers them, for the rules' tests.
import type { Decision } from '../../contract/dashboard-api/triage-decisions';
import type { FailureTriage } from '../../contract/dashboard-api/run-triage';
import type { Quarantine } from '../../contract/dashboard-api/triage-quarantine';

export const decision = (overrides: Partial<Decision> = {}): Decision => ({
  id: 1,
  target: { kind: 'signature', OBJDEFID: 'ZORDERS', cause: 'Mapping failed: UOM <number> unknown' },
  category: 'product-mapping',
  ticket: 'INT-4711',
  owner: 'Integration team',
  note: '',
  version: 1,
  decidedAt: '2026-11-20T10:00:00Z',
  decidedBy: 'LEAD',
  changedAt: '2026-11-20T10:00:00Z',
  changedBy: 'LEAD',
  fixedAt: null,
  fixedBy: null,
  withdrawn: false,
  ...overrides,
});

export const quarantine = (overrides: Partial<Quarantine> = {}): Quarantine => ({
  id: 1,
  CASEID: '0000000007',
  reason: 'Flaky: the receiver answers late',
  since: '2026-11-20T10:00:00Z',
  by: 'LEAD',
  policyScore: null,
  passesNeeded: 5,
  passesInARow: 0,
  leftAt: null,
  leftBy: null,
  leftHow: null,
  ...overrides,
});

/** A failure of case `caseId` nobody has decided on, counted against the gates. */
export const failureTriage = (caseId: string, overrides: Partial<FailureTriage> = {}): FailureTriage => ({
  RUN_ID: 'A'.repeat(32),
  CASEID: caseId.padStart(10, '0'),
  OBJDEFID: 'ORDERS05',
  STATUS: 'E',
  MESSAGE: 'Mapping failed',
  cause: 'Mapping failed',
  state: 'undecided',
  decision: null,
  quarantine: null,
  rules: [],
  known: false,
  counted: true,
  ...overrides,
});
