// The fields behind a run's failures (issue 72), from the store: the ERROR rows kept for the run's failed test
// cases (of one cause, for a failure group), each path with its kind in its interface's field ledger (worked out once per store version by the caller),
// and the failures whose every failing field is noise or a known drift.
import { and, eq, inArray } from 'drizzle-orm';
import { groupBy } from '../../../analysis/fields/field-ledger';
import { FAILED_STATUSES } from '../../../contract/codes';
import { compareWire } from '../../../contract/wire-order';
import type { FieldKind } from '../../../contract/dashboard-api/field-ledger';
import type {
  ExplainedFailure,
  FailingField,
  RunFields,
  RunFieldsQuery,
} from '../../../contract/dashboard-api/run-fields';
import { normaliseHexId } from '../../../contract/ids';
import { executions, fieldDifferences, runs } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import type { StoredLedger } from './stored-field-ledger';

/** Kinds that say a failure is nothing new: made up by the middleware, or changed on purpose on a known day. */
const KNOWN_KINDS: readonly FieldKind[] = ['noise', 'drift'];

export async function storedRunFields(
  db: StoreDb,
  { id, cause }: RunFieldsQuery,
  ledgerOf: (object: string) => Promise<StoredLedger>,
): Promise<RunFields> {
  const runId = normaliseHexId(id);
  const [run] = await db.select({ comparison: runs.comparison }).from(runs).where(eq(runs.id, runId));
  if (!run) return null;
  const failed = await db
    .select({ caseId: executions.caseId })
    .from(executions)
    .where(
      and(
        eq(executions.runId, runId),
        inArray(executions.status, [...FAILED_STATUSES]),
        cause === undefined ? undefined : eq(executions.cause, cause),
      ),
    );
  const comparison = run.comparison === 'sent' ? 'kept' : run.comparison === 'unsent' ? 'unsent' : 'not kept';
  if (comparison !== 'kept' || failed.length === 0)
    return { comparison, failures: failed.length, fields: [], explained: [] };
  const rows = await db
    .selectDistinct({
      caseId: fieldDifferences.caseId,
      object: fieldDifferences.automationObject,
      path: fieldDifferences.path,
    })
    .from(fieldDifferences)
    .where(
      and(
        eq(fieldDifferences.runId, runId),
        eq(fieldDifferences.result, 'ERROR'),
        inArray(
          fieldDifferences.caseId,
          failed.map((execution) => execution.caseId),
        ),
      ),
    );
  const judged = new Map<string, Pick<FailingField, 'kind' | 'since'>>();
  for (const object of new Set(rows.map((row) => row.object))) {
    const { fields } = await ledgerOf(object);
    for (const field of fields)
      judged.set(`${object}\n${field.path}`, { kind: field.kind, since: field.since ?? null });
  }
  const verdictOf = (row: { object: string; path: string }) =>
    judged.get(`${row.object}\n${row.path}`) ?? { kind: null, since: null };
  const fields = [...groupBy(rows, (row) => `${row.object}\n${row.path}`).values()]
    .map((same): FailingField => ({
      object: same[0]!.object,
      path: same[0]!.path,
      failures: same.length,
      ...verdictOf(same[0]!),
    }))
    .toSorted((a, b) => b.failures - a.failures || compareWire(a.path, b.path) || compareWire(a.object, b.object));
  const explained: ExplainedFailure[] = [];
  for (const [caseId, ofCase] of groupBy(rows, (row) => row.caseId)) {
    const kinds = ofCase.map((row) => verdictOf(row).kind);
    if (kinds.every((kind) => kind !== null && KNOWN_KINDS.includes(kind)))
      explained.push({ caseId, kinds: KNOWN_KINDS.filter((kind) => kinds.includes(kind)) });
  }
  return {
    comparison,
    failures: failed.length,
    fields,
    explained: explained.toSorted((a, b) => compareWire(a.caseId, b.caseId)),
  };
}
