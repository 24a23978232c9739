// Making and changing decisions. Each write is based on the version its writer saw and carried out only on that
// version (an UPDATE … WHERE version = seen): two leads changing one decision at once do not overwrite each other,
// the second is told. Every change is written with the state before and after, in the same transaction.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { FAILED_STATUSES } from '../../../contract/codes';
import type { z } from 'zod/mini';
import type {
  Decision,
  DecisionTarget,
  decisionChangeBodySchema,
  putDecisionBodySchema,
} from '../../../contract/dashboard-api/triage-decisions';
import type { DecisionState } from '../../../contract/dashboard-api/triage-decision-history';
import { executions } from '../store/schema';
import { triageChanges, triageDecisions } from '../store/triage-schema';
import type { StoreDb } from '../store/store-db';
import { columnsOf, decisionOf, stateOf, type DecisionRow } from './decision-rows';
import { badBody, conflict, notFound } from './triage-problem';
import { instantOf, storeTime } from './triage-time';

/** Who writes, and when. */
export interface Actor {
  user: string;
  now: Date;
}

type PutDecision = z.output<typeof putDecisionBodySchema>;
type DecisionChange = z.output<typeof decisionChangeBodySchema>;
type Tx = Parameters<Parameters<StoreDb['transaction']>[0]>[0];
type Action = 'made' | 'changed' | 'fixed' | 'reopened' | 'undone';
interface Outcome {
  action: Action;
  after: DecisionState;
}

const whereTarget = (target: DecisionTarget) =>
  target.kind === 'signature'
    ? and(
        eq(triageDecisions.kind, 'signature'),
        eq(triageDecisions.automationObject, target.OBJDEFID),
        eq(triageDecisions.cause, target.cause),
      )
    : and(
        eq(triageDecisions.kind, 'failure'),
        eq(triageDecisions.runId, target.RUN_ID),
        eq(triageDecisions.caseId, target.CASEID),
      );

const staleVersion = (row: DecisionRow, seen: number) =>
  conflict(
    `Decision ${row.id} was changed by ${row.changedBy} at ${instantOf(row.changedAt)} (version ${row.version}) ` +
      `after the version ${seen} you based your change on; read it again and make your change on that.`,
  );

/** A decision copied from a suggestion: the decision it copies and the suggestion's score, kept on the copy. */
export interface SuggestedBy {
  from: number;
  score: number;
}

export async function putDecision(
  db: StoreDb,
  body: PutDecision,
  actor: Actor,
  suggested?: SuggestedBy,
): Promise<Decision> {
  const { target, version, ...content } = body;
  if (target.kind === 'failure') await assertStoredFailure(db, target);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(triageDecisions).where(whereTarget(target));
    const at = storeTime(actor.now);
    if (!row) {
      if (version !== 0)
        throw conflict(`There is no decision on this ${target.kind} to change (you named version ${version}).`);
      const [made] = await tx
        .insert(triageDecisions)
        .values({
          kind: target.kind,
          ...(target.kind === 'signature'
            ? { automationObject: target.OBJDEFID, cause: target.cause }
            : { runId: target.RUN_ID, caseId: target.CASEID }),
          ...content,
          ...(suggested ? { suggestedFrom: suggested.from, suggestionScore: suggested.score } : {}),
          version: 1,
          decidedAt: at,
          decidedBy: actor.user,
          changedAt: at,
          changedBy: actor.user,
        })
        .onConflictDoNothing()
        .returning();
      if (!made) throw conflict(`Someone decided this ${target.kind} at the same moment; read it and change that.`);
      await record(tx, made, 'made', null, actor);
      return decisionOf(made);
    }
    // A decision an undo took back counts as none: whoever makes it again need not have seen it.
    if (version !== row.version && !(row.withdrawn && version === 0)) throw staleVersion(row, version);
    const revived = row.withdrawn;
    const after: DecisionState = { ...stateOf(row), ...content, withdrawn: false };
    return change(
      tx,
      row,
      after,
      revived ? 'made' : 'changed',
      actor,
      revived
        ? {
            decidedAt: at,
            decidedBy: actor.user,
            suggestedFrom: suggested?.from ?? null,
            suggestionScore: suggested?.score ?? null,
          }
        : {},
    );
  });
}

