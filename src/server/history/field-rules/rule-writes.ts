// Accepting and changing field rules, as triage decisions are written (triage/decision-writes.ts): each write is
// based on the version its writer saw and carried out only on that version, and every change is kept with the state
// before and after, in the same transaction, for the rule's history and undo.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PutRuleBody, RuleAction, RuleChangeBody, RuleState } from '../../../contract/dashboard-api/field-rules';
import { fieldRuleChanges, fieldRules } from '../store/field-rule-schema';
import type { StoreDb } from '../store/store-db';
import type { Actor } from '../triage/decision-writes';
import { badBody, conflict, notFound } from '../triage/triage-problem';
import { instantOf, instantOrNull, storeTime } from '../triage/triage-time';
import type { FieldKind } from '../../../contract/dashboard-api/field-ledger';

export type RuleRow = typeof fieldRules.$inferSelect;
type Tx = Parameters<Parameters<StoreDb['transaction']>[0]>[0];

export const ruleStateOf = (row: RuleRow): RuleState => ({
  type: row.type as RuleState['type'],
  note: row.note,
  enteredAt: instantOrNull(row.enteredAt),
  enteredBy: row.enteredBy,
  withdrawn: row.withdrawn,
});

const columnsOf = (state: RuleState) => ({
  type: state.type,
  note: state.note,
  enteredAt: state.enteredAt === null ? null : storeTime(new Date(state.enteredAt)),
  enteredBy: state.enteredBy,
  withdrawn: state.withdrawn,
});

const staleVersion = (row: RuleRow, seen: number) =>
  conflict(
    `Rule ${row.id} was changed by ${row.changedBy} at ${instantOf(row.changedAt)} (version ${row.version}) after ` +
      `the version ${seen} you based your change on; read it again and make your change on that.`,
  );

/**
 * Accepts the rule for the interface's expression, or changes its type and note. `kind` is the field's kind in the
 * ledger now (the caller's read), kept with a new rule.
 */
export async function putRule(db: StoreDb, body: PutRuleBody, kind: FieldKind, actor: Actor): Promise<RuleRow> {
  const { object, expression, path, version, type, note } = body;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(fieldRules)
      .where(
        and(
          eq(fieldRules.automationObject, object),
          sql`md5(${fieldRules.expression}) = md5(${expression})`,
          eq(fieldRules.expression, expression),
        ),
      );
    const at = storeTime(actor.now);
    if (!row) {
      if (version !== 0)
        throw conflict(`There is no rule for ${expression} on ${object} to change (you named version ${version}).`);
      const [made] = await tx
        .insert(fieldRules)
        .values({
          automationObject: object,
          expression,
          type,
          note,
          path,
          kind,
          version: 1,
          acceptedAt: at,
          acceptedBy: actor.user,
          changedAt: at,
          changedBy: actor.user,
        })
        .onConflictDoNothing()
        .returning();
      if (!made) throw conflict('Someone accepted this rule at the same moment; read it and change that.');
      await record(tx, made, 'accepted', null, actor);
      return made;
    }
    // A rule an undo took back counts as none: whoever accepts it again need not have seen it.
    if (version !== row.version && !(row.withdrawn && version === 0)) throw staleVersion(row, version);
    const revived = row.withdrawn;
    const after: RuleState = { ...ruleStateOf(row), type, note, withdrawn: false };
    return change(
      tx,
      row,
      after,
      revived ? 'accepted' : 'changed',
      actor,
      revived ? { acceptedAt: at, acceptedBy: actor.user } : {},
    );
  });
}

/** Says the rule is entered in the service's ignore list: from then on its fields should stop failing. */
export const markEntered = (db: StoreDb, body: RuleChangeBody, actor: Actor) =>
  changeNamed(db, body, actor, (row) => {
    if (row.enteredAt !== null)
      throw badBody(`Rule ${row.id} was already marked entered in SAP at ${instantOf(row.enteredAt)}.`);
    return {
      action: 'entered',
      after: { ...ruleStateOf(row), enteredAt: instantOf(storeTime(actor.now)), enteredBy: actor.user },
    };
  });

/** Withdraws the rule: the team no longer wants it. It stays in the history, and can be accepted again. */
export const withdrawRule = (db: StoreDb, body: RuleChangeBody, actor: Actor) =>
  changeNamed(db, body, actor, (row) => ({ action: 'withdrawn', after: { ...ruleStateOf(row), withdrawn: true } }));

/** Takes back the rule's newest change (an undo of an undo puts it back); of its acceptance, withdraws it. */
export const undoRuleChange = (db: StoreDb, body: RuleChangeBody, actor: Actor) =>
  changeNamed(
    db,
    body,
    actor,
    async (row, tx) => {
      const [newest] = await tx
        .select({ before: fieldRuleChanges.before })
        .from(fieldRuleChanges)
        .where(eq(fieldRuleChanges.ruleId, row.id))
        .orderBy(desc(fieldRuleChanges.version))
        .limit(1);
      return { action: 'undone', after: newest?.before ?? { ...ruleStateOf(row), withdrawn: true } };
    },
    true,
  );

async function changeNamed(
  db: StoreDb,
  { id, version }: RuleChangeBody,
  actor: Actor,
  decide: (
    row: RuleRow,
    tx: Tx,
  ) => { action: RuleAction; after: RuleState } | Promise<{ action: RuleAction; after: RuleState }>,
  undoing = false,
): Promise<RuleRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(fieldRules).where(eq(fieldRules.id, id));
    if (!row) throw notFound(`There is no field rule ${id}; GET /api/field-rules lists them.`);
    if (version !== row.version) throw staleVersion(row, version);
    if (row.withdrawn && !undoing)
      throw badBody(`Rule ${id} was withdrawn by an undo; accept it again with PUT /api/field-rule.`);
    const { action, after } = await decide(row, tx);
    return change(tx, row, after, action, actor);
  });
}

async function change(
  tx: Tx,
  row: RuleRow,
  after: RuleState,
  action: RuleAction,
  actor: Actor,
  extra: Partial<Pick<RuleRow, 'acceptedAt' | 'acceptedBy'>> = {},
): Promise<RuleRow> {
  const [changed] = await tx
    .update(fieldRules)
    .set({
      ...columnsOf(after),
      ...extra,
      version: row.version + 1,
      changedAt: storeTime(actor.now),
      changedBy: actor.user,
    })
    .where(and(eq(fieldRules.id, row.id), eq(fieldRules.version, row.version)))
    .returning();
  if (!changed) throw conflict(`Rule ${row.id} was changed at the same moment by someone else; read it again.`);
  await record(tx, changed, action, ruleStateOf(row), actor);
  return changed;
}

async function record(tx: Tx, row: RuleRow, action: RuleAction, before: RuleState | null, actor: Actor) {
  await tx.insert(fieldRuleChanges).values({
    ruleId: row.id,
    version: row.version,
    action,
    at: storeTime(actor.now),
    by: actor.user,
    before,
    after: ruleStateOf(row),
  });
}
