import { describe, expect, it } from 'vitest';
import type { ListedRun } from '../../../contract/records';
import { setupMockServer, TEST_BASE_URL } from '../../../testing/mock-server';
import { runRows } from './run-rows';

const mock = setupMockServer();

/** A listed run as far as a refresh looks at it: its start day, and an end once finished. */
const run = (STARTED_DATE: string, finished: boolean) =>
  ({ RUN_ID: `R${STARTED_DATE}${finished}`, STARTED_DATE, END_DATE: finished ? STARTED_DATE : '' }) as ListedRun;

/** The `STARTED_FROM` of each read of the runs a refresh makes ('' for a read without one). */
async function readsOf(rows: ListedRun[], query = {}): Promise<string[]> {
  const from: string[] = [];
  const listener = ({ request }: { request: Request }) =>
    void from.push(new URL(request.url).searchParams.get('STARTED_FROM') ?? '');
  mock.server.events.on('request:start', listener);
  try {
    for await (const batch of runRows.refresh!(rows, { baseUrl: TEST_BASE_URL, query })) void batch;
  } finally {
    mock.server.events.removeListener('request:start', listener);
  }
  return from;
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

  it('reads nothing when no run is in progress', async () => {
    expect(await readsOf([run('2026-11-20', true)])).toEqual([]);
  });

  it('reads the whole list again when a run in progress has no start day to bound it', async () => {
    expect(await readsOf([run('', false), run('2026-11-20', true)])).toContain('');
  });
});
