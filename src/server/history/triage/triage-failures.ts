// Stored failures with how each meets the decisions, by the one rule (analysis/triage/failure-triage.ts).
import { eq, inArray } from 'drizzle-orm';
import type { Decision } from '../../../contract/dashboard-api/triage-decisions';
import type { FailureTriage } from '../../../contract/dashboard-api/run-triage';
import type { RuleCover } from '../../../contract/dashboard-api/rule-cover';
import type { Quarantine } from '../../../contract/dashboard-api/triage-quarantine';
import { signatureKey } from '../../../contract/dashboard-api/triage-signature';
import { fromWireDateTime } from '../../../contract/date-time';
import { failureCause } from '../../../analysis/failure-message';
import { quarantineCovering, triageOf } from '../../../analysis/triage/failure-triage';
import { executions } from '../store/schema';
import { fieldRules } from '../store/field-rule-schema';
import { triageDecisions } from '../store/triage-schema';
import { executionCover } from '../field-rules/rule-cover';
import { ruleCovers } from '../field-rules/rule-reads';
import type { StoreDb } from '../store/store-db';
import { decisionOf } from './decision-rows';
import { readOutageRule } from './outage-rule-store';
import { quarantinesOfCases } from './quarantine-store';
import { wireStart } from './triage-time';

export interface StoredFailure {
  runId: string;
  caseId: string;
  automationObject: string;
  status: string;
  message: string;
  /** Worked out on ingest; null only in rows stored before failures had it. */
  cause: string | null;
  /** The run's start as stored. */
  startedAt: string;
  /** The accepted field rules that cover every field it failed on (rule-cover.ts), null when none do. */
  rules: number[] | null;
}

/** An execution's columns a StoredFailure takes (its run's start comes from the run). */
export const failureColumns = {
  runId: executions.runId,
  caseId: executions.caseId,
  automationObject: executions.automationObject,
  status: executions.status,
  message: executions.message,
  cause: executions.cause,
  rules: executionCover,
};

/** The rules the failures name, by ID. */
async function rulesNamed(db: StoreDb, failures: readonly StoredFailure[]): Promise<Map<number, RuleCover>> {
  const ids = [...new Set(failures.flatMap((failure) => failure.rules ?? []))];
  if (ids.length === 0) return new Map();
  return new Map((await ruleCovers(db, inArray(fieldRules.id, ids))).map((rule) => [rule.id, rule]));
}

const failureKey = (runId: string, caseId: string) => `${runId} ${caseId}`;

export async function triageFailures(db: StoreDb, failures: readonly StoredFailure[]): Promise<FailureTriage[]> {
  const { patterns } = await readOutageRule(db);
  // Every decision at once: people make them, so they are a few thousand at most, and one read beats a lookup per
  // failure of a month of runs.
  const rows = await db.select().from(triageDecisions).where(eq(triageDecisions.withdrawn, false));
  const bySignature = new Map<string, Decision>();
  const byFailure = new Map<string, Decision>();
  for (const row of rows) {
    const decision = decisionOf(row);
    if (decision.target.kind === 'signature') bySignature.set(signatureKey(decision.target), decision);
    else byFailure.set(failureKey(decision.target.RUN_ID, decision.target.CASEID), decision);
  }
  const quarantines = new Map<string, Quarantine[]>();
  const caseIds = failures.map((failure) => failure.caseId);
  const rules = await rulesNamed(db, failures);
  for (const quarantine of await quarantinesOfCases(db, caseIds, patterns))
    quarantines.set(quarantine.CASEID, [...(quarantines.get(quarantine.CASEID) ?? []), quarantine]);
  return failures.map((failure) => {
    const cause = failure.cause ?? failureCause(failure.message);
    const start = wireStart(failure.startedAt);
    const quarantine = quarantineCovering(
      quarantines.get(failure.caseId) ?? [],
      fromWireDateTime(start.STARTED_DATE, start.STARTED_TIME),
    );
    const covering = (failure.rules ?? []).flatMap((id) => rules.get(id) ?? []);
    const verdict = triageOf(
      { ...start, STATUS: failure.status, MESSAGE: failure.message },
      {
        ruled: covering.length > 0,
        ownDecision: byFailure.get(failureKey(failure.runId, failure.caseId)),
        signatureDecision: bySignature.get(signatureKey({ OBJDEFID: failure.automationObject, cause })),
        quarantine,
        outagePatterns: patterns,
      },
    );
    return {
      RUN_ID: failure.runId,
      CASEID: failure.caseId,
      OBJDEFID: failure.automationObject,
      STATUS: failure.status,
      MESSAGE: failure.message,
      cause,
      ...verdict,
      quarantine: quarantine ?? null,
      rules: covering,
    };
  });
}
