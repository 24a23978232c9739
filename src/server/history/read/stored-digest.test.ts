import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passRateOf } from '../../../analysis/overview/outcome';
import { daysAfter, lastFullWeek, mondayOf } from '../../../contract/weeks';
import { lifecycleQuerySchema } from '../../../contract/dashboard-api/lifecycle';
import { overviewQuerySchema } from '../../../contract/dashboard-api/overview';
import { toWireDateTime } from '../../../contract/date-time';
import { createMockService, type MockService } from '../../../mock/create-mock-service';
import type { HistoryStore } from '../store/open-store';
import { useInProcessService } from '../testing/in-process-service';
import { ENGINES, openSyncedStore } from '../testing/test-stores';
import { needsTriage } from '../triage/needs-triage';
import { enterQuarantine, leaveQuarantine } from '../triage/quarantine-store';
import { overviewFigures } from './overview-figures';
import { storedDigest } from './stored-digest';
import { storedLifecycle } from './stored-lifecycle';

const SIZES = { folders: 12, testCases: 80, runs: 60, maxDepth: 3 };

describe('the digest week', () => {
  it('is the last week that has ended: on a Monday the one that ended the day before', () => {
    expect(lastFullWeek('2026-12-06')).toBe('2026-11-23'); // a Sunday: its own week has not ended
    expect(lastFullWeek('2026-12-07')).toBe('2026-11-30');
    expect(lastFullWeek('2026-12-13')).toBe('2026-11-30');
  });
});

describe.each(ENGINES)('the weekly digest over the store on %s', { timeout: 120_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  const now = new Date();
  const today = toWireDateTime(now).date;
  const noon = new Date(`${today}T12:00:00Z`);

  beforeAll(async () => {
    mock = await createMockService({ dataset: SIZES });
    useInProcessService(mock);
    store = await openSyncedStore(engine);
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await mock.close();
  });

  it("gives each of five weeks the overview's pass rate for that week", async () => {
    const week = lastFullWeek(today);
    const digest = await storedDigest(store.db, week, now);
    expect(digest.week).toEqual({ from: week, to: daysAfter(week, 6) });
    expect(digest.passRates.map((each) => each.from)).toEqual([28, 21, 14, 7, 0].map((days) => daysAfter(week, -days)));
    for (const rate of digest.passRates) {
      const figures = await overviewFigures(store.db, overviewQuerySchema.parse({ from: rate.from, to: rate.to }));
      expect(rate.passRate).toBe(passRateOf(figures.executions) ?? null);
    }
    expect(digest.passRates.some((each) => each.finished > 0)).toBe(true);
  });

  it("lists the week's failing cases by the lifecycle's class, and the queue oldest first", async () => {
    const lifecycle = await storedLifecycle(store.db, lifecycleQuerySchema.parse({ days: '366', limit: '500' }), noon);
    // The weeks the mock's failing cases date from, and one with none.
    const weeks = new Set(lifecycle.rows.map((row) => mondayOf(row.since.STARTED_DATE)));
    expect(weeks.size).toBeGreaterThan(0);
    for (const week of [...weeks, daysAfter(mondayOf(today), 7)]) {
      const digest = await storedDigest(store.db, week, now);
      // The cases that failed from 30 days before the week on.
      const days = String((Date.parse(today) - Date.parse(daysAfter(week, -30))) / 86_400_000 + 1);
      const inWindow = await storedLifecycle(store.db, lifecycleQuerySchema.parse({ days, limit: '500' }), noon);
      const expected = inWindow.rows
        .filter((row) => row.since.STARTED_DATE >= week && row.since.STARTED_DATE <= daysAfter(week, 6))
        .map((row) => row.CASEID)
        .toSorted();
      expect(digest.failures.cases.map((row) => row.CASEID).toSorted()).toEqual(expected);
      expect(Object.values(digest.failures.counts).reduce((sum, each) => sum + each, 0)).toBe(expected.length);
    }
    const digest = await storedDigest(store.db, lastFullWeek(today), now);
    const queue = await needsTriage(store.db, { days: 30, limit: 500 }, noon);
    expect(digest.needsTriage.signatures).toBe(queue.total.signatures);
    expect(digest.needsTriage.oldest.length).toBe(queue.entries.length);
    const since = digest.needsTriage.oldest.map((entry) => entry.waitingSince);
    expect(since).toEqual(since.toSorted());
    for (const entry of digest.needsTriage.oldest) {
      const newest = queue.entries.find(
        (each) =>
          each.signature.OBJDEFID === entry.signature.OBJDEFID && each.signature.cause === entry.signature.cause,
      )!;
      expect(entry.waitingSince <= newest.newest.STARTED_DATE).toBe(true);
      expect(entry.days).toBe(Math.round((Date.parse(today) - Date.parse(entry.waitingSince)) / 86_400_000));
    }
    expect(digest.noisyFields.length).toBeLessThanOrEqual(5);
    expect(digest.noisyFields.every((field) => field.kind === 'noise' || field.kind === 'drift')).toBe(true);
    const runs = digest.noisyFields.map((field) => field.runsDiffered);
    expect(runs).toEqual(runs.toSorted((a, b) => b - a));
  });

  it('lists the quarantines entered and left in the week, and none of other weeks', async () => {
    const [caseId] = mock.store.testCases.keys();
    const monday = daysAfter(lastFullWeek(today), 7);
    const entering = new Date(`${daysAfter(monday, 1)}T08:00:00Z`);
    await enterQuarantine(
      store.db,
      { CASEID: caseId!, reason: 'flips', passesNeeded: 50 },
      { user: 'LEAD', now: entering },
      [],
    );
    await leaveQuarantine(store.db, caseId!, { user: 'LEAD', now: new Date(`${daysAfter(monday, 8)}T09:00:00Z`) }, []);
    const entered = await storedDigest(store.db, monday, now);
    expect(entered.quarantines.entered).toEqual([
      { CASEID: caseId, at: `${daysAfter(monday, 1)}T08:00:00Z`, by: 'LEAD', reason: 'flips' },
    ]);
    expect(entered.quarantines.left).toEqual([]);
    const left = await storedDigest(store.db, daysAfter(monday, 7), now);
    expect(left.quarantines.entered).toEqual([]);
    expect(left.quarantines.left).toEqual([{ CASEID: caseId, at: `${daysAfter(monday, 8)}T09:00:00Z`, how: 'hand' }]);
  });
});
