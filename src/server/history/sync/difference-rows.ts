// What the store keeps of a run's field comparison (issue 72): the fields found different, each with the run's start
// and the automation object, and per test case how many fields were compared; the matches (nine rows in ten) are
// only counted. A release that sends no COMPARISON when asked is said so, apart from a run not asked.
import type { TestRun } from '../../../contract/records';
import type { ComparisonRead, fieldDifferences } from '../store/schema';
import type { ComparisonAsked } from './comparison-plan';
import { maskValue } from './masked-values';
import { runStart } from './run-rows';

type DifferenceRow = typeof fieldDifferences.$inferInsert;

export interface KeptComparison {
  read: ComparisonRead;
  /** Fields compared per test case of the run (none for `unsent`). */
  compared: Map<string, number>;
  differences: DifferenceRow[];
}

/** A run's comparison as kept, when its read asked for it (`asked`); null when it did not. */
export function keptComparison(run: TestRun, asked: ComparisonAsked | null): KeptComparison | null {
  if (!asked) return null;
  const compared = new Map<string, number>();
  if (!run.COMPARISON) return { read: 'unsent', compared, differences: [] };
  const objects = new Map(run.DETAILS.map((detail) => [detail.CASEID, detail.OBJDEFID]));
  const startedAt = runStart(run);
  const value = (text: string) => (asked.maskKey === null ? text : maskValue(asked.maskKey, text, startedAt));
  const differences: DifferenceRow[] = [];
  for (const row of run.COMPARISON) {
    const automationObject = objects.get(row.CASEID);
    // A row of a test case the run does not hold would count against no execution.
    if (automationObject === undefined) continue;
    compared.set(row.CASEID, (compared.get(row.CASEID) ?? 0) + 1);
    if (row.RESULT === 'MATCH') continue;
    differences.push({
      runId: run.RUN_ID,
      caseId: row.CASEID,
      runStartedAt: startedAt,
      automationObject,
      contentId: row.CONTENT_ID,
      path: row.PATH,
      refValue: value(row.REF_VALUE),
      curValue: value(row.CUR_VALUE),
      masked: asked.maskKey !== null,
      result: row.RESULT,
    });
  }
  return { read: 'sent', compared, differences };
}

/** An execution's compared fields as stored: null unless its run's comparison was sent. */
export const comparedFields = (kept: KeptComparison | null, caseId: string): number | null =>
  kept?.read === 'sent' ? (kept.compared.get(caseId) ?? 0) : null;
