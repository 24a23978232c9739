import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { daysBefore } from '../../../analysis/previous-run';
import { startTestRun } from '../../../client/test-runs/start-test-run';
import { createMockService, type MockService } from '../../../mock/create-mock-service';
import type { HistoryStore } from '../store/open-store';
import { executions, fieldDifferences, runs } from '../store/schema';
import { wishWriterOf } from '../store/sync-wishes';
import { useInProcessService, withoutComparison, type RequestLog } from '../testing/in-process-service';
import { ENGINES, EVERY_PASS_WHOLE, openTestStore } from '../testing/test-stores';
import type { ComparisonSettings } from './comparison-plan';
import { HistorySync } from './history-sync';
import { valueShape } from '../../../analysis/fields/value-shape';

const SIZES = { folders: 12, testCases: 80, runs: 40, maxDepth: 3 };
const DAY_MS = 86_400_000;

const syncWith = (store: HistoryStore, comparison: Partial<ComparisonSettings>) =>
  new HistorySync(store, {
    ...EVERY_PASS_WHOLE,
    comparison: { ...EVERY_PASS_WHOLE.comparison, ...comparison },
  });

/** What the store should keep of a run's comparison, from the mock's own rows. */
function expectedOf(mock: MockService, runId: string) {
  const run = mock.store.runs.get(runId)!;
  const compared = new Map<string, number>();
  for (const row of run.comparison) compared.set(row.CASEID, (compared.get(row.CASEID) ?? 0) + 1);
  const differences = run.comparison
    .filter((row) => row.RESULT !== 'MATCH')
    .map((row) => [row.CASEID, row.PATH, row.REF_VALUE, row.CUR_VALUE, row.RESULT].join('|'))
    .toSorted();
  return { compared, differences };
}

async function keptOf(store: HistoryStore, runId: string) {
  const [run] = await store.db.select({ comparison: runs.comparison }).from(runs).where(eq(runs.id, runId));
  const rows = await store.db
    .select({ caseId: executions.caseId, compared: executions.comparedFields })
    .from(executions)
    .where(eq(executions.runId, runId));
  const differences = await store.db.select().from(fieldDifferences).where(eq(fieldDifferences.runId, runId));
  return {
    comparison: run?.comparison,
    compared: new Map(rows.map((row) => [row.caseId, row.compared])),
    differences,
    texts: differences
      .map((row) => [row.caseId, row.path, row.refValue, row.curValue, row.result].join('|'))
      .toSorted(),
  };
}

const comparisonReads = (log: RequestLog) => log.requests.filter((path) => path.includes('$includeComparison=true'));

