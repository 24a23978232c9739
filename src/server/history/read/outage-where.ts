// analysis/triage/outage-rule.ts's isOutage as SQL over the stored executions, for reads that count without
// outages in the database: an abort whose message contains one of the texts, ignoring case (strpos, not LIKE: a
// text's own % and _ match themselves).
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { executions } from '../store/schema';

/** Undefined for a rule without texts: nothing is an outage. */
export function outageWhere(patterns: readonly string[]): SQL | undefined {
  if (patterns.length === 0) return undefined;
  const message = sql`lower(${executions.message})`;
  return and(
    eq(executions.status, 'A'),
    or(...patterns.map((pattern) => sql`strpos(${message}, ${pattern.toLowerCase()}) > 0`)),
  );
}