export async function markFixed(db: StoreDb, body: DecisionChange, actor: Actor): Promise<Decision> {
  return changeNamed(db, body, actor, (row) => {
    if (row.kind !== 'signature')
      throw badBody(
        `Decision ${row.id} is on one failure, which no later failure meets; mark its signature's decision fixed.`,
      );
    if (row.fixedAt !== null)
      throw badBody(`Decision ${row.id} was already marked fixed at ${instantOf(row.fixedAt)}.`);
    return {
      action: 'fixed',
      after: { ...stateOf(row), fixedAt: instantOf(storeTime(actor.now)), fixedBy: actor.user },
    };
  });
}

export async function reopen(db: StoreDb, body: DecisionChange, actor: Actor): Promise<Decision> {
  return changeNamed(db, body, actor, (row) => {
    if (row.fixedAt === null) throw badBody(`Decision ${row.id} is not marked fixed, so there is nothing to reopen.`);
    return { action: 'reopened', after: { ...stateOf(row), fixedAt: null, fixedBy: null } };
  });
}

/** Takes back the decision's newest change (an undo of an undo puts it back); of its making, withdraws it. */
export async function undoLast(db: StoreDb, body: DecisionChange, actor: Actor): Promise<Decision> {
  // The version check makes the newest change the one the writer saw when asking to undo it.
  return changeNamed(
    db,
    body,
    actor,
    async (row, tx) => {
      const [newest] = await tx
        .select({ before: triageChanges.before })
        .from(triageChanges)
        .where(eq(triageChanges.decisionId, row.id))
        .orderBy(desc(triageChanges.version))
        .limit(1);
      return { action: 'undone', after: newest?.before ?? { ...stateOf(row), withdrawn: true } };
    },
    true,
  );
}

async function changeNamed(
  db: StoreDb,
  { id, version }: DecisionChange,
  actor: Actor,
  decide: (row: DecisionRow, tx: Tx) => Outcome | Promise<Outcome>,
  undoing = false,
): Promise<Decision> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(triageDecisions).where(eq(triageDecisions.id, id));
    if (!row) throw notFound(`There is no decision ${id}; GET /api/triage/decisions lists them.`);
    if (version !== row.version) throw staleVersion(row, version);
    if (row.withdrawn && !undoing)
      throw badBody(`Decision ${id} was withdrawn by an undo; make it again with PUT /api/triage/decision.`);
    const { action, after } = await decide(row, tx);
    return change(tx, row, after, action, actor);
  });
}

async function change(
  tx: Tx,
  row: DecisionRow,
  after: DecisionState,
  action: Action,
  actor: Actor,
  extra: Partial<Pick<DecisionRow, 'decidedAt' | 'decidedBy' | 'suggestedFrom' | 'suggestionScore'>> = {},
): Promise<Decision> {
  const [changed] = await tx
    .update(triageDecisions)
    .set({
      ...columnsOf(after),
      ...extra,
      version: row.version + 1,
      changedAt: storeTime(actor.now),
      changedBy: actor.user,
    })
    .where(and(eq(triageDecisions.id, row.id), eq(triageDecisions.version, row.version)))
    .returning();
  if (!changed) throw conflict(`Decision ${row.id} was changed at the same moment by someone else; read it again.`);
  await record(tx, changed, action, stateOf(row), actor);
  return decisionOf(changed);
}

async function record(tx: Tx, row: DecisionRow, action: Action, before: DecisionState | null, actor: Actor) {
  await tx.insert(triageChanges).values({
    decisionId: row.id,
    version: row.version,
    action,
    at: storeTime(actor.now),
    by: actor.user,
    before,
    after: stateOf(row),
  });
}

/** A decision on one failure names one the store holds: a typo in a script would otherwise decide nothing. */
async function assertStoredFailure(db: StoreDb, target: Extract<DecisionTarget, { kind: 'failure' }>) {
  const [found] = await db
    .select({ found: sql<number>`1` })
    .from(executions)
    .where(
      and(
        eq(executions.runId, target.RUN_ID),
        eq(executions.caseId, target.CASEID),
        inArray(executions.status, [...FAILED_STATUSES]),
      ),
    );
  if (!found)
    throw badBody(
      `"target": the store holds no failure of test case ${target.CASEID} in run ${target.RUN_ID}; ` +
        'decide on a failed or aborted result, or on its signature.',
    );
}
