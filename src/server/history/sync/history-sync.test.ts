import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestRun } from '../../../client/test-runs/start-test-run';
import { createMockService, type MockService } from '../../../mock/create-mock-service';
import { openStore, type HistoryStore } from '../store/open-store';
import { executions, folders, runs, testCases } from '../store/schema';
import { readPart } from '../store/sync-state';
import { wishWriterOf } from '../store/sync-wishes';
import { forgetRun, useInProcessService, type RequestLog } from '../testing/in-process-service';
import { ENGINES, EVERY_PASS_WHOLE, openTestStore } from '../testing/test-stores';
import { HistorySync } from './history-sync';
import { askForReconcile } from './reconcile';
import { readFolderContents } from './catalog-reads';

const SIZES = { folders: 12, testCases: 80, runs: 40, maxDepth: 3 };

const storedExecutions = async (store: HistoryStore, runId: string) =>
  (await store.db.select({ n: count() }).from(executions).where(eq(executions.runId, runId)))[0]!.n;

const storedRun = async (store: HistoryStore, runId: string) =>
  (await store.db.select().from(runs).where(eq(runs.id, runId)))[0];

const waitForRunEnd = async (mock: MockService, runId: string) => {
  while (mock.store.runs.get(runId)!.record.END_DATE === '') await new Promise((resolve) => setTimeout(resolve, 20));
};

const detailReads = (log: RequestLog) => log.requests.filter((path) => path.includes('$includeDetails=true'));

