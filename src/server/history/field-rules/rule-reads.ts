// Accepted field rules as the screens read them: each with whether it was entered in SAP and took effect (no field it
// covers failed in a run started since, and runs since compared the interface), its history, and the export of an
// interface's rules to enter in the service's ignore list.
import { and, asc, eq, isNotNull, max, type SQL } from 'drizzle-orm';
import { covers } from '../../../analysis/fields/suggested-rule';
import type { AcceptedRule, RuleHistory } from '../../../contract/dashboard-api/field-rules';
import type { RuleCover } from '../../../contract/dashboard-api/rule-cover';
import { compareWire } from '../../../contract/wire-order';
import { executions, fieldDifferences, runs } from '../store/schema';
import { fieldRuleChanges, fieldRules } from '../store/field-rule-schema';
import type { StoreDb } from '../store/store-db';
import { notFound } from '../triage/triage-problem';
import { instantOf, instantOrNull } from '../triage/triage-time';
import type { RuleRow } from './rule-writes';

/** What the kept comparisons say of an interface: each path's newest failure, and its newest compared run. */
async function comparisonsOf(db: StoreDb, object: string) {
  const failed = await db
    .select({ path: fieldDifferences.path, last: max(fieldDifferences.runStartedAt) })
    .from(fieldDifferences)
    .where(and(eq(fieldDifferences.automationObject, object), eq(fieldDifferences.result, 'ERROR')))
    .groupBy(fieldDifferences.path);
  const [compared] = await db
    .select({ last: max(runs.startedAt) })
    .from(executions)
    .innerJoin(runs, eq(runs.id, executions.runId))
    .where(and(eq(executions.automationObject, object), isNotNull(executions.comparedFields)));
  return { failed, lastCompared: compared?.last ?? null };
}

/** A stored instant as a service time to compare run starts with (both read as UTC, triage/triage-time.ts). */
const asServiceTime = (stored: string) => `${stored.slice(0, 10)} ${stored.slice(11, 19)}`;

function acceptedRule(row: RuleRow, comparisons: Awaited<ReturnType<typeof comparisonsOf>>): AcceptedRule {
  const lastFailedAt =
    comparisons.failed
      .filter((each) => each.last !== null && covers(row.expression, each.path))
      .map((each) => each.last!)
      .toSorted(compareWire)
      .at(-1) ?? null;
  const entered = row.enteredAt === null ? null : asServiceTime(row.enteredAt);
  const effect =
    entered === null
      ? 'pending'
      : (lastFailedAt !== null && lastFailedAt >= entered) ||
          comparisons.lastCompared === null ||
          comparisons.lastCompared < entered
        ? 'entered'
        : 'in effect';
  return {
    id: row.id,
    object: row.automationObject,
    expression: row.expression,
    type: row.type as AcceptedRule['type'],
    note: row.note,
    path: row.path,
    kind: row.kind as AcceptedRule['kind'],
    version: row.version,
    acceptedAt: instantOf(row.acceptedAt),
    acceptedBy: row.acceptedBy,
    changedAt: instantOf(row.changedAt),
    changedBy: row.changedBy,
    enteredAt: instantOrNull(row.enteredAt),
    enteredBy: row.enteredBy,
    effect,
    lastFailedAt,
  };
}

/** The rules in force (an undone acceptance left out), of one interface or all, by interface and expression. */
export async function listRules(db: StoreDb, object?: string): Promise<AcceptedRule[]> {
  const where: SQL[] = [eq(fieldRules.withdrawn, false)];
  if (object !== undefined) where.push(eq(fieldRules.automationObject, object));
  const rows = await db
    .select()
    .from(fieldRules)
    .where(and(...where))
    .orderBy(asc(fieldRules.automationObject), asc(fieldRules.expression));
  const byObject = new Map<string, Awaited<ReturnType<typeof comparisonsOf>>>();
  const rules: AcceptedRule[] = [];
  for (const row of rows) {
    if (!byObject.has(row.automationObject))
      byObject.set(row.automationObject, await comparisonsOf(db, row.automationObject));
    rules.push(acceptedRule(row, byObject.get(row.automationObject)!));
  }
  return rules;
}

/** The rules `where` picks, as a failure or a ledger's field names them, by expression. */
export async function ruleCovers(db: StoreDb, where: SQL | undefined): Promise<RuleCover[]> {
  const rows = await db
    .select({
      id: fieldRules.id,
      expression: fieldRules.expression,
      type: fieldRules.type,
      enteredAt: fieldRules.enteredAt,
    })
    .from(fieldRules)
    .where(where)
    .orderBy(asc(fieldRules.expression));
  return rows.map((row) => ({ ...row, type: row.type as RuleCover['type'], enteredAt: instantOrNull(row.enteredAt) }));
}

/** The interface's rules in force, which its ledger's fields are covered by. */
export const ledgerRules = (db: StoreDb, object: string) =>
  ruleCovers(db, and(eq(fieldRules.automationObject, object), eq(fieldRules.withdrawn, false)));

/** One rule as the screens read it, after a write. */
export async function readRule(db: StoreDb, row: RuleRow): Promise<AcceptedRule> {
  return acceptedRule(row, await comparisonsOf(db, row.automationObject));
}

export async function ruleHistory(db: StoreDb, id: number): Promise<RuleHistory> {
  const [rule] = await db.select({ id: fieldRules.id }).from(fieldRules).where(eq(fieldRules.id, id));
  if (!rule) throw notFound(`There is no field rule ${id}; GET /api/field-rules lists them.`);
  const changes = await db
    .select()
    .from(fieldRuleChanges)
    .where(eq(fieldRuleChanges.ruleId, id))
    .orderBy(asc(fieldRuleChanges.version));
  return {
    changes: changes.map((change) => ({
      version: change.version,
      action: change.action as RuleHistory['changes'][number]['action'],
      at: instantOf(change.at),
      by: change.by,
      before: change.before,
      after: change.after,
    })),
  };
}

/** The export's columns (ours: the service's ignore list import format is not published), docs/field-rules.md. */
const EXPORT_COLUMNS = ['interface', 'expression', 'ruleType', 'note', 'acceptedBy', 'acceptedAt', 'state'] as const;

const csvCell = (value: string) => (/[",\n\r;]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** An interface's rules as a file to enter in the service's ignore list: CSV (one rule a line) or JSON. */
export async function exportRules(db: StoreDb, object: string, format: 'csv' | 'json') {
  const rows = (await listRules(db, object)).map((rule) => ({
    interface: rule.object,
    expression: rule.expression,
    ruleType: rule.type,
    note: rule.note,
    acceptedBy: rule.acceptedBy,
    acceptedAt: rule.acceptedAt,
    state: rule.effect,
  }));
  const text =
    format === 'json'
      ? `${JSON.stringify({ interface: object, rules: rows }, null, 2)}\n`
      : [EXPORT_COLUMNS.join(','), ...rows.map((row) => EXPORT_COLUMNS.map((column) => csvCell(row[column])).join(','))]
          .map((line) => `${line}\r\n`)
          .join('');
  return {
    fileName: `ignore-rules-${object}.${format}`,
    bytes: new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>,
  };
}
