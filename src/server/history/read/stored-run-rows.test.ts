import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedCount, ranCount, runEnding, stoppedCount } from '../../../analysis/run-ending';
import { streamTestRuns } from '../../../client/test-runs/stream-test-runs';
import { fromRunRow, runsQuerySchema, type ListRun, type RunsQuery } from '../../../contract/dashboard-api/runs';
import type { TestRunQuery } from '../../../contract/query-options';
import { isServiceStopAbort, serviceStopMessage } from '../../../contract/service-stop';
import { DEFAULT_OUTAGE_PATTERNS, isOutage } from '../../../analysis/triage/outage-rule';
import { putOutageRule } from '../triage/outage-rule-store';
import { createMockService, type MockService } from '../../../mock/create-mock-service';
import { recount } from '../../../mock/runs/run-bookkeeping';
import type { HistoryStore } from '../store/open-store';
import { useInProcessService } from '../testing/in-process-service';
import { ENGINES, openSyncedStore } from '../testing/test-stores';
import { storedRunRows } from './stored-run-rows';
import { storedRunsChart } from './stored-runs-chart';
import { chartRate, passRatePercent } from '../../../analysis/pass-rate';

const SIZES = { folders: 12, testCases: 80, runs: 60, maxDepth: 3 };

/** What the list shows of a run and tells by it: the same whether it came from the service or the store. */
type Listed = Omit<ListRun, 'STOPPED' | 'OUTAGES'> & Partial<Pick<ListRun, 'STOPPED' | 'OUTAGES'>>;
const shown = (run: Listed) => ({
  RUN_ID: run.RUN_ID,
  NAME: run.NAME,
  TYPE: run.TYPE ?? '',
  STARTED_BY: run.STARTED_BY,
  STARTED: `${run.STARTED_DATE} ${run.STARTED_TIME}`,
  ENDED: `${run.END_DATE} ${run.END_TIME}`,
  TC_TOTAL: run.TC_TOTAL,
  TC_PASSED: run.TC_PASSED,
  TC_FAILED: run.TC_FAILED,
  stopped: stoppedCount(run),
  ending: runEnding(run),
  failed: failedCount(run),
  ran: ranCount(run),
  // The store counts them by its rule, the default one here; a service stop's aborts are counted as stopped.
  outages:
    run.OUTAGES ??
    run.DETAILS.filter((detail) => isOutage(detail, DEFAULT_OUTAGE_PATTERNS) && !isServiceStopAbort(detail)).length,
});

/** The list as the page would hold it had it read every run from the service with its test cases. */
async function listFromService(query: TestRunQuery) {
  const listed: Listed[] = [];
  for await (const batch of streamTestRuns({ ...query, $includeDetails: true })) listed.push(...batch);
  return listed.map(shown);
}

const outages = (rows: { outages: number }[]) => rows.reduce((sum, row) => sum + row.outages, 0);

const readPage = (store: HistoryStore, query: Partial<Record<keyof RunsQuery, unknown>>) =>
  storedRunRows(store.db, runsQuerySchema.parse({ limit: 500, ...query }));

async function listFromStore(store: HistoryStore, query: Partial<Record<keyof RunsQuery, unknown>>) {
  const { rows } = await readPage(store, query);
  return rows.map((row) => shown(fromRunRow(row)));
}