describe.each(ENGINES)('field differences in the history store on %s', { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let log: RequestLog;
  /** The start day of the middle run of the seeded history, and the window of days that begins there. */
  let middleDay: string;
  let middleWindow: number;

  beforeEach(async () => {
    mock = await createMockService({ dataset: SIZES, runPaceMs: 5 });
    log = useInProcessService(mock);
    store = await openTestStore(engine);
    const days = [...mock.store.runs.values()].map((run) => run.record.STARTED_DATE).toSorted();
    middleDay = days[days.length / 2]!;
    middleWindow = Math.round((Date.parse(new Date().toISOString().slice(0, 10)) - Date.parse(middleDay)) / DAY_MS);
  }, 60_000);
  afterEach(async () => {
    await store.close();
    await mock.close();
  });

  it('keeps the fields that differ and the fields compared of runs in the window, and says the others were not read', async () => {
    const sync = syncWith(store, { windowDays: middleWindow });
    await sync.pass();
    expect(daysBefore(sync.clock.today(), middleWindow)).toBe(middleDay);
    const actual = [];
    const expected = [];
    for (const [runId, run] of mock.store.runs) {
      const kept = await keptOf(store, runId);
      actual.push({
        runId,
        comparison: kept.comparison,
        compared: run.details.map((detail) => kept.compared.get(detail.CASEID)),
        differences: kept.texts,
      });
      const sent = expectedOf(mock, runId);
      const inWindow = run.record.STARTED_DATE >= middleDay;
      expected.push({
        runId,
        comparison: inWindow ? 'sent' : null,
        compared: run.details.map((detail) => (inWindow ? (sent.compared.get(detail.CASEID) ?? 0) : null)),
        differences: inWindow ? sent.differences : [],
      });
      for (const row of kept.differences) {
        expect(row.runStartedAt).toBe(`${run.record.STARTED_DATE} ${run.record.STARTED_TIME}`);
        expect(row.automationObject).toBe(run.details.find((detail) => detail.CASEID === row.caseId)!.OBJDEFID);
        expect(row.masked).toBe(false);
      }
    }
    expect(actual).toEqual(expected);
    const read = expected.filter((run) => run.comparison === 'sent');
    expect(read.length).toBeGreaterThan(5);
    expect(read.length).toBeLessThan(expected.length - 5);
    expect(read.some((run) => run.differences.length > 0)).toBe(true);
  });

  /** A mock whose runs go on long enough to be seen in progress, and an async run of four test cases on it. */
  async function slowRun(name: string): Promise<string> {
    await mock.close();
    mock = await createMockService({ dataset: SIZES, runPaceMs: 300 });
    // oxlint-disable-next-line react-hooks/rules-of-hooks -- no React hook: it points the service client at the mock
    log = useInProcessService(mock);
    await syncWith(store, {}).pass();
    const started = await startTestRun({
      TEST_CASES: [...mock.store.testCases.keys()].slice(0, 4),
      TEST_RUN_NAME: name,
      ASYNC: 'X',
    });
    if (started.kind !== 'async') throw new Error('async start expected');
    return started.runId;
  }

  const runEnd = async (runId: string) => {
    while (mock.store.runs.get(runId)!.record.END_DATE === '') await new Promise((wake) => setTimeout(wake, 20));
  };

  it("reads a new run's comparison with its final read, not a request of its own", async () => {
    const runId = await slowRun('Compared run');
    const sync = syncWith(store, {});
    await sync.pass();
    await runEnd(runId);
    log.requests.length = 0;
    await sync.pass();
    const reads = log.requests.filter((path) => path.includes('$includeDetails=true'));
    expect(reads).toHaveLength(1);
    expect(comparisonReads(log)).toEqual(reads);
    const kept = await keptOf(store, runId);
    expect(kept.comparison).toBe('sent');
    expect(kept.texts).toEqual(expectedOf(mock, runId).differences);
    expect([...kept.compared.values()].every((count) => count !== null)).toBe(true);
  });

  it("reads a watched run's comparison once when it has ended, not with its reads every 2 s", async () => {
    const runId = await slowRun('Watched run');
    const sync = syncWith(store, {});
    await wishWriterOf(store.db)('run', runId, new Date(), 60_000);
    log.requests.length = 0;
    await sync.pass();
    expect(log.requests).toContain(`/testruns/${runId}?$includeDetails=true`);
    expect(comparisonReads(log)).toEqual([]);
    await runEnd(runId);
    log.requests.length = 0;
    await sync.pass();
    const today = sync.clock.today();
    expect(comparisonReads(log)).toEqual([
      `/testruns?STARTED_FROM=${today}&STARTED_TO=${today}&$includeDetails=true&$includeComparison=true`,
    ]);
    expect((await keptOf(store, runId)).texts).toEqual(expectedOf(mock, runId).differences);
    log.requests.length = 0;
    await sync.pass();
    expect(comparisonReads(log)).toEqual([]);
  });

  it('keeps values masked under the setting, and masks those kept as sent once it is on', async () => {
    await syncWith(store, { windowDays: 365, retentionDays: 365 }).pass();
    const inOrder = [
      fieldDifferences.runId,
      fieldDifferences.caseId,
      fieldDifferences.contentId,
      fieldDifferences.path,
    ];
    const plain = await store.db
      .select()
      .from(fieldDifferences)
      .orderBy(...inOrder.map((column) => asc(column)));
    expect(plain.some((row) => row.masked)).toBe(false);
    await syncWith(store, { windowDays: 365, retentionDays: 365, maskValues: true }).pass();
    const masked = await store.db
      .select()
      .from(fieldDifferences)
      .orderBy(...inOrder.map((column) => asc(column)));
    expect(masked).toHaveLength(plain.length);
    const sent = new Set(plain.flatMap((row) => [row.refValue, row.curValue]).filter(Boolean));
    for (const row of masked) {
      expect(row.masked).toBe(true);
      expect([row.refValue, row.curValue].filter((value) => sent.has(value))).toEqual([]);
    }
    // Equal values stay equal and differing ones differ; each keeps its shape.
    plain.forEach((row, index) => {
      const mask = masked[index]!;
      expect(mask.refValue === mask.curValue).toBe(row.refValue === row.curValue);
      expect(mask.curValue.startsWith(`${valueShape(row.curValue, row.runStartedAt)}#`)).toBe(true);
    });
    // A run read afresh under the setting is stored masked straight away.
    const { runId } = plain[0]!;
    await store.db.update(runs).set({ storedAs: null }).where(eq(runs.id, runId));
    await syncWith(store, { windowDays: 365, retentionDays: 365, maskValues: true }).pass();
    const reread = (await keptOf(store, runId)).differences;
    expect(reread).toHaveLength(plain.filter((row) => row.runId === runId).length);
    expect(reread.every((row) => row.masked && row.curValue.includes('#'))).toBe(true);
  });

  it('deletes the differences of runs older than the retention, with their counts', async () => {
    await syncWith(store, { windowDays: 365, retentionDays: 365 }).pass();
    const before = await store.db.select().from(fieldDifferences);
    expect(before.some((row) => row.runStartedAt < `${middleDay} 00:00:00`)).toBe(true);
    await syncWith(store, { windowDays: middleWindow, retentionDays: middleWindow }).pass();
    const old = and(lt(runs.startedAt, `${middleDay} 00:00:00`), isNotNull(runs.comparison));
    expect(await store.db.select().from(runs).where(old)).toEqual([]);
    const after = await store.db.select().from(fieldDifferences);
    expect(after.every((row) => row.runStartedAt >= `${middleDay} 00:00:00`)).toBe(true);
    expect(after.length).toBe(before.filter((row) => row.runStartedAt >= `${middleDay} 00:00:00`).length);
    const counted = await store.db
      .select({ runId: executions.runId })
      .from(executions)
      .innerJoin(runs, eq(runs.id, executions.runId))
      .where(and(lt(runs.startedAt, `${middleDay} 00:00:00`), isNotNull(executions.comparedFields)));
    expect(counted).toEqual([]);
  });

  it('records that an older release sent no comparison when asked, and asks no more', async () => {
    log = useInProcessService(withoutComparison(mock));
    const sync = syncWith(store, { windowDays: middleWindow });
    await sync.pass();
    const recent = await store.db
      .select({ comparison: runs.comparison })
      .from(runs)
      .where(gte(runs.startedAt, `${middleDay} 00:00:00`));
    expect(recent.length).toBeGreaterThan(5);
    expect(recent.every((run) => run.comparison === 'unsent')).toBe(true);
    expect(await store.db.select().from(fieldDifferences)).toEqual([]);
    expect(await store.db.select().from(executions).where(isNotNull(executions.comparedFields))).toEqual([]);
    log.requests.length = 0;
    await sync.pass();
    expect(comparisonReads(log)).toEqual([]);
  });

  it("reads the window's comparison once into a store from before it, then asks nothing new", async () => {
    const sync = syncWith(store, { windowDays: middleWindow });
    await sync.pass();
    // The store as it was before comparisons were read: runs and results, none of it.
    await store.db.delete(fieldDifferences);
    await store.db.update(executions).set({ comparedFields: null });
    await store.db.update(runs).set({ comparison: null });
    log.requests.length = 0;
    await sync.pass();
    const reads = comparisonReads(log);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((path) => path.startsWith(`/testruns?STARTED_FROM=`))).toBe(true);
    const [newest] = mock.store.runIdsNewestFirst;
    expect((await keptOf(store, newest!)).texts).toEqual(expectedOf(mock, newest!).differences);
    log.requests.length = 0;
    await sync.pass();
    const today = sync.clock.today();
    const yesterday = sync.clock.yesterday();
    expect(log.requests.toSorted()).toEqual(
      [`/testruns?STARTED_FROM=${today}`, `/testruns?STARTED_FROM=${yesterday}&STARTED_TO=${yesterday}`].toSorted(),
    );
  });
});
