import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListedRun } from '../../../../contract/records';
import { setupMockServer, TEST_BASE_URL } from '../../../testing/mock-server';
import { runRows } from './run-rows';

const mock = setupMockServer();

/** A listed run as far as a refresh looks at it: its start day, and an end once finished. */
const run = (STARTED_DATE: string, finished: boolean) =>
  ({ RUN_ID: `R${STARTED_DATE}${finished}`, STARTED_DATE, END_DATE: finished ? STARTED_DATE : '' }) as ListedRun;

/** The `STARTED_FROM` of each read of the runs a refresh makes ('' for a read without one). */
async function readsOf(rows: ListedRun[], query = {}): Promise<string[]> {
  const recorded = mock.recordRequests();
  for await (const batch of runRows.refresh!(rows, { baseUrl: TEST_BASE_URL, query })) void batch;
  return recorded.map((request) => new URL(request.url).searchParams.get('STARTED_FROM') ?? '');
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