/** An asynchronous run of a few test cases, as the New run screen starts one. */
async function startRun(mock: MockService, name: string, caseIds = [...mock.store.testCases.keys()].slice(0, 3)) {
  const started = await startTestRun({ TEST_CASES: caseIds, TEST_RUN_NAME: name, ASYNC: 'X' });
  if (started.kind !== 'async') throw new Error('async start expected');
  return started.runId;
}

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

  it("keeps each test case's last result as the service tells it, from the results it stores", async () => {
    const sync = new HistorySync(store, EVERY_PASS_WHOLE);
    await sync.pass();
    const [caseId] = mock.store.testCases.keys();
    const runId = await startRun(mock, 'Last result probe', [caseId!]);
    await waitForRunEnd(mock, runId);
    await sync.pass();
    const serviceCase = mock.store.testCases.get(caseId!)!;
    const [kept] = await store.db.select().from(testCases).where(eq(testCases.id, caseId!));
    expect(kept).toMatchObject({ lastRunId: runId, lastStatus: serviceCase.LAST_STATUS });
    // Every case, not just the one that ran: the seeded history's last results too.
    const rows = await store.db
      .select({ id: testCases.id, status: testCases.lastStatus, run: testCases.lastRunId })
      .from(testCases);
    for (const row of rows) {
      const { LAST_STATUS, LAST_RUN_ID } = mock.store.testCases.get(row.id)!;
      expect({ id: row.id, status: row.status, run: row.run }).toEqual({
        id: row.id,
        status: LAST_STATUS,
        run: LAST_RUN_ID,
      });
    }
  });

  /** A mock whose runs go on long enough to be seen in progress. */
  const slowRuns = async () => {
    await mock.close();
    mock = await createMockService({ dataset: SIZES, runPaceMs: 300 });
    // oxlint-disable-next-line react-hooks/rules-of-hooks -- no React hook: it points the service client at the mock
    log = useInProcessService(mock);
  };

  it('finds a new run by the listing of the day and reads its results once more when it ends', async () => {
    await slowRuns();
    const sync = new HistorySync(store, EVERY_PASS_WHOLE);
    await sync.pass();
    const runId = await startRun(mock, 'Sync probe');
    await sync.pass();
    expect((await storedRun(store, runId))?.name).toBe('Sync probe');
    await waitForRunEnd(mock, runId);
    log.requests.length = 0;
    await sync.pass();
    const ended = await storedRun(store, runId);
    expect(ended?.endedAt).not.toBeNull();
    expect(await storedExecutions(store, runId)).toBe(3);
    expect(detailReads(log)).toHaveLength(1);
    log.requests.length = 0;
    await sync.pass();
    expect(detailReads(log)).toEqual([]);
  });

  it("follows a run in progress by its ID, between the day's listings, without its test cases", async () => {
    await slowRuns();
    const rarely = { watchedMs: 3_600_000, idleMs: 3_600_000 };
    const sync = new HistorySync(store, {
      ...EVERY_PASS_WHOLE,
      paces: { ...EVERY_PASS_WHOLE.paces, listing: rarely, follow: { watchedMs: 100, idleMs: 100 } },
    });
    await sync.pass();
    const runId = await startRun(mock, 'Followed run', [...mock.store.testCases.keys()].slice(0, 4));
    await sync.pass();
    log.requests.length = 0;
    sync.start();
    await waitForRunEnd(mock, runId);
    await until(() => detailReads(log).length > 0);
    await sync.stop();
    expect(log.requests.filter((path) => path === `/testruns/${runId}`).length).toBeGreaterThan(1);
    // Its test cases once, when it had ended.
    expect(detailReads(log)).toHaveLength(1);
    expect(await storedExecutions(store, runId)).toBe(4);
  });

  it('asks an idle service for two listings of runs and nothing else when nothing changed', async () => {
    const sync = new HistorySync(store, EVERY_PASS_WHOLE);
    await sync.pass();
    log.requests.length = 0;
    await sync.pass();
    const today = sync.clock.today();
    const yesterday = sync.clock.yesterday();
    expect(log.requests.toSorted()).toEqual(
      [`/testruns?STARTED_FROM=${today}`, `/testruns?STARTED_FROM=${yesterday}&STARTED_TO=${yesterday}`].toSorted(),
    );
  });

  it('reads a run whose page someone watches with its test cases at each turn, and others by their counts', async () => {
    await slowRuns();
    const sync = new HistorySync(store, EVERY_PASS_WHOLE);
    await sync.pass();
    const watched = await startRun(mock, 'Watched run');
    const unwatched = await startRun(mock, 'Unwatched run', [...mock.store.testCases.keys()].slice(5, 7));
    await sync.pass();
    await wishWriterOf(store.db)('run', watched, new Date(), 15_000);
    log.requests.length = 0;
    await sync.pass();
    expect(log.requests).toContain(`/testruns/${watched}?$includeDetails=true`);
    expect(detailReads(log).some((path) => path.includes(unwatched))).toBe(false);
    await waitForRunEnd(mock, watched);
    await waitForRunEnd(mock, unwatched);
    await sync.pass();
    expect(await storedExecutions(store, unwatched)).toBe(2);
  });

  it('reads a run started through a server by its ID at once', async () => {
    const sync = new HistorySync(store, EVERY_PASS_WHOLE);
    await sync.pass();
    const runId = await startRun(mock, 'Started here');
    await wishWriterOf(store.db)('started', runId, new Date(), 60_000);
    log.requests.length = 0;
    await sync.pass();
    expect(log.requests[0]).toBe(`/testruns/${runId}?$includeDetails=true&$includeComparison=true`);
    expect(await storedExecutions(store, runId)).toBe(3);
  });

  it('reads a test case a run names that the store does not know, by its ID', async () => {
    const sync = new HistorySync(store, EVERY_PASS_WHOLE);
    await sync.pass();
    const [caseId] = mock.store.testCases.keys();
    // As if it had been created after the store last read the catalogue (so no stored run had it either).
    await store.db.delete(executions).where(eq(executions.caseId, caseId!));
    await store.db.delete(testCases).where(eq(testCases.id, caseId!));
    const runId = await startRun(mock, 'New case', [caseId!]);
    await waitForRunEnd(mock, runId);
    log.requests.length = 0;
    await sync.pass();
    expect(log.requests).toContain(`/testcases/${caseId}`);
    const [kept] = await store.db.select().from(testCases).where(eq(testCases.id, caseId!));
    expect(kept?.record.CREATED_BY).toBe(mock.store.testCases.get(caseId!)!.CREATED_BY);
    expect(kept?.seenAt).not.toBeNull();
    expect(kept?.lastRunId).toBe(runId);
  });

  it('reads a folder a user opens that the store has not seen: its own sub-folders and test cases, no deeper', async () => {
    const sync = new HistorySync(store, EVERY_PASS_WHOLE);
    await sync.pass();
    const all = [...mock.store.folders.values()];
    const parent = all.find((folder) => all.some((child) => child.PARENTID === folder.SCNRID))!;
    // As if the folder and everything in it were created after the store last read the catalogue.
    await store.db.delete(executions);
    await store.db.delete(testCases);
    await store.db.delete(folders);
    log.requests.length = 0;
    await readFolderContents(store.db, parent.SCNRID, () => new Date(), new AbortController().signal);
    expect(log.requests).toEqual([
      `/scenarios/${parent.SCNRID}?$children=true&$expandLevels=1`,
      `/testcases?SCNRID=${parent.SCNRID}`,
    ]);
    const children = all.filter((folder) => folder.PARENTID === parent.SCNRID);
    const stored = await store.db.select({ id: folders.id }).from(folders);
    expect(stored.map((row) => row.id).toSorted()).toEqual([parent, ...children].map((f) => f.SCNRID).toSorted());
    const own = [...mock.store.testCases.values()].filter((testCase) => testCase.SCNRID === parent.SCNRID);
    expect((await store.db.select({ n: count() }).from(testCases))[0]!.n).toBe(own.length);
    const [read] = await store.db.select().from(folders).where(eq(folders.id, parent.SCNRID));
    expect(read?.contentsReadAt).not.toBeNull();
  });

  it('finds results merged into an old run and a run the service let go by the reconcile', async () => {
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
    const gone = mock.store.runIdsNewestFirst.at(-3)!;
    const goneCases = mock.store.runs.get(gone)!.details.length;
    forgetRun(mock, gone);
    expect(await askForReconcile(store.db, 'OPERATOR', new Date())).toEqual({ accepted: true });
    log.requests.length = 0;
    await sync.pass();
    expect(await storedExecutions(store, targetId)).toBe(target.details.length);
    const archived = await storedRun(store, gone);
    expect(archived?.archivedAt).not.toBeNull();
    expect(await storedExecutions(store, gone)).toBe(goneCases);
    // Run listings of a few days each, never the whole history at once.
    expect(log.requests.filter((path) => path === '/testruns')).toEqual([]);
    const { last } = await readPart(store.db, 'reconcile');
    expect(last).toMatchObject({ reason: 'asked', steps: expect.any(Number) });
    expect(await askForReconcile(store.db, 'OPERATOR', new Date())).toMatchObject({ accepted: false });
  });

  it('goes on with a reconcile a kill cut short, at the step it had reached', async () => {
    const sync = new HistorySync(store, EVERY_PASS_WHOLE);
    await sync.pass();
    await askForReconcile(store.db, 'OPERATOR', new Date());
    const stopping = new AbortController();
    let reads = 0;
    log.onRequest = () => {
      if (++reads === 4) stopping.abort();
    };
    log.requests.length = 0;
    await sync.pass(stopping.signal);
    delete log.onRequest;
    const cut = await readPart(store.db, 'reconcile');
    expect(cut.current?.stepsDone).toBeGreaterThan(0);
    const planned = cut.current!.stepsDone + cut.current!.steps.length;
    const doneBefore = log.requests.length;
    log.requests.length = 0;
    await new HistorySync(store, EVERY_PASS_WHOLE).pass();
    const { last, current } = await readPart(store.db, 'reconcile');
    expect(current).toBeUndefined();
    expect(last?.steps).toBe(planned);
    // The steps done before the kill were not done again: listings of today and yesterday aside, one request each.
    expect(log.requests.length - 2).toBeLessThanOrEqual(planned - cut.current!.stepsDone + 1);
    expect(doneBefore).toBeGreaterThan(0);
  });

  it('reads a run whose follow-up a kill cut short at the next tick, once', async () => {
    const sync = new HistorySync(store, EVERY_PASS_WHOLE);
    await sync.pass();
    const runId = await startRun(mock, 'Cut follow-up');
    await sync.pass();
    await waitForRunEnd(mock, runId);
    const stopping = new AbortController();
    log.onRequest = (path) => {
      if (path.startsWith(`/testruns/${runId}`)) stopping.abort();
    };
    await sync.pass(stopping.signal);
    delete log.onRequest;
    await new HistorySync(store, EVERY_PASS_WHOLE).pass();
    expect(await storedExecutions(store, runId)).toBe(3);
    expect((await storedRun(store, runId))?.endedAt).not.toBeNull();
  });

  it('keeps every run of a service that comes back with fewer, marked as no longer there', async () => {
    const sync = new HistorySync(store, EVERY_PASS_WHOLE);
    await sync.pass();
    const kept = mock.store.runs.size;
    for (const runId of mock.store.runIdsNewestFirst.slice(10)) forgetRun(mock, runId);
    await askForReconcile(store.db, 'OPERATOR', new Date());
    await sync.pass();
    expect((await store.db.select({ n: count() }).from(runs))[0]!.n).toBe(kept);
    const archived = await store.db
      .select({ n: count() })
      .from(runs)
      .where(and(isNotNull(runs.archivedAt)));
    expect(archived[0]!.n).toBe(kept - 10);
  });

  it('says what failed while the service cannot be reached, and keeps what it stored', async () => {
    const sync = new HistorySync(store, EVERY_PASS_WHOLE);
    await sync.pass();
    log.unreachable = true;
    await sync.pass();
    const progress = await sync.progress();
    expect(progress.lastError?.message).toMatch(/^The service could not be reached/);
    expect(progress.completeUpTo).toBeDefined();
    expect((await store.db.select({ n: count() }).from(runs).where(isNotNull(runs.storedAs)))[0]!.n).toBe(
      mock.store.runs.size,
    );
  });

  it('waits longer after each failure while the service is down, and goes on once it is back', async () => {
    const sync = new HistorySync(store, EVERY_PASS_WHOLE);
    await sync.pass();
    log.unreachable = true;
    let tries = 0;
    log.onRequest = () => (tries += 1);
    sync.start();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    // Ticks every 50 ms would have tried 60 times; doubling waits try a handful.
    expect(tries).toBeLessThan(8);
    log.unreachable = false;
    await sync.stop();
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