describe.each(ENGINES)("the runs list's rows over the store on %s", { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let cutShortId: string;

  beforeAll(async () => {
    mock = await createMockService({ dataset: SIZES });
    useInProcessService(mock);
    // A run the service stopped under: two of its cases aborted by the stop, as the mock writes them on restart.
    const cutShort = [...mock.store.runs.values()].find((run) => run.record.END_DATE !== '' && run.details.length > 3)!;
    for (const detail of cutShort.details.slice(0, 2))
      Object.assign(detail, { STATUS: 'A', MESSAGE: serviceStopMessage('R') });
    recount(cutShort);
    cutShortId = cutShort.record.RUN_ID;
    store = await openSyncedStore(engine);
    // PGlite's first open on a busy machine takes longer than a hook's 10 s.
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await mock.close();
  });

  it('are every run as the service lists it with its test cases, newest first', async () => {
    const rows = await listFromStore(store, {});
    expect(rows).toHaveLength(SIZES.runs);
    expect(rows).toEqual(await listFromService({}));
  });

  it('tell the run a service stop cut short, and its failures without the aborts', async () => {
    const [row] = (await listFromStore(store, {})).filter((run) => run.RUN_ID === cutShortId);
    expect(row).toMatchObject({ stopped: 2, ending: 'cut-short' });
    expect(row!.failed).toBe(row!.TC_FAILED - 2);
  });

  it("tell each run's aborts in an outage by the lead's rule as it is now", async () => {
    const byDefault = await listFromStore(store, {});
    // The mock's aborts are its landscape being down; the two a service stop aborted are not counted again.
    expect(outages(byDefault)).toBeGreaterThan(0);
    expect(byDefault.find((run) => run.RUN_ID === cutShortId)!.outages).toBe(0);
    const actor = { user: 'LEAD', now: new Date() };
    const changed = await putOutageRule(store.db, { patterns: ['no abort says this'], version: 0 }, actor);
    expect(outages(await listFromStore(store, {}))).toBe(0);
    await putOutageRule(store.db, { patterns: [...DEFAULT_OUTAGE_PATTERNS], version: changed.version }, actor);
    expect(await listFromStore(store, {})).toEqual(byDefault);
  });

  it('are those of the service for a name pattern, words, a type, a user and a range', async () => {
    const runs = [...mock.store.runs.values()].map((run) => run.record);
    const run = runs[5]!;
    const word = run.NAME.split(' ')[0]!;
    const cases: [Partial<RunsQuery>, TestRunQuery][] = [
      [{ name: `${word.toLowerCase()}*` }, { NAME: `${word.toLowerCase()}*` }],
      [{ q: word.slice(1, 4).toUpperCase() }, { q: word.slice(1, 4).toUpperCase() }],
      [{ type: run.TYPE ?? 'UT' }, { TYPE: run.TYPE ?? 'UT' }],
      [{ user: run.STARTED_BY.toLowerCase() }, { STARTED_BY: run.STARTED_BY.toLowerCase() }],
      [
        { from: run.STARTED_DATE, to: run.STARTED_DATE },
        { STARTED_FROM: run.STARTED_DATE, STARTED_TO: run.STARTED_DATE },
      ],
      [{ from: run.STARTED_DATE }, { STARTED_FROM: run.STARTED_DATE }],
      // LIKE's own wildcards are the name's letters: `_` is not any one letter.
      [{ name: '_*' }, { NAME: '_*' }],
    ];
    for (const [asked, service] of cases) {
      const expected = await listFromService(service);
      expect({ asked, rows: await listFromStore(store, asked) }).toEqual({ asked, rows: expected });
    }
    expect((await listFromStore(store, { type: run.TYPE ?? 'UT' })).length).toBeGreaterThan(0);
  });

  it('answer a page of any sort with the totals: by pass rate, the page is that stretch of the whole order', async () => {
    const whole = await readPage(store, { sort: 'Pass rate', dir: 'desc' });
    const rates = whole.rows.map((row) => passRatePercent(fromRunRow(row)) ?? -1);
    expect(rates).toEqual(rates.toSorted((a, b) => b - a));
    const page = await readPage(store, { sort: 'Pass rate', dir: 'desc', offset: 20, limit: 10 });
    expect(page).toMatchObject({ total: SIZES.runs, all: SIZES.runs, offset: 20 });
    expect(page.rows).toEqual(whole.rows.slice(20, 30));
    const running = whole.rows.filter((row) => row[6] === '').length;
    expect(page.running).toBe(running);
  });

  it('filter by a column as it is shown: "Status" containing "cut" is the run cut short, of all the runs', async () => {
    const page = await readPage(store, { filter: ['Status:cut'] });
    expect(page).toMatchObject({ total: 1, all: SIZES.runs });
    expect(page.rows.map((row) => row[0])).toEqual([cutShortId]);
  });

  it("chart the newest finished runs oldest first, at each one's rate without stops and outages", async () => {
    const chart = await storedRunsChart(store.db, runsQuerySchema.parse({}));
    const listed = (await readPage(store, {})).rows.map(fromRunRow);
    const expected = listed
      .filter((run) => run.END_DATE !== '' && chartRate(run) !== undefined)
      .map((run) => [run.RUN_ID, chartRate(run)])
      .toReversed();
    expect(chart.points.map(([id, , , , , rate]) => [id, rate])).toEqual(expected);
  });
});
