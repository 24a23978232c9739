// A field ledger over the history store (issue 72): the differences kept for a scope (an automation object, or one
// test case) and the executions of it that were compared, judged by analysis/fields/field-ledger.ts. Two indexed
// reads of the comparison window's rows; the endpoint keeps the ledger per store version and pages it.
import { and, count, eq, gt, min, type SQL } from 'drizzle-orm';
import { fieldLedger, groupBy, type LedgerField } from '../../../analysis/fields/field-ledger';
import { covers } from '../../../analysis/fields/suggested-rule';
import { PASSED_STATUSES } from '../../../contract/codes';
import type { RuleCover } from '../../../contract/dashboard-api/rule-cover';
import { compareWire } from '../../../contract/wire-order';
import {
  FIELD_KINDS,
  type FieldKind,
  type FieldLedger,
  type LedgerSort,
} from '../../../contract/dashboard-api/field-ledger';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { executions, fieldDifferences, runs } from '../store/schema';
import type { StoreDb } from '../store/store-db';

export type LedgerScope = { object: string } | { caseId: string };

export interface StoredLedger {
  fields: LedgerField[];
  comparedRuns: number;
  unsentRuns: number;
  keptSince: string | null;
}

/** The kept differences and compared executions matching `where` (built over their own columns), with their objects. */
async function keptComparisons(db: StoreDb, where: (columns: ScopeColumns) => SQL | undefined) {
  const differences = await db
    .select({
      object: fieldDifferences.automationObject,
      runId: fieldDifferences.runId,
      caseId: fieldDifferences.caseId,
      startedAt: fieldDifferences.runStartedAt,
      path: fieldDifferences.path,
      refValue: fieldDifferences.refValue,
      curValue: fieldDifferences.curValue,
      masked: fieldDifferences.masked,
      result: fieldDifferences.result,
    })
    .from(fieldDifferences)
    .where(where(fieldDifferences));
  const compared = await db
    .select({
      object: executions.automationObject,
      runId: executions.runId,
      caseId: executions.caseId,
      startedAt: runs.startedAt,
      status: executions.status,
    })
    .from(executions)
    .innerJoin(runs, eq(runs.id, executions.runId))
    .where(and(where(executions), gt(executions.comparedFields, 0)));
  const observed = compared.map(({ status, startedAt, ...execution }) => ({
    ...execution,
    startedAt: startedAt ?? '',
    passed: PASSED_STATUSES.includes(status),
  }));
  return { differences, compared: observed };
}

type ScopeColumns = { automationObject: AnyPgColumn; caseId: AnyPgColumn };

export async function storedFieldLedger(db: StoreDb, scope: LedgerScope): Promise<StoredLedger> {
  const { differences, compared } = await keptComparisons(db, (columns) =>
    'object' in scope ? eq(columns.automationObject, scope.object) : eq(columns.caseId, scope.caseId),
  );
  // Whether the release sends comparisons at all, and since when the store keeps them: the system's, not the scope's.
  const [unsent] = await db.select({ runs: count() }).from(runs).where(eq(runs.comparison, 'unsent'));
  const [kept] = await db
    .select({ since: min(runs.startedAt) })
    .from(runs)
    .where(eq(runs.comparison, 'sent'));
  return {
    fields: fieldLedger(differences, compared),
    comparedRuns: new Set(compared.map((execution) => execution.runId)).size,
    unsentRuns: unsent?.runs ?? 0,
    keptSince: kept?.since ?? null,
  };
}

/** Every interface's ledger, judged from one read of the kept window. */
export async function storedLedgersByObject(db: StoreDb): Promise<Map<string, LedgerField[]>> {
  const { differences, compared } = await keptComparisons(db, () => undefined);
  const comparedOf = groupBy(compared, (row) => row.object);
  const ledgers = new Map<string, LedgerField[]>();
  for (const [object, ofObject] of groupBy(differences, (row) => row.object))
    ledgers.set(object, fieldLedger(ofObject, comparedOf.get(object) ?? []));
  return ledgers;
}

/** Every interface's fields per kind. */
export async function storedFieldKinds(db: StoreDb): Promise<Map<string, Record<FieldKind, number>>> {
  const kinds = new Map<string, Record<FieldKind, number>>();
  for (const [object, ledger] of await storedLedgersByObject(db)) {
    const counts = noKinds();
    for (const field of ledger) counts[field.kind] += 1;
    kinds.set(object, counts);
  }
  return kinds;
}

/** Every kind, none counted yet. */
export const noKinds = () => Object.fromEntries(FIELD_KINDS.map((kind) => [kind, 0])) as Record<FieldKind, number>;

const SORTS: Record<LedgerSort, (a: LedgerField, b: LedgerField) => number> = {
  differed: (a, b) => a.runsDiffered - b.runsDiffered,
  last: (a, b) => compareWire(a.last.startedAt, b.last.startedAt),
  first: (a, b) => compareWire(a.first.startedAt, b.first.startedAt),
  path: (a, b) => compareWire(a.path.toLowerCase(), b.path.toLowerCase()),
};

export interface LedgerPageQuery {
  kind: FieldKind[];
  q: string;
  sort: LedgerSort;
  dir: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/**
 * A page of the ledger, filtered and sorted (ties by path, so pages never overlap), with the counts per kind, and
 * the accepted rule that covers each field (read fresh by the caller: the ledger is kept, the rules change).
 */
export function pageOfLedger(ledger: StoredLedger, query: LedgerPageQuery, rules: readonly RuleCover[]): FieldLedger {
  const text = query.q.trim().toLowerCase();
  const kept = ledger.fields.filter(
    (field) =>
      (query.kind.length === 0 || query.kind.includes(field.kind)) &&
      (text === '' || field.path.toLowerCase().includes(text)),
  );
  const sign = query.dir === 'desc' ? -1 : 1;
  const sorted = kept.toSorted((a, b) => sign * SORTS[query.sort](a, b) || compareWire(a.path, b.path));
  const kinds = noKinds();
  for (const field of ledger.fields) kinds[field.kind] += 1;
  return {
    total: sorted.length,
    offset: query.offset,
    rows: sorted
      .slice(query.offset, query.offset + query.limit)
      .map((field) => ({ ...field, rule: rules.find((rule) => covers(rule.expression, field.path)) ?? null })),
    kinds,
    comparedRuns: ledger.comparedRuns,
    unsentRuns: ledger.unsentRuns,
    keptSince: ledger.keptSince,
  };
}
