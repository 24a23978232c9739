import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCaseRef } from '../../../analysis/overview/case-figures';
import { previousPeriod, type DateRange } from '../../../analysis/overview/date-range';
import { passRateOf } from '../../../analysis/overview/outcome';
import { RunTally, type RunScope } from '../../../analysis/overview/run-tally';
import { DEFAULT_OUTAGE_PATTERNS } from '../../../analysis/triage/outage-rule';
import { getScenario } from '../../../client/scenarios/get-scenario';
import { getTestCases } from '../../../client/test-cases/get-test-cases';
import { streamTestRuns } from '../../../client/test-runs/stream-test-runs';
import {
  overviewQuerySchema,
  type OverviewFigures,
  type OverviewQuery,
} from '../../../contract/dashboard-api/overview';
import { createMockService, type MockService } from '../../../mock/create-mock-service';
import type { HistoryStore } from '../store/open-store';
import { HistorySync } from '../sync/history-sync';
import { startTestRun } from '../../../client/test-runs/start-test-run';
import { putOutageRule } from '../triage/outage-rule-store';
import { useInProcessService } from '../testing/in-process-service';
import { ENGINES, EVERY_PASS_WHOLE, openSyncedStore } from '../testing/test-stores';
import { figuresOf, overviewFigures } from './overview-figures';

const SIZES = { folders: 12, testCases: 80, runs: 60, maxDepth: 3 };

/** The figures as the page works them out from the service's own answers, every run read. */
async function figuresFromService(query: OverviewQuery, outagePatterns = DEFAULT_OUTAGE_PATTERNS) {
  const range: DateRange = { from: query.from, to: query.to };
  const trees = await Promise.all(query.folder.map((id) => getScenario(id, { $children: true, $expandLevels: 9999 })));
  const folders = query.folder.length > 0 ? new Set(trees.flat().map((folder) => folder.SCNRID)) : undefined;
  // The page applies the rule the store answers: the default one, where no lead changed it.
  const scope: RunScope = { types: query.type, outagePatterns, ...(folders ? { folders } : {}) };
  const tally = async (period: DateRange, details: boolean) => {
    const runTally = new RunTally(period, scope);
    const filter = {
      STARTED_FROM: period.from,
      STARTED_TO: period.to,
      ...(query.user ? { STARTED_BY: query.user } : {}),
      $includeDetails: details,
    };
    for await (const batch of streamTestRuns(filter)) runTally.add(batch);
    return runTally;
  };
  const inRange = await tally(range, true);
  const before = (await tally(previousPeriod(range), Boolean(folders))).executions();
  // Read without details the period before cannot tell its outages: the store counts them over its executions.
  if (!folders) before.outages = (await tally(previousPeriod(range), true)).executions().outages;
  const queries = query.folder.length > 0 ? query.folder.map((id) => ({ SCNRID: id, $includeSubfolders: true })) : [{}];
  const cases = (await Promise.all(queries.map((each) => getTestCases(each)))).flat().map(toCaseRef);
  // Decisions are the store's alone (investigated-figures.test.ts tests their figures).
  return { ...figuresOf(inRange, before, cases), investigated: expect.any(Object) };
}

/** A migration's statements, to run its backfill again over a store made to look older. */
const statements = (name: string) =>
  readFileSync(new URL(`../store/migrations/${name}.sql`, import.meta.url), 'utf8').split('--> statement-breakpoint');

const outagesOf = (figures: OverviewFigures) => figures.passRate.all.reduce((sum, point) => sum + point.outages, 0);

