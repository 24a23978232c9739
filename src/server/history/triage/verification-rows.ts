// Fix verifications as the store keeps them (triage-schema.ts, fix_verifications): asked, read, and moved on by the
// verifier one run at a time. Every write names the state it moves from, so a second server sharing the store
// cannot move the same verification twice.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type {
  Verification,
  VerificationRun,
  verifyFixBodySchema,
} from '../../../contract/dashboard-api/fix-verification';
import { failures } from '../store/schema';
import { fixVerifications, triageDecisions } from '../store/triage-schema';
import type { StoreDb } from '../store/store-db';
import type { Actor } from './decision-writes';
import { badBody, conflict, notFound } from './triage-problem';
import { instantOf, instantOrNull, storeTime } from './triage-time';

export type VerificationRow = typeof fixVerifications.$inferSelect;
type VerifyFix = z.output<typeof verifyFixBodySchema>;

/** A verification runs at most this many cases, the signature's most recent failures first. */
export const MAX_VERIFY_CASES = 50;

export const verificationOf = (row: VerificationRow): Verification => ({
  id: row.id,
  decisionId: row.decisionId,
  fixedAt: instantOf(row.fixedAt),
  state: row.state,
  runsWanted: row.runsWanted,
  runs: row.runs,
  cases: row.cases,
  askedAt: instantOf(row.askedAt),
  askedBy: row.askedBy,
  endedAt: instantOrNull(row.endedAt),
  why: row.why,
});

/** Writes a verification of the decision's fix, waiting for the verifier; `anonymous`: asked without credentials. */
export async function askVerification(
  db: StoreDb,
  { id, version, runs }: VerifyFix,
  actor: Actor,
  anonymous: boolean,
): Promise<VerificationRow> {
  const [decision] = await db.select().from(triageDecisions).where(eq(triageDecisions.id, id));
  if (!decision) throw notFound(`There is no decision ${id}; GET /api/triage/decisions lists them.`);
  if (decision.version !== version)
    throw conflict(
      `Decision ${id} was changed by ${decision.changedBy} (version ${decision.version}) after the version ${version} ` +
        'you saw; read it again before verifying its fix.',
    );
  if (decision.withdrawn || decision.fixedAt === null || decision.kind !== 'signature')
    throw badBody(`Decision ${id} is not marked fixed: mark its signature's issue fixed, then verify the fix.`);
  const cases = await db
    .select({ caseId: failures.caseId })
    .from(failures)
    .where(and(eq(failures.automationObject, decision.automationObject!), eq(failures.cause, decision.cause!)))
    .groupBy(failures.caseId)
    .orderBy(desc(sql`max(${failures.runStartedAt})`), asc(failures.caseId))
    .limit(MAX_VERIFY_CASES);
  if (cases.length === 0)
    throw badBody(`The store holds no failure of decision ${id}'s signature, so there is no test case to run again.`);
  const [asked] = await db
    .insert(fixVerifications)
    .values({
      decisionId: id,
      fixedAt: decision.fixedAt,
      state: 'waiting',
      runsWanted: runs,
      cases: cases.map((each) => each.caseId),
      askedAt: storeTime(actor.now),
      askedBy: actor.user,
      anonymous,
    })
    .onConflictDoNothing()
    .returning();
  if (!asked) throw conflict(`The fix of decision ${id} is being verified already; its progress is shown on it.`);
  return asked;
}

export async function latestVerification(db: StoreDb, decisionId: number): Promise<Verification | null> {
  const [row] = await db
    .select()
    .from(fixVerifications)
    .where(eq(fixVerifications.decisionId, decisionId))
    .orderBy(desc(fixVerifications.id))
    .limit(1);
  return row ? verificationOf(row) : null;
}

/** The verification asked first of those not ended: the verifier takes them one at a time. */
export async function firstGoing(db: StoreDb): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(fixVerifications)
    .where(isNull(fixVerifications.endedAt))
    .orderBy(asc(fixVerifications.id))
    .limit(1);
  return row;
}

type Move = { runs: VerificationRun[] } & (
  { state: 'running' } | { state: 'verified' | 'failed' | 'stopped'; why: string | null; now: Date }
);

/** Moves `row` on, unless someone else did since it was read: answers the new row, or null then. */
export async function moveVerification(db: StoreDb, row: VerificationRow, move: Move) {
  const [moved] = await db
    .update(fixVerifications)
    .set({
      state: move.state,
      runs: move.runs,
      ...(move.state === 'running' ? {} : { endedAt: storeTime(move.now), why: move.why }),
    })
    .where(
      and(
        eq(fixVerifications.id, row.id),
        isNull(fixVerifications.endedAt),
        sql`${fixVerifications.runs} = ${JSON.stringify(row.runs)}::jsonb`,
        eq(fixVerifications.state, row.state),
      ),
    )
    .returning();
  return moved ?? null;
}
