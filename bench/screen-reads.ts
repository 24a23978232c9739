// The reads the screens make on a synced store (PGlite), through the server's own read functions: each timed
// (median of 5), then the plans of the five slowest by EXPLAIN (ANALYZE, BUFFERS), with a note where a sort spills
// to disk or a sequential scan reads every execution. Stop the server that holds the store first. Usage:
//   npx tsx bench/screen-reads.ts <store dir>   (e.g. <data dir>/history-store of `npm start -- --dataset large`)
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { folderCasesQuerySchema } from '../src/contract/dashboard-api/folders';
import { needsTriageQuerySchema } from '../src/contract/dashboard-api/needs-triage';
import { overviewQuerySchema } from '../src/contract/dashboard-api/overview';
import { runsQuerySchema } from '../src/contract/dashboard-api/runs';
import { caseResultsQuerySchema } from '../src/contract/dashboard-api/test-case';
import { reportCount } from '../src/server/history/read/report-count';
import { overviewFigures } from '../src/server/history/read/overview-figures';
import { storedCaseResults } from '../src/server/history/read/stored-case-results';
import { storedFlakyScores } from '../src/server/history/read/stored-flaky-scores';
import { pageOfCaseView, storedCaseView } from '../src/server/history/read/stored-folder-cases';
import { storedHoldingFolders } from '../src/server/history/read/stored-folder-counts';
import { pageOfRunOrder, storedRunOrder } from '../src/server/history/read/stored-run-rows';
import { storedTestCase } from '../src/server/history/read/stored-test-case';
import * as schema from '../src/server/history/store/schema';
import type { StoreDb } from '../src/server/history/store/store-db';
import { needsTriage } from '../src/server/history/triage/needs-triage';
import { storedFieldLedger } from '../src/server/history/read/stored-field-ledger';
import { storedFieldRule } from '../src/server/history/read/stored-field-rule';
import { storedRunFields } from '../src/server/history/read/stored-run-fields';
import { listRules } from '../src/server/history/field-rules/rule-reads';
import { runTriage } from '../src/server/history/triage/run-triage';
import { median } from './median';

const dir = process.argv[2];
if (!dir) throw new Error('Usage: npx tsx bench/screen-reads.ts <store dir>');
const client = await PGlite.create(join(dir, 'pgdata'));
/** The queries of the read being run, as drizzle sends them. */
let captured: { query: string; params: unknown[] }[] = [];
const logger = { logQuery: (query: string, params: unknown[]) => captured.push({ query, params }) };
const db = drizzle({ client, schema, logger }) as unknown as StoreDb;

// The store's newest day stands for "today", so that the reads see the month the data set ends with.
const one = async <T>(query: string) => (await client.query<T>(query)).rows[0]!;
const { today } = await one<{ today: string }>(`select to_char(max(started_at), 'YYYY-MM-DD') as today from runs`);
const now = new Date(`${today}T23:00:00Z`);
const monthAgo = new Date(now.getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
const { folder } = await one<{ folder: string }>(
  `select folder_id as folder from test_cases where gone_at is null group by folder_id order by count(*) desc limit 1`,
);
const { caseId } = await one<{ caseId: string }>(
  `select case_id as "caseId" from executions group by case_id order by count(*) desc limit 1`,
);
const { bigRun } = await one<{ bigRun: string }>(
  `select run_id as "bigRun" from executions group by run_id order by count(*) desc limit 1`,
);
// The interface with the most kept field differences, its most differing path, and the run with the most ERRORs.
const { object, path } = await one<{ object: string; path: string }>(
  `select automation_object as object, path from field_differences
   where automation_object = (select automation_object from field_differences group by 1 order by count(*) desc limit 1)
   group by 1, 2 order by count(*) desc limit 1`,
);
const { failingRun } = await one<{ failingRun: string }>(
  `select run_id as "failingRun" from field_differences where result = 'ERROR' group by 1 order by count(*) desc limit 1`,
);
const ledger = await storedFieldLedger(db, { object });
const someCases = (
  await client.query<{ id: string }>(`select id from test_cases where folder_id = $1 limit 100`, [folder])
).rows.map((row) => row.id);

const reads: Record<string, () => Promise<unknown>> = {
  'overview figures, 30 days': () => overviewFigures(db, overviewQuerySchema.parse({ from: monthAgo, to: today })),
  'report count, no filter': () => reportCount(db, {}),
  'report count, run type filter': () => reportCount(db, { TEST_RUN_TYPES: ['SC'] }),
  'needs-triage, first page (30 days)': () => needsTriage(db, needsTriageQuerySchema.parse({}), now),
  'needs-triage, 90 days': () => needsTriage(db, needsTriageQuerySchema.parse({ days: '90' }), now),
  'runs list, order and first page': async () =>
    pageOfRunOrder(db, await storedRunOrder(db, runsQuerySchema.parse({})), 0, 100),
  "a folder's cases, first page": async () => {
    const { offset, limit, ...view } = folderCasesQuerySchema.parse({ folder });
    return pageOfCaseView(db, await storedCaseView(db, view), offset, limit);
  },
  'holding folders': () => storedHoldingFolders(db),
  "a test case's page": () => storedTestCase(db, caseId, now, null),
  "a test case's results": () => storedCaseResults(db, caseResultsQuerySchema.parse({ id: caseId }), now),
  'flaky scores of 100 cases': () => storedFlakyScores(db, { case: someCases }),
  'run triage of the biggest run': () => runTriage(db, bigRun),
  "the busiest interface's field ledger": () => storedFieldLedger(db, { object }),
  "a field's rule and its preview": () => storedFieldRule(db, { object, path }, ledger),
  "the fields behind a run's failures": () => storedRunFields(db, { id: failingRun }, async () => ledger),
  "an interface's accepted rules": () => listRules(db, object),
};

const timings: { label: string; ms: number; queries: typeof captured }[] = [];
console.info('| read | time (median of 5) | queries |\n| --- | --- | --- |');
for (const [label, read] of Object.entries(reads)) {
  const times: number[] = [];
  let queries: typeof captured = [];
  for (let round = 0; round < 5; round++) {
    captured = [];
    const start = performance.now();
    await read();
    times.push(performance.now() - start);
    queries = captured;
  }
  timings.push({ label, ms: median(times), queries });
  console.info(`| ${label} | ${median(times).toFixed(0)} ms | ${queries.length} |`);
}

const { executionCount } = await one<{ executionCount: number }>(
  `select count(*)::int as "executionCount" from executions`,
);
/** What to look for in a plan: the sorts that spill and the scans that read every execution. */
function notes(plan: string[]): string[] {
  const spills = plan.filter((line) => line.includes('external merge')).map((line) => `spills: ${line.trim()}`);
  const fullScans = plan
    .filter((line) => /Seq Scan on executions/.test(line))
    .filter((line) => Number(/rows=(\d+) loops/.exec(line.split('actual')[1] ?? '')?.[1] ?? 0) >= executionCount * 0.9)
    .map((line) => `reads every execution: ${line.trim()}`);
  return [...spills, ...fullScans];
}

for (const { label, ms, queries } of timings.toSorted((a, b) => b.ms - a.ms).slice(0, 5)) {
  console.info(`\n## ${label} (${ms.toFixed(0)} ms)`);
  for (const { query, params } of queries) {
    const plan = (await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query}`, params)).rows.map(
      (row) => row['QUERY PLAN'],
    );
    console.info(`\n${query}\n${plan.join('\n')}`);
    for (const note of notes(plan)) console.info(`-- ${note}`);
  }
}
await client.close();