describe.each(ENGINES)("the overview's figures over the store on %s", { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let whole: OverviewQuery;
  let days: string[];

  beforeAll(async () => {
    mock = await createMockService({ dataset: SIZES });
    useInProcessService(mock);
    store = await openSyncedStore(engine);
    days = [...mock.store.runs.values()].map((run) => run.record.STARTED_DATE).toSorted();
    whole = overviewQuerySchema.parse({ from: days[0], to: days.at(-1) });
    // A synced store: seconds alone, more than a hook's default 10 s on a machine busy elsewhere.
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await mock.close();
  }, 60_000);

  it('are those the page works out from the service, for the whole history', async () => {
    const figures = await overviewFigures(store.db, whole);
    expect(figures.executions.total).toBeGreaterThan(0);
    expect(figures.causes.length).toBeGreaterThan(0);
    expect(figures).toEqual(await figuresFromService(whole));
  });

  it('are those of the service for a folder, a run type, a user and a shorter range', async () => {
    const folder = [...mock.store.folders.values()].find((each) => each.PARENTID === '0000000000')!;
    const run = [...mock.store.runs.values()][5]!.record;
    const queries = [
      { ...whole, folder: [folder.SCNRID.replace(/^0+/, '')] },
      { ...whole, type: [run.TYPE ?? 'UT'] },
      { ...whole, user: run.STARTED_BY },
      { ...whole, from: run.STARTED_DATE, to: run.STARTED_DATE },
    ];
    for (const query of queries)
      expect(await overviewFigures(store.db, query)).toEqual(await figuresFromService(query));
  });

  it("follow a run's end: its test cases' last results, failing now among them", async () => {
    const sync = new HistorySync(store, EVERY_PASS_WHOLE);
    const started = await startTestRun({ TEST_CASES: [...mock.store.testCases.keys()].slice(0, 20), ASYNC: 'X' });
    if (started.kind !== 'async') throw new Error('async start expected');
    while (mock.store.runs.get(started.runId)!.record.END_DATE === '') await new Promise((r) => setTimeout(r, 20));
    await sync.pass();
    const today = { ...whole, to: sync.clock.today() };
    const figures = await overviewFigures(store.db, today);
    expect(figures.latest.map((run) => run.runId)).toContain(started.runId);
    expect(figures).toEqual(await figuresFromService(today));
  });

  it("leave the outage rule's aborts out of the pass rate, by the rule the lead set last", async () => {
    const byDefault = await overviewFigures(store.db, whole);
    // The mock's aborts are its landscape being down ("RFC destination error"), as the default rule has it.
    expect(outagesOf(byDefault)).toBeGreaterThan(0);
    const actor = { user: 'LEAD', now: new Date() };
    const changed = await putOutageRule(store.db, { patterns: ['no abort says this'], version: 0 }, actor);
    const byChanged = await overviewFigures(store.db, whole);
    expect(outagesOf(byChanged)).toBe(0);
    expect(byChanged).toEqual(await figuresFromService(whole, ['no abort says this']));
    await putOutageRule(store.db, { patterns: [...DEFAULT_OUTAGE_PATTERNS], version: changed.version }, actor);
    expect(await overviewFigures(store.db, whole)).toEqual(byDefault);
  });

  it("give the executions the chart's pass rate over the range: one outage rule for both", async () => {
    const lastHalf = { ...whole, from: days[Math.floor(days.length / 2)]! };
    for (const query of [whole, lastHalf, { ...whole, from: days.at(-1)! }]) {
      const figures = await overviewFigures(store.db, query);
      const points = figures.passRate.all;
      const sum = (of: (point: (typeof points)[number]) => number) => points.reduce((total, p) => total + of(p), 0);
      expect(figures.executions.outages).toBe(outagesOf(figures));
      expect(passRateOf(figures.executions)).toBe(sum((p) => p.passed) / sum((p) => p.finished));
    }
    // The change's base follows the rule too: the period before counts its outages as a range of its own does.
    const before = await overviewFigures(store.db, { ...whole, ...previousPeriod(lastHalf) });
    expect(before.executions.outages).toBeGreaterThan(0);
    expect((await overviewFigures(store.db, lastHalf)).previous.outages).toBe(before.executions.outages);
  });

  it('are the same from a store written before runs kept their figure details and test cases their last results', async () => {
    await store.db.execute(sql`update runs set figure_details = null`);
    await store.db.execute(sql.raw(statements('0002_run_figure_details')[1]!));
    await store.db.execute(
      sql`update test_cases set last_run_id = '', last_status = '', last_started_at = null, last_result_at = null`,
    );
    for (const backfill of statements('0007_case_last_results').slice(-2)) await store.db.execute(sql.raw(backfill));
    const folder = [...mock.store.folders.values()].find((each) => each.PARENTID === '0000000000')!;
    for (const query of [whole, { ...whole, folder: [folder.SCNRID.replace(/^0+/, '')] }])
      expect(await overviewFigures(store.db, query)).toEqual(await figuresFromService(query));
  });
});
