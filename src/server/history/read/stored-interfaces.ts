// The interfaces (automation objects) over the store (issue 72): each with its test cases and how many pass and fail
// by their latest result, and its fields per kind; and one interface's test cases, failing first.
import { and, eq, isNull } from 'drizzle-orm';
import { FAILED_STATUSES, PASSED_STATUSES } from '../../../contract/codes';
import type {
  InterfaceCase,
  InterfaceCases,
  InterfaceCasesQuery,
  InterfaceRow,
  Interfaces,
  InterfacesQuery,
} from '../../../contract/dashboard-api/interfaces';
import { compareWire } from '../../../contract/wire-order';
import { testCases } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { noKinds, storedFieldKinds } from './stored-field-ledger';

/** Every interface of the store's test cases, failing the most first, then by name. */
export async function storedInterfaces(db: StoreDb): Promise<InterfaceRow[]> {
  const cases = await db
    .select({ object: testCases.automationObject, lastStatus: testCases.lastStatus })
    .from(testCases)
    .where(isNull(testCases.goneAt));
  const kinds = await storedFieldKinds(db);
  const rows = new Map<string, InterfaceRow>();
  for (const { object, lastStatus } of cases) {
    let row = rows.get(object);
    if (!row) rows.set(object, (row = { object, testCases: 0, ran: 0, passing: 0, failing: 0, fields: noKinds() }));
    row.testCases += 1;
    if (lastStatus) row.ran += 1;
    if (PASSED_STATUSES.includes(lastStatus)) row.passing += 1;
    if (FAILED_STATUSES.includes(lastStatus)) row.failing += 1;
  }
  for (const [object, counts] of kinds) {
    const row = rows.get(object);
    if (row) row.fields = counts;
  }
  return [...rows.values()].toSorted((a, b) => b.failing - a.failing || compareWire(a.object, b.object));
}

export function pageOfInterfaces(rows: readonly InterfaceRow[], { q, offset, limit }: InterfacesQuery): Interfaces {
  const text = q.trim().toLowerCase();
  const kept = text ? rows.filter((row) => row.object.toLowerCase().includes(text)) : rows;
  return { total: kept.length, offset, rows: kept.slice(offset, offset + limit) };
}

const failingFirst = (a: InterfaceCase, b: InterfaceCase) =>
  Number(FAILED_STATUSES.includes(b.lastStatus)) - Number(FAILED_STATUSES.includes(a.lastStatus)) ||
  (FAILED_STATUSES.includes(a.lastStatus) ? compareWire(b.lastStartedAt ?? '', a.lastStartedAt ?? '') : 0) ||
  compareWire(a.caseId, b.caseId);

/** An interface's test cases with their latest result, failing first (the newest failure first), then by ID. */
export async function storedInterfaceCases(db: StoreDb, object: string): Promise<InterfaceCase[]> {
  const rows = await db
    .select({
      caseId: testCases.id,
      description: testCases.description,
      folderId: testCases.folderId,
      lastStatus: testCases.lastStatus,
      lastStatusText: testCases.lastStatusText,
      lastRunId: testCases.lastRunId,
      lastStartedAt: testCases.lastStartedAt,
    })
    .from(testCases)
    .where(and(eq(testCases.automationObject, object), isNull(testCases.goneAt)));
  return rows.toSorted(failingFirst);
}

export const pageOfInterfaceCases = (
  rows: readonly InterfaceCase[],
  { object, offset, limit }: InterfaceCasesQuery,
): InterfaceCases => ({ object, total: rows.length, offset, rows: rows.slice(offset, offset + limit) });
