// How one failure meets the team's decisions: its own decision first, else its signature's. A signature's decision
// is "decided" for the failures that had happened when it was made and "carried" for later ones (a known issue),
// until the issue is marked fixed: a failure in a run started after that is "regressed". An abort the outage rule
// names is an outage unless a decision says otherwise. Server, browser and CLI all tell it by this function.
import type { Decision } from '../../contract/dashboard-api/triage-decisions';
import type { Quarantine } from '../../contract/dashboard-api/triage-quarantine';
import type { TriageState } from '../../contract/dashboard-api/run-triage';
import { fromWireDateTime } from '../../contract/date-time';
import { isOutage } from './outage-rule';

export interface TriagedFailure {
  STARTED_DATE: string;
  STARTED_TIME: string;
  STATUS: string;
  MESSAGE: string;
}

export interface TriageContext {
  /** The active (not withdrawn) decision on this one failure, if any. */
  ownDecision?: Decision | undefined;
  /** The active decision on the failure's signature, if any. */
  signatureDecision?: Decision | undefined;
  /** The case's quarantine covering the run (quarantineCovering), if any. */
  quarantine?: Quarantine | undefined;
  /** Accepted field rules cover every field it failed on (server/history/field-rules/rule-cover.ts): noise. */
  ruled?: boolean;
  outagePatterns: readonly string[];
}

export interface TriageVerdict {
  state: TriageState;
  decision: Decision | null;
  known: boolean;
  counted: boolean;
}

/** An instant of the contract (YYYY-MM-DDTHH:MM:SSZ) in milliseconds; the service's times read as UTC alike. */
export const instantMs = (at: string): number => Date.parse(at);

export function triageOf(failure: TriagedFailure, context: TriageContext): TriageVerdict {
  const runStart = fromWireDateTime(failure.STARTED_DATE, failure.STARTED_TIME);
  const { state, decision } = meet(failure, runStart, context);
  // "To investigate" says someone looks at it, not what it is: it does not make the failure known.
  const known =
    state === 'outage' || ((state === 'decided' || state === 'carried') && decision?.category !== 'investigate');
  return { state, decision, known, counted: !known && !context.quarantine && !context.ruled };
}

function meet(
  failure: TriagedFailure,
  runStart: number,
  { ownDecision, signatureDecision, outagePatterns }: TriageContext,
): { state: TriageState; decision: Decision | null } {
  if (ownDecision) return { state: 'decided', decision: ownDecision };
  const outage = isOutage(failure, outagePatterns);
  if (signatureDecision) {
    const { fixedAt, decidedAt } = signatureDecision;
    if (fixedAt === null || runStart < instantMs(fixedAt))
      return { state: runStart > instantMs(decidedAt) ? 'carried' : 'decided', decision: signatureDecision };
    // The system being down again after a fix is no sign that the fix failed.
    if (!outage) return { state: 'regressed', decision: signatureDecision };
  }
  return outage ? { state: 'outage', decision: null } : { state: 'undecided', decision: null };
}

/** The quarantine of a case covering a run that started at `runStart` (ms): entered before it, not left before. */
export function quarantineCovering(quarantines: readonly Quarantine[], runStart: number): Quarantine | undefined {
  return quarantines.find(
    ({ since, leftAt }) => instantMs(since) <= runStart && (leftAt === null || runStart < instantMs(leftAt)),
  );
}
