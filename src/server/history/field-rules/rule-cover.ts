// Which failures the accepted field rules explain (issue 72): every field its comparison found in ERROR is one that a
// rule of its interface covers, so the failure would have passed had the rules been in the service's ignore list.
// Such a failure is "noise, rule pending in SAP" (analysis/triage/triage-group.ts). Said once, in SQL, for run
// triage, a case's results and the needs-triage queue; rule-cover.test.ts holds it to covers()
// (analysis/fields/suggested-rule.ts), which the rule's preview counts by.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The IDs of the rules (not withdrawn) that together cover every ERROR field of the execution, null when one is
 * left uncovered or its comparison found no ERROR field (an abort, a run outside the comparison window).
 */
export const coveringRules = (runId: SQLWrapper, caseId: SQLWrapper): SQL<number[] | null> => sql`(
  select case when bool_and(rule.id is not null) then array_agg(distinct rule.id order by rule.id) end
  from field_differences difference
  left join field_rules rule on rule.automation_object = difference.automation_object and not rule.withdrawn
    and (rule.expression = difference.path or (strpos(rule.expression, '[*]') > 0
      and regexp_replace(difference.path, '\\[[0-9]+\\]', '[*]', 'g') = rule.expression))
  where difference.run_id = ${runId} and difference.case_id = ${caseId} and difference.result = 'ERROR'
)`;

/**
 * The cover of each row of a query over `executions`, its columns named with their table: drizzle names a column
 * bare in a select from one table, where field_differences' own run_id and case_id would then answer for it.
 */
export const executionCover = coveringRules(sql.raw('"executions"."run_id"'), sql.raw('"executions"."case_id"'));
