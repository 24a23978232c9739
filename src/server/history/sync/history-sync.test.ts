import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestRun } from '../../../client/test-runs/start-test-run';
import { createMockService, type MockService } from '../../../mock/create-mock-service';
import { openStore, type HistoryStore } from '../store/open-store';
import { executions, folders, runs, testCases } from '../store/schema';
import { forgetRun, useInProcessService, type RequestLog } from '../testing/in-process-service';
import { ENGINES, EVERY_PASS_WHOLE, openTestStore } from '../testing/test-stores';
import { HistorySync } from './history-sync';

const SIZES = { folders: 12, testCases: 80, runs: 40, maxDepth: 3 };

const storedExecutions = async (store: HistoryStore, runId: string) =>
  (await store.db.select({ n: count() }).from(executions).where(eq(executions.runId, runId)))[0]!.n;

const waitForRunEnd = async (mock: MockService, runId: string) => {
  while (mock.store.runs.get(runId)!.record.END_DATE === '') await new Promise((resolve) => setTimeout(resolve, 20));
};

describe.each(ENGINES)('the history sync on %s', { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let log: RequestLog;

  beforeEach(async () => {
    mock = await createMockService({ dataset: SIZES, runPaceMs: 5 });
    log = useInProcessService(mock);
    store = await openTestStore(engine);
  });
  afterEach(async () => {
    await store.close();
    await mock.close();
  });

  it('keeps every run with each test case result, the folders and the test cases', async () => {
    await new HistorySync(store, EVERY_PASS_WHOLE).pass();
    expect((await store.db.select({ n: count() }).from(runs))[0]!.n).toBe(mock.store.runs.size);
    for (const [runId, run] of mock.store.runs) expect(await storedExecutions(store, runId)).toBe(run.details.length);
    expect((await store.db.select({ n: count() }).from(folders))[0]!.n).toBe(mock.store.folders.size);
    expect((await store.db.select({ n: count() }).from(testCases))[0]!.n).toBe(mock.store.testCases.size);
    const failed = await store.db.select().from(executions).where(isNotNull(executions.cause)).limit(1);
    expect(failed[0]?.status).toMatch(/^[EA]$/);
  });

  it('reads a new run until it ends, and then no more', async () => {
    const sync = new HistorySync(store, { ...EVERY_PASS_WHOLE, fullListingMs: 3_600_000 });
    await sync.pass();
    const caseIds = [...mock.store.testCases.keys()].slice(0, 3);
    const started = await startTestRun({ TEST_CASES: caseIds, TEST_RUN_NAME: 'Sync probe', ASYNC: 'X' });
    if (started.kind !== 'async') throw new Error('async start expected');
    await sync.pass();
    const [during] = await store.db.select().from(runs).where(eq(runs.id, started.runId));
    expect(during?.name).toBe('Sync probe');
    await waitForRunEnd(mock, started.runId);
    await sync.pass();
    const [ended] = await store.db.select().from(runs).where(eq(runs.id, started.runId));
    expect(ended?.endedAt).not.toBeNull();
    expect(Object.values(ended!.statusCounts).reduce((sum, n) => sum + n, 0)).toBe(3);
    log.requests.length = 0;
    await sync.pass();
    expect(log.requests.filter((path) => path.includes('$includeDetails=true'))).toEqual([]);
  });

  it('notices results merged into a run and reads that run alone again', async () => {
    const sync = new HistorySync(store, EVERY_PASS_WHOLE);
    await sync.pass();
    const oldest = mock.store.runs.get(mock.store.runIdsNewestFirst.at(-1)!)!;
    // The service merges into the newest run of that name.
    const targetId = mock.store.runIdsNewestFirst.find(
      (id) => mock.store.runs.get(id)!.record.NAME === oldest.record.NAME,
    )!;
    const target = mock.store.runs.get(targetId)!;
    const inRun = new Set(target.details.map((detail) => detail.CASEID));
    const added = [...mock.store.testCases.keys()].filter((id) => !inRun.has(id)).slice(0, 2);
    await startTestRun({ TEST_CASES: added, TEST_RUN_NAME: oldest.record.NAME, MERGE_WITH_EXISTING_RUN: 'X' });
    expect(mock.store.runs.get(targetId)!.details.length).toBe(inRun.size + 2);
    log.requests.length = 0;
    await sync.pass();
    expect(await storedExecutions(store, target.record.RUN_ID)).toBe(target.details.length);
    const { RUN_ID, STARTED_DATE } = target.record;
    const day = `STARTED_FROM=${STARTED_DATE}&STARTED_TO=${STARTED_DATE}`;
    // Read by its ID, or with its day when it is the only run of that day.
    expect(log.requests.filter((path) => path.includes('$includeDetails=true'))).toEqual([
      expect.stringMatching(new RegExp(`^/testruns(/${RUN_ID}|\\?${day}&)`)),
    ]);
  });

  it('keeps a run the service let go, marked as archived, with its results', async () => {
    const sync = new HistorySync(store, EVERY_PASS_WHOLE);
    await sync.pass();
    const runId = mock.store.runIdsNewestFirst[5]!;
    const cases = mock.store.runs.get(runId)!.details.length;
    forgetRun(mock, runId);
    await sync.pass();
    const [kept] = await store.db.select().from(runs).where(eq(runs.id, runId));
    expect(kept?.archivedAt).not.toBeNull();
    expect(await storedExecutions(store, runId)).toBe(cases);
  });

  it('goes on where a cut-short first sync stopped, without reading again what it stored', async () => {
    const stopping = new AbortController();
    let detailReads = 0;
    // Stopped as a kill would stop it: after its first read of runs with their results.
    log.onRequest = (path) => {
      if (path.includes('$includeDetails=true') && ++detailReads > 1) stopping.abort();
    };
    await new HistorySync(store, { ...EVERY_PASS_WHOLE, parallelReads: 1, runsPerRead: 5 }).pass(stopping.signal);
    delete log.onRequest;
    const storedBefore = (await store.db.select({ n: count() }).from(runs).where(isNotNull(runs.storedAs)))[0]!.n;
    expect(storedBefore).toBeLessThan(mock.store.runs.size);
    log.requests.length = 0;
    await new HistorySync(store, { ...EVERY_PASS_WHOLE, fullListingMs: 3_600_000 }).pass();
    expect((await store.db.select({ n: count() }).from(runs).where(isNotNull(runs.storedAs)))[0]!.n).toBe(
      mock.store.runs.size,
    );
    const rows = (await store.db.select({ n: count() }).from(executions))[0]!.n;
    expect(rows).toBe([...mock.store.runs.values()].reduce((sum, run) => sum + run.details.length, 0));
    expect(log.requests.some((path) => path === '/testruns')).toBe(false);
  });

  it('says what failed while the service cannot be reached, and keeps what it stored', async () => {
    const sync = new HistorySync(store, EVERY_PASS_WHOLE);
    await sync.pass();
    log.unreachable = true;
    await sync.pass();
    const progress = await sync.progress();
    expect(progress.lastError?.message).toMatch(/^The service could not be reached/);
    expect(progress.completeUpTo).toBeDefined();
    expect(
      (
        await store.db
          .select({ n: count() })
          .from(runs)
          .where(and(isNotNull(runs.storedAs)))
      )[0]!.n,
    ).toBe(mock.store.runs.size);
  });
});

describe('several servers on one PostgreSQL database', { timeout: 90_000 }, () => {
  it('lets exactly one sync at a time, and another take over when it stops', async () => {
    const mock = await createMockService({ dataset: SIZES });
    useInProcessService(mock);
    const first = await openTestStore('postgres');
    if (first.target.kind !== 'postgres') throw new Error('postgres expected');
    const second = await openStore(first.target, 'the test service');
    const a = new HistorySync(first, EVERY_PASS_WHOLE);
    const b = new HistorySync(second, EVERY_PASS_WHOLE);
    a.start();
    await until(() => a.isLeader);
    b.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([a.isLeader, b.isLeader]).toEqual([true, false]);
    await a.stop();
    await until(() => b.isLeader);
    expect((await b.progress()).leader).toBe(true);
    await b.stop();
    await second.close();
    await first.close();
    await mock.close();
  });
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}
