// The team's decision on one stored failure, as a test case's "Why it failed" tells it: the failure's own decision,
// else its signature's, met by the one rule (analysis/triage/failure-triage.ts).
import { and, eq, or } from 'drizzle-orm';
import { ticketHref } from '../../../analysis/triage/ticket-link';
import { triageOf } from '../../../analysis/triage/failure-triage';
import type { LastFailureTriage } from '../../../contract/dashboard-api/test-case';
import { failures } from '../store/schema';
import { triageDecisions } from '../store/triage-schema';
import type { StoreDb } from '../store/store-db';
import { decisionOf } from './decision-rows';
import { wireStart } from './triage-time';

/** Null when no decision applies, or the store does not hold the failure. */
export async function failureDecision(
  db: StoreDb,
  { runId, caseId }: { runId: string; caseId: string },
  outagePatterns: readonly string[],
  ticketUrl: string | null,
): Promise<LastFailureTriage | null> {
  // One read: the failure as stored (its run's start and signature, which the rule compares) with each decision on
  // it or on its signature; a failure has at most one of each.
  const rows = await db
    .select({ failure: failures, decision: triageDecisions })
    .from(failures)
    .leftJoin(
      triageDecisions,
      and(
        eq(triageDecisions.withdrawn, false),
        or(
          and(
            eq(triageDecisions.kind, 'failure'),
            eq(triageDecisions.runId, failures.runId),
            eq(triageDecisions.caseId, failures.caseId),
          ),
          and(
            eq(triageDecisions.kind, 'signature'),
            eq(triageDecisions.automationObject, failures.automationObject),
            eq(triageDecisions.cause, failures.cause),
          ),
        ),
      ),
    )
    .where(and(eq(failures.runId, runId), eq(failures.caseId, caseId)));
  const failure = rows[0]?.failure;
  if (!failure) return null;
  const decisionOfKind = (kind: 'failure' | 'signature') => {
    const row = rows.find(({ decision }) => decision?.kind === kind)?.decision;
    return row ? decisionOf(row) : undefined;
  };
  const { state, decision } = triageOf(
    { ...wireStart(failure.runStartedAt), STATUS: failure.status, MESSAGE: failure.message },
    { ownDecision: decisionOfKind('failure'), signatureDecision: decisionOfKind('signature'), outagePatterns },
  );
  return decision ? { state, decision, ticketHref: ticketHref(ticketUrl, decision.ticket) } : null;
}
