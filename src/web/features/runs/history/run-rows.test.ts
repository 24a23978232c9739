import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListRun } from '../../../../contract/dashboard-api/runs';
import { setupMockServer, TEST_BASE_URL } from '../../../testing/mock-server';
import { abortUnfinishedRuns } from '../../../../mock/journal/abort-unfinished';
import { runRows } from './run-rows';
import { RUN_VALUES } from './run-values';

const mock = setupMockServer();

/** A listed run as far as a refresh looks at it: its start day, and an end once finished. */
const run = (STARTED_DATE: string, finished: boolean) =>
  ({ RUN_ID: `R${STARTED_DATE}${finished}`, STARTED_DATE, END_DATE: finished ? STARTED_DATE : '' }) as ListRun;

/** The `STARTED_FROM` of each read of the runs a refresh makes ('' for a read without one). */
async function readsOf(rows: ListRun[], query = {}): Promise<string[]> {
  const recorded = mock.recordRequests();
  for await (const batch of runRows.refresh!(rows, { baseUrl: TEST_BASE_URL, query, fromStore: false })) void batch;
  // The list's reads, not those of single runs just finished (read with their test cases).
  return recorded
    .map((request) => new URL(request.url))
    .filter((url) => !url.searchParams.has('$includeDetails'))
    .map((url) => url.searchParams.get('STARTED_FROM') ?? '');
}

describe('the runs list read again while a run is in progress', () => {
  it('reads the runs from the day the oldest run in progress started, not the whole history', async () => {
    const reads = await readsOf([run('2026-11-20', true), run('2026-11-18', false), run('2026-10-02', true)]);
    expect(reads.length).toBeGreaterThan(0);
    for (const from of reads) expect(from >= '2026-11-18').toBe(true);
  });

  it("keeps the list's own start when it is later than the runs in progress", async () => {
    const reads = await readsOf([run('2026-11-18', false)], { STARTED_FROM: '2026-11-25' });
    for (const from of reads) expect(from >= '2026-11-25').toBe(true);
  });

  it('reads the whole list again when a run in progress has no start day to bound it', async () => {
    expect(await readsOf([run('', false), run('2026-11-20', true)])).toContain('');
  });

  it('reads a list of one day or one run again, as it is, while a run in it is in progress', async () => {
    expect(await readsOf([run('2026-11-18', false)], { STARTED_DATE: '2026-11-18' })).toEqual(['']);
    expect(await readsOf([run('2026-11-18', false)], { RUN_ID: 'A'.repeat(32) })).toEqual(['']);
  });
});

/** Makes this test's today (mid-morning, UTC) that day. */
const today = (day: string) => vi.useFakeTimers({ now: new Date(`${day}T10:00:00Z`), toFake: ['Date'] });

describe('the runs list read again while no run is in progress (runs started elsewhere)', () => {
  afterEach(() => vi.useRealTimers());

  it("reads from the newest listed run's day when it is yesterday or later", async () => {
    today('2026-11-29');
    const reads = await readsOf([run('2026-11-29', true), run('2026-11-02', true)]);
    expect(reads.length).toBeGreaterThan(0);
    for (const from of reads) expect(from).toBe('2026-11-29');
  });

  it('reads from yesterday when the newest listed run is older: a run started before midnight is found', async () => {
    today('2026-11-29');
    const reads = await readsOf([run('2026-10-02', true)]);
    expect(reads.length).toBeGreaterThan(0);
    for (const from of reads) expect(from).toBe('2026-11-28');
  });

  it('reads from yesterday past a listed run that starts after tomorrow, a date no clock gives', async () => {
    today('2026-11-29');
    const reads = await readsOf([run('9999-12-31', true), run('2026-11-02', true)]);
    expect(reads.length).toBeGreaterThan(0);
    for (const from of reads) expect(from).toBe('2026-11-28');
  });

  it('reads from yesterday when nothing is listed yet', async () => {
    today('2026-11-29');
    const reads = await readsOf([]);
    expect(reads.length).toBeGreaterThan(0);
    for (const from of reads) expect(from).toBe('2026-11-28');
  });

  it('reads nothing for a range that ended before, nor for a past day or one run', async () => {
    today('2026-11-29');
    expect(await readsOf([run('2026-11-20', true)], { STARTED_TO: '2026-11-25' })).toEqual([]);
    expect(await readsOf([run('2026-11-20', true)], { STARTED_DATE: '2026-11-20' })).toEqual([]);
    expect(await readsOf([run('2026-11-29', true)], { RUN_ID: 'A'.repeat(32) })).toEqual([]);
  });

  it('reads a day that is today again', async () => {
    today('2026-11-29');
    expect(await readsOf([run('2026-11-29', true)], { STARTED_DATE: '2026-11-29' })).not.toEqual([]);
  });
});

/** A run of three cases that the service stopped under: started, then aborted as a restart does. */
async function cutShortRun(): Promise<string> {
  const { store, engine } = mock.service;
  const caseIds = [...store.testCases.keys()].slice(0, 3);
  const started = await engine.startRun({ TEST_CASES: caseIds, ASYNC: 'X', TEST_RUN_NAME: 'Cut short' }, 'lead');
  if (started.kind !== 'async') throw new Error('the start was not asynchronous');
  abortUnfinishedRuns(store, [started.runId], new Date());
  return started.runId;
}

async function listed(query = {}): Promise<ListRun[]> {
  const rows: ListRun[] = [];
  for await (const batch of runRows.load({ baseUrl: TEST_BASE_URL, query, fromStore: false })) rows.push(...batch);
  return rows;
}

describe('the runs list tells a run cut short by a service stop', () => {
  it('reads the newest runs again with their test cases and puts the cut short one in its place', async () => {
    const runId = await cutShortRun();
    const rows = await listed();
    const index = rows.findIndex((row) => row.RUN_ID === runId);
    expect(RUN_VALUES.Status(rows[index]!)).toBe('Finished');
    const refined: { index: number; row: ListRun }[] = [];
    for await (const batch of runRows.refine!(rows, { baseUrl: TEST_BASE_URL, query: {}, fromStore: false }))
      refined.push(...batch);
    expect(refined.map((entry) => entry.index)).toEqual([index]);
    expect(RUN_VALUES.Status(refined[0]!.row)).toBe('Cut short');
    expect(RUN_VALUES.Failed(refined[0]!.row)).toBe(0);
  });

  it('reads a run that finished since the last look with its test cases', async () => {
    const { store, engine } = mock.service;
    const started = await engine.startRun({ TEST_CASES: [...store.testCases.keys()].slice(0, 3), ASYNC: 'X' }, 'lead');
    if (started.kind !== 'async') throw new Error('the start was not asynchronous');
    const held = await listed();
    expect(RUN_VALUES.Status(held.find((row) => row.RUN_ID === started.runId)!)).toBe('Running');
    abortUnfinishedRuns(store, [started.runId], new Date());
    const fresh: ListRun[] = [];
    for await (const batch of runRows.refresh!(held, { baseUrl: TEST_BASE_URL, query: {}, fromStore: false }))
      fresh.push(...batch);
    expect(RUN_VALUES.Status(fresh.find((row) => row.RUN_ID === started.runId)!)).toBe('Cut short');
  });
});
