// The decisions a screen or script asks for: all, or those its signatures, causes, run or test case meet. Each
// param adds decisions (a run's page asks for its run; a script for its signatures). Withdrawn ones are left out
// unless asked for: they decide nothing, but the Triage dialog shows them, so that an undo of a making is undone.
import { and, asc, desc, eq, exists, inArray, or, type SQL } from 'drizzle-orm';
import type { DecisionHistory } from '../../../contract/dashboard-api/triage-decision-history';
import type { Decisions, DecisionsQuery } from '../../../contract/dashboard-api/triage-decisions';
import { parseSignatureKey } from '../../../contract/dashboard-api/triage-signature';
import { executions } from '../store/schema';
import { triageChanges, triageDecisions } from '../store/triage-schema';
import type { StoreDb } from '../store/store-db';
import { decisionOf } from './decision-rows';
import { notFound } from './triage-problem';
import { instantOf } from './triage-time';

const onSignature = eq(triageDecisions.kind, 'signature');
export async function readDecisions(db: StoreDb, query: DecisionsQuery): Promise<Decisions> {
  const asked: (SQL | undefined)[] = [];
  for (const key of query.signature) {
    const signature = parseSignatureKey(key)!;
    asked.push(
      and(
        onSignature,
        eq(triageDecisions.automationObject, signature.OBJDEFID),
        eq(triageDecisions.cause, signature.cause),
      ),
    );
  }
  if (query.cause.length > 0) asked.push(and(onSignature, inArray(triageDecisions.cause, query.cause)));
  // A signature decision on a signature that executions the condition names failed with.
  const failedWithSignature = (where: SQL | undefined) =>
    and(
      onSignature,
      exists(
        db
          .select({ caseId: executions.caseId })
          .from(executions)
          .where(
            and(
              where,
              eq(executions.automationObject, triageDecisions.automationObject),
              eq(executions.cause, triageDecisions.cause),
            ),
          ),
      ),
    );
  if (query.run)
    asked.push(
      and(eq(triageDecisions.kind, 'failure'), eq(triageDecisions.runId, query.run)),
      failedWithSignature(eq(executions.runId, query.run)),
    );
  if (query.case)
    asked.push(
      and(eq(triageDecisions.kind, 'failure'), eq(triageDecisions.caseId, query.case)),
      failedWithSignature(eq(executions.caseId, query.case)),
    );
  const anyAsked = query.signature.length > 0 || query.cause.length > 0 || query.run || query.case;
  const rows = await db
    .select()
    .from(triageDecisions)
    .where(
      and(
        query.withdrawn === 'X' ? undefined : eq(triageDecisions.withdrawn, false),
        anyAsked ? or(...asked) : undefined,
      ),
    )
    .orderBy(asc(triageDecisions.id));
  return { decisions: rows.map(decisionOf) };
}

export async function decisionHistory(db: StoreDb, id: number): Promise<DecisionHistory> {
  const [row] = await db.select().from(triageDecisions).where(eq(triageDecisions.id, id));
  if (!row) throw notFound(`There is no decision ${id}; GET /api/triage/decisions lists them.`);
  const changes = await db
    .select()
    .from(triageChanges)
    .where(eq(triageChanges.decisionId, id))
    .orderBy(desc(triageChanges.version));
  return {
    decision: decisionOf(row),
    changes: changes.map(({ version, action, at, by, before, after }) => ({
      version,
      action: action as DecisionHistory['changes'][number]['action'],
      at: instantOf(at),
      by,
      before,
      after,
    })),
  };
}
