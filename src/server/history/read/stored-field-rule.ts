// The rule a differing field suggests, with its preview (issue 72), from the store: the interface's ledger (kept
// per store version by the caller) gives the field's kind and the paths a generalised expression covers; the
// interface's failed executions in the kept window, with the paths that failed their comparison, give the preview.
import { and, eq, inArray } from 'drizzle-orm';
import { groupBy } from '../../../analysis/fields/field-ledger';
import { businessLook, covers, previewRule, ruleExpression, ruleType } from '../../../analysis/fields/suggested-rule';
import { FAILED_STATUSES } from '../../../contract/codes';
import type { FieldRule, FieldRuleQuery } from '../../../contract/dashboard-api/field-rule';
import { executions, fieldDifferences } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { notFound } from '../triage/triage-problem';
import type { StoredLedger } from './stored-field-ledger';

/** The interface's failed executions with the paths that failed their comparison. */
async function failuresOf(db: StoreDb, object: string) {
  const rows = await db
    .selectDistinct({ runId: fieldDifferences.runId, caseId: fieldDifferences.caseId, path: fieldDifferences.path })
    .from(fieldDifferences)
    .innerJoin(
      executions,
      and(eq(executions.runId, fieldDifferences.runId), eq(executions.caseId, fieldDifferences.caseId)),
    )
    .where(
      and(
        eq(fieldDifferences.automationObject, object),
        eq(fieldDifferences.result, 'ERROR'),
        inArray(executions.status, [...FAILED_STATUSES]),
      ),
    );
  return [...groupBy(rows, (row) => `${row.runId} ${row.caseId}`).values()].map((paths) => ({
    runId: paths[0]!.runId,
    caseId: paths[0]!.caseId,
    errorPaths: paths.map((row) => row.path),
  }));
}

export async function storedFieldRule(db: StoreDb, query: FieldRuleQuery, ledger: StoredLedger): Promise<FieldRule> {
  const field = ledger.fields.find((each) => each.path === query.path);
  if (!field)
    throw notFound(
      `${query.object} has no difference at ${query.path} in the kept comparisons: pick a field its ledger lists.`,
    );
  const paths = ledger.fields.map((each) => each.path);
  const suggested = field.kind === 'noise' || field.kind === 'drift';
  const expression = suggested ? ruleExpression(field.path, paths) : field.path;
  const failures = await failuresOf(db, query.object);
  const preview = previewRule(expression, failures);
  const kindOf = new Map(ledger.fields.map((each) => [each.path, each.kind]));
  return {
    object: query.object,
    path: field.path,
    kind: field.kind,
    rule: suggested
      ? {
          expression,
          type: ruleType(field.kind, field.path),
          covers: paths.filter((path) => covers(expression, path)),
        }
      : null,
    businessLook: businessLook(field.path) ?? null,
    preview: {
      failures: failures.length,
      withField: preview.withField,
      turnedGreen: preview.turnedGreen,
      stillFailingOn: preview.stillFailingOn.map((each) => ({ ...each, kind: kindOf.get(each.path) ?? null })),
    },
    keptSince: ledger.keptSince,
  };
}
