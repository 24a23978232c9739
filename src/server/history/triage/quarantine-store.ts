// Quarantined test cases. Whether one has left by its passes is worked out when it is read, from the case's
// results the sync has stored (analysis/triage/quarantine-rule.ts), so it is right straight after a sync pass
// without the sync knowing of triage; the leaving is written down at the case's next quarantine change.
import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type {
  enterQuarantineBodySchema,
  Quarantine,
  QuarantineList,
} from '../../../contract/dashboard-api/triage-quarantine';
import { outcomeOf } from '../../../analysis/flakiness';
import { isOutage } from '../../../analysis/triage/outage-rule';
import { quarantineProgress } from '../../../analysis/triage/quarantine-rule';
import { executions, folders, runs, testCases } from '../store/schema';
import { quarantines } from '../store/triage-schema';
import type { StoreDb } from '../store/store-db';
import type { Actor } from './decision-writes';
import { conflict, badBody, notFound } from './triage-problem';
import { instantOf, instantOrNull, storeTime } from './triage-time';

type QuarantineRow = typeof quarantines.$inferSelect;

/** A quarantine with its passes so far and, when they are enough, when it left by them. */
async function withProgress(db: StoreDb, row: QuarantineRow, outagePatterns: readonly string[]): Promise<Quarantine> {
  const results = await db
    .select({ status: executions.status, message: executions.message, startedAt: runs.startedAt })
    .from(executions)
    .innerJoin(runs, eq(runs.id, executions.runId))
    .where(
      and(
        eq(executions.caseId, row.caseId),
        gte(runs.startedAt, row.since),
        row.leftAt === null ? undefined : lt(runs.startedAt, row.leftAt),
        isNull(runs.archivedAt),
      ),
    )
    .orderBy(asc(runs.startedAt), asc(runs.id));
  const outcomes = results.map((result) =>
    isOutage({ STATUS: result.status, MESSAGE: result.message }, outagePatterns) ? null : outcomeOf(result.status),
  );
  const { passesInARow, leftWith } = quarantineProgress(outcomes, row.passesNeeded);
  const leftByPasses = row.leftAt === null && leftWith !== null ? results[leftWith]!.startedAt : null;
  return {
    id: row.id,
    CASEID: row.caseId,
    reason: row.reason,
    since: instantOf(row.since),
    by: row.by,
    policyScore: row.policyScore,
    passesNeeded: row.passesNeeded,
    passesInARow,
    leftAt: leftByPasses === null ? instantOrNull(row.leftAt) : instantOf(leftByPasses),
    leftBy: row.leftBy,
    leftHow: leftByPasses === null ? row.leftHow : 'passes',
  };
}

const allWithProgress = (db: StoreDb, rows: readonly QuarantineRow[], patterns: readonly string[]) =>
  Promise.all(rows.map((row) => withProgress(db, row, patterns)));

/**
 * The cases in quarantine now, or (`withLeft`) every quarantine, newest first, each with its case's description
 * and folder from the catalogue the store keeps.
 */
export async function listQuarantines(
  db: StoreDb,
  withLeft: boolean,
  patterns: readonly string[],
): Promise<QuarantineList> {
  const rows = await db
    .select({
      quarantine: quarantines,
      description: testCases.description,
      folderId: testCases.folderId,
      folderName: folders.description,
    })
    .from(quarantines)
    .leftJoin(testCases, eq(testCases.id, quarantines.caseId))
    .leftJoin(folders, eq(folders.id, testCases.folderId))
    .where(withLeft ? undefined : isNull(quarantines.leftAt))
    .orderBy(desc(quarantines.since), desc(quarantines.id));
  const listed = await Promise.all(
    rows.map(async ({ quarantine, description, folderId, folderName }) => ({
      ...(await withProgress(db, quarantine, patterns)),
      testCase:
        description === null || folderId === null ? null : { description, folder: { id: folderId, name: folderName } },
    })),
  );
  return { quarantines: withLeft ? listed : listed.filter((quarantine) => quarantine.leftAt === null) };
}

