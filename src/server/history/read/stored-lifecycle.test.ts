import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lifecycleOf } from '../../../analysis/lifecycle/case-lifecycle';
import { DEFAULT_OUTAGE_PATTERNS } from '../../../analysis/triage/outage-rule';
import { FAILED_STATUSES } from '../../../contract/codes';
import { lifecycleQuerySchema } from '../../../contract/dashboard-api/lifecycle';
import { getTestCaseResults } from '../../../client/test-cases/get-test-case-results';
import { createMockService, type MockService } from '../../../mock/create-mock-service';
import type { HistoryStore } from '../store/open-store';
import { useInProcessService } from '../testing/in-process-service';
import { ENGINES, openSyncedStore } from '../testing/test-stores';
import { storedLifecycle } from './stored-lifecycle';

const SIZES = { folders: 12, testCases: 80, runs: 60, maxDepth: 3 };
/** The run a class dates from and the moment the case's history names it by (its own start in the run). */
const sinceOf = (since: { RUN_ID: string; STARTED_DATE: string; STARTED_TIME: string }) =>
  `${since.RUN_ID} ${since.STARTED_DATE} ${since.STARTED_TIME}`;
const query = (params: Record<string, string> = {}) => lifecycleQuerySchema.parse({ days: '366', ...params });

describe.each(ENGINES)('the lifecycle of failing cases over the store on %s', { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  /** Each case's class by the rule over the service's own result history, for the cases that failed at all. */
  let expected: Map<string, { class: string; since: string }>;

  beforeAll(async () => {
    mock = await createMockService({ dataset: SIZES });
    useInProcessService(mock);
    store = await openSyncedStore(engine);
    expected = new Map();
    for (const id of mock.store.testCases.keys()) {
      const results = await getTestCaseResults(id);
      const lifecycle = lifecycleOf(results, DEFAULT_OUTAGE_PATTERNS);
      if (lifecycle && results.some((result) => FAILED_STATUSES.includes(result.STATUS)))
        expected.set(id, { class: lifecycle.class, since: sinceOf(lifecycle.since) });
    }
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await mock.close();
  });

  it("classes every failing case as the rule does over the service's history, each once", async () => {
    const list = await storedLifecycle(store.db, query({ limit: '500' }), new Date());
    const classes = new Map(list.rows.map((row) => [row.CASEID, { class: row.class, since: sinceOf(row.since) }]));
    expect(classes).toEqual(expected);
    expect(list.total).toBe(expected.size);
    // The data set has cases of several classes, so the rule's order is tried.
    expect(new Set(list.rows.map((row) => row.class)).size).toBeGreaterThanOrEqual(3);
    expect(Object.values(list.counts).reduce((sum, each) => sum + each, 0)).toBe(expected.size);
  });

  it('filters by class and text, sorts and pages on the server', async () => {
    const all = await storedLifecycle(store.db, query({ limit: '500' }), new Date());
    const broken = await storedLifecycle(store.db, query({ class: 'broken', limit: '500' }), new Date());
    expect(broken.total).toBe(all.counts.broken);
    expect(broken.rows.every((row) => row.class === 'broken')).toBe(true);
    expect(broken.counts).toEqual(all.counts);
    const byScore = await storedLifecycle(
      store.db,
      query({ sort: 'Flaky score', dir: 'desc', limit: '500' }),
      new Date(),
    );
    const scores = byScore.rows.map((row) => row.score ?? -1);
    expect(scores).toEqual(scores.toSorted((a, b) => b - a));
    const second = await storedLifecycle(store.db, query({ sort: 'Test case', offset: '2', limit: '2' }), new Date());
    expect(second.rows.map((row) => row.CASEID)).toEqual(
      all.rows
        .map((row) => row.CASEID)
        .toSorted()
        .slice(2, 4),
    );
    const one = all.rows[0]!;
    const found = await storedLifecycle(store.db, query({ q: one.DESCR.toUpperCase() }), new Date());
    expect(found.rows.map((row) => row.CASEID)).toContain(one.CASEID);
  });

  it('leaves out cases whose failures are all before the window', async () => {
    const future = new Date(Date.now() + 400 * 86_400_000);
    expect((await storedLifecycle(store.db, query(), future)).total).toBe(0);
  });
});
