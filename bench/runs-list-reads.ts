// The runs list's reads on a synced store (PGlite): the orders GET /api/runs keeps per store version, a page of
// one (first and deep down), and the chart, each timed (median of 5) with its answer's size, and the plans of the
// first page's queries by EXPLAIN ANALYZE. Stop the server that holds the store first. Usage:
//   npx tsx bench/runs-list-reads.ts <store dir>   (e.g. <data dir>/history-store of `npm start -- --dataset large`)
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { runsChartQuerySchema, runsQuerySchema } from '../src/contract/dashboard-api/runs';
import * as schema from '../src/server/history/store/schema';
import type { StoreDb } from '../src/server/history/store/store-db';
import { pageOfRunOrder, storedRunOrder } from '../src/server/history/read/stored-run-rows';
import { storedRunsChart } from '../src/server/history/read/stored-runs-chart';
import { median } from './median';

const dir = process.argv[2];
if (!dir) throw new Error('Usage: npx tsx bench/runs-list-reads.ts <store dir>');
const client = await PGlite.create(join(dir, 'pgdata'));
/** The queries of the read being explained, as drizzle sends them. */
let captured: { query: string; params: unknown[] }[] | undefined;
const logger = { logQuery: (query: string, params: unknown[]) => captured?.push({ query, params }) };
const db = drizzle({ client, schema, logger }) as unknown as StoreDb;

async function timed(label: string, read: () => Promise<unknown>) {
  const times: number[] = [];
  let bytes = 0;
  for (let round = 0; round < 5; round++) {
    const start = performance.now();
    bytes = JSON.stringify(await read()).length;
    times.push(performance.now() - start);
  }
  console.info(`| ${label} | ${median(times).toFixed(0)} ms | ${(bytes / 1024).toFixed(1)} KB |`);
}

console.info('| read | time (median of 5) | answer |\n| --- | --- | --- |');
const view = (asked: object) => {
  const { offset: _offset, limit: _limit, ...rest } = runsQuerySchema.parse(asked);
  return rest;
};
const newest = await storedRunOrder(db, view({}));
await timed('order of the list, newest first (kept per store version)', () => storedRunOrder(db, view({})));
await timed('order by pass rate (kept per store version)', () =>
  storedRunOrder(db, view({ sort: 'Pass rate', dir: 'desc' })),
);
await timed('order, Status contains "cut" (kept per store version)', () =>
  storedRunOrder(db, view({ filter: ['Status:cut'] })),
);
await timed('first page (100 runs) of a kept order', () => pageOfRunOrder(db, newest, 0, 100));
await timed('page at 19,900 of a kept order', () => pageOfRunOrder(db, newest, 19_900, 100));
await timed('chart (200 newest finished)', () => storedRunsChart(db, runsChartQuerySchema.parse({})));

// The first page's queries as the endpoint sends them, with their plans.
captured = [];
await pageOfRunOrder(db, await storedRunOrder(db, view({})), 0, 100);
for (const { query, params } of captured.splice(0)) {
  const plan = await client.query<{ 'QUERY PLAN': string }>(`explain analyze ${query}`, params);
  console.info(`\n${query}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
}
await client.close();