/** Every quarantine of these cases, as they cover runs (failure-triage.ts: quarantineCovering). */
export async function quarantinesOfCases(db: StoreDb, caseIds: readonly string[], patterns: readonly string[]) {
  if (caseIds.length === 0) return [];
  const rows = await db
    .select()
    .from(quarantines)
    .where(inArray(quarantines.caseId, [...new Set(caseIds)]));
  return allWithProgress(db, rows, patterns);
}

/** The case's quarantine that has not ended by hand; it may have ended by its passes. */
async function openQuarantine(db: StoreDb, caseId: string, patterns: readonly string[]) {
  const [row] = await db
    .select()
    .from(quarantines)
    .where(and(eq(quarantines.caseId, caseId), isNull(quarantines.leftAt)));
  return row ? { row, now: await withProgress(db, row, patterns) } : undefined;
}

export async function enterQuarantine(
  db: StoreDb,
  { CASEID, reason, passesNeeded }: z.output<typeof enterQuarantineBodySchema>,
  actor: Actor,
  patterns: readonly string[],
  /** The flaky score with which the team's policy puts it there (quarantine-policy.ts); none for a person's. */
  policyScore: number | null = null,
): Promise<Quarantine> {
  await assertKnownCase(db, CASEID);
  const open = await openQuarantine(db, CASEID, patterns);
  if (open && open.now.leftAt === null)
    throw conflict(
      `Test case ${CASEID} is in quarantine since ${open.now.since} (by ${open.now.by}: ${open.now.reason}); ` +
        'let it leave first to put it in again for another reason.',
    );
  const [entered] = await db.transaction(async (tx) => {
    // Its leaving by passes, written down so that the new quarantine is the case's one open one.
    if (open)
      await tx
        .update(quarantines)
        .set({ leftAt: open.now.leftAt!, leftHow: 'passes' })
        .where(and(eq(quarantines.id, open.row.id), isNull(quarantines.leftAt)));
    return tx
      .insert(quarantines)
      .values({ caseId: CASEID, reason, since: storeTime(actor.now), by: actor.user, policyScore, passesNeeded })
      .onConflictDoNothing()
      .returning();
  });
  if (!entered) throw conflict(`Test case ${CASEID} was put in quarantine at the same moment by someone else.`);
  return withProgress(db, entered, patterns);
}

export async function leaveQuarantine(
  db: StoreDb,
  caseId: string,
  actor: Actor,
  patterns: readonly string[],
): Promise<Quarantine> {
  const open = await openQuarantine(db, caseId, patterns);
  if (!open)
    throw notFound(`Test case ${caseId} is not in quarantine; GET /api/triage/quarantine lists those that are.`);
  if (open.now.leftAt !== null)
    throw notFound(
      `Test case ${caseId} is no longer in quarantine: it left by itself after ${open.now.passesNeeded} passes in a ` +
        `row (the last in a run started ${open.now.leftAt}).`,
    );
  const [left] = await db
    .update(quarantines)
    .set({ leftAt: storeTime(actor.now), leftBy: actor.user, leftHow: 'hand' })
    .where(and(eq(quarantines.id, open.row.id), isNull(quarantines.leftAt)))
    .returning();
  if (!left) throw conflict(`Test case ${caseId} was let out of quarantine at the same moment by someone else.`);
  return withProgress(db, left, patterns);
}

/** A quarantine names a case the store knows (listed, or with a stored result): a typo would hold nothing. */
async function assertKnownCase(db: StoreDb, caseId: string) {
  const [known] = await db
    .select({ known: sql<number>`1` })
    .from(testCases)
    .where(eq(testCases.id, caseId))
    .union(
      db
        .select({ known: sql<number>`1` })
        .from(executions)
        .where(eq(executions.caseId, caseId))
        .limit(1),
    );
  if (!known) throw badBody(`"CASEID": the store knows no test case ${caseId}.`);
}
