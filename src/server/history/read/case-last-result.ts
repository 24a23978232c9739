// A stored test case's last result as the explorer shows it: the one kept from the executions as they are ingested
// (store/case-last-results.ts), or, for a case the store holds no result of, the one its catalogue record says.
import { sql, type SQL } from 'drizzle-orm';
import { testCases } from '../store/schema';

const either = (kept: SQL, listed: SQL) =>
  sql`(case when ${testCases.lastResultAt} is not null then ${kept} else ${listed} end)`;
const member = (name: string) => sql`coalesce(${testCases.record}->>${sql.raw(`'${name}'`)}, '')`;

export const lastStatus = either(sql`${testCases.lastStatus}`, member('LAST_STATUS'));
export const lastStatusText = either(sql`${testCases.lastStatusText}`, member('LAST_STATUS_TXT'));
export const lastStartedBy = either(sql`${testCases.lastStartedBy}`, member('LAST_STARTED_BY'));
export const lastRunId = either(sql`${testCases.lastRunId}`, member('LAST_RUN_ID'));
/** Its run's start as `YYYY-MM-DD HH:MM:SS`, '' for never run: sorts as time does. */
export const lastStarted = either(
  sql`coalesce(to_char(${testCases.lastStartedAt}, 'YYYY-MM-DD HH24:MI:SS'), '')`,
  sql`trim(${member('LAST_STARTED_DATE')} || ' ' || ${member('LAST_STARTED_TIME')})`,
);
