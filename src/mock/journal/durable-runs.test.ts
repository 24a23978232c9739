import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestCase, TestRun } from '../../contract/records';
import { createTestClient, errorMessage, type TestClient } from '../testing/service-client';
import { createJournalWriter } from './journal-writer';
import { JOURNAL_FILE_NAME } from './open-journal';

const running: TestClient[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((client) => client.service.close()));
  vi.restoreAllMocks();
});

async function start(dataDir: string, options: Parameters<typeof createTestClient>[0] = {}): Promise<TestClient> {
  const client = await createTestClient({ dataDir, ...options });
  running.push(client);
  return client;
}

async function stop(client: TestClient): Promise<void> {
  running.splice(running.indexOf(client), 1);
  await client.service.close();
}

const journalLines = (dir: string) =>
  readFileSync(join(dir, JOURNAL_FILE_NAME), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { type: string; runId?: string; run?: { RUN_ID: string } });
const caseIds = (client: TestClient, from: number, count: number) =>
  [...client.service.store.testCases.keys()].slice(from, from + count);
const runIdOf = async (response: Response) =>
  ((await response.json()) as { DATA: { RUN_ID: string }[] }).DATA[0]!.RUN_ID;

/** Everything a client can read about a run and its test cases. */
async function visible(client: TestClient, runId: string) {
  const [run] = await client.data<TestRun>(
    `/testruns/${runId}?$includeDetails=true&$includeComparison=true&$includeMetadata=true`,
  );
  const cases = await Promise.all(
    run!.DETAILS.map(async (detail) => ({
      record: (await client.data<TestCase>(`/testcases/${detail.CASEID}`))[0],
      results: await client.data(`/testcases/${detail.CASEID}/results`),
      contents: await client.data(`/testcases/${detail.CASEID}/contenttypes`),
    })),
  );
  return { run, cases };
}

/** What a client can read about test cases: their records, result histories and payloads. */
const casesSeen = (client: TestClient, ids: readonly string[]) =>
  Promise.all(
    ids.map(async (caseId) => ({
      record: await client.data(`/testcases/${caseId}`),
      results: await client.data(`/testcases/${caseId}/results`),
      contents: await client.data(`/testcases/${caseId}/contenttypes`),
    })),
  );

async function expectRefused(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(await errorMessage(response)).toMatch(/not started and nothing changed/);
}

/** Makes every fsync fail after a moment, as a full or broken disk would. */
async function failingDisk(dir: string) {
  const probe = await open(join(dir, 'probe'), 'a');
  await probe.close();
  return vi
    .spyOn(Object.getPrototypeOf(probe) as FileHandle, 'datasync')
    .mockImplementation(() => sleep(50).then(() => Promise.reject(new Error('EIO: i/o error, fdatasync'))));
}

async function waitForEnd(client: TestClient, runId: string): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt++) {
    if ((await client.data<TestRun>(`/testruns/${runId}`))[0]!.END_DATE) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`run ${runId} did not finish`);
}

describe('runs kept in a data directory', () => {
  it('has a started run on disk by the time its start is answered', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-'));
    const client = await start(dir, { runPaceMs: 1000 });
    const syncId = await runIdOf(await client.post('/testruns', { DATA: { TEST_CASES: caseIds(client, 0, 2) } }));
    const onDisk = journalLines(dir).filter((record) => record.runId === syncId || record.run?.RUN_ID === syncId);
    expect(onDisk.map((record) => record.type)).toEqual([
      'run-started',
      'case-finished',
      'case-finished',
      'run-finished',
    ]);
    const asyncId = await runIdOf(
      await client.post('/testruns', { DATA: { TEST_CASES: caseIds(client, 2, 2), ASYNC: 'X' } }),
    );
    expect(journalLines(dir).some((record) => record.type === 'run-started' && record.run?.RUN_ID === asyncId)).toBe(
      true,
    );
  });

  it('shows after a restart exactly what clients saw before: runs, details, comparison, metadata, LAST_* fields, results, payloads', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-'));
    const first = await start(dir);
    const ids = caseIds(first, 10, 6);
    const given = { TEST_CONTAINER: [{ CASEID: ids[0]!, VAR_NAME: 'PO_NUMBER', VAR_VALUE: '4711-given' }] };
    const syncId = await runIdOf(
      await first.post('/testruns', { DATA: { TEST_CASES: ids.slice(0, 3), TEST_RUN_NAME: 'Nightly', ...given } }),
    );
    const asyncId = await runIdOf(
      await first.post('/testruns', { DATA: { TEST_CASES: ids.slice(3), ASYNC: 'X', EXECUTION_LANDSCAPE: 'PRD' } }),
    );
    await waitForEnd(first, asyncId);
    // Merging re-runs one case of the sync run and adds another.
    await first.post('/testruns', {
      DATA: { TEST_CASES: [ids[1]!, ids[5]!], TEST_RUN_NAME: 'Nightly', MERGE_WITH_EXISTING_RUN: 'X' },
    });
    const before = [await visible(first, syncId), await visible(first, asyncId)];
    expect(before[0]!.run!.DETAILS).toHaveLength(4);
    await stop(first);

    const second = await start(dir);
    expect(second.service.journal).toMatchObject({ aborted: 0 });
    expect([await visible(second, syncId), await visible(second, asyncId)]).toEqual(before);
    expect(await second.data<TestRun>('/testruns')).toHaveLength(second.service.store.runs.size);
    expect(second.service.store.runs.size).toBe(302);
  });

  it('aborts runs that were still going when the service stopped, once, and keeps their finished cases', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-'));
    const first = await start(dir, { runPaceMs: 150 });
    const runId = await runIdOf(
      await first.post('/testruns', { DATA: { TEST_CASES: caseIds(first, 20, 8), ASYNC: 'X' } }),
    );
    await vi.waitFor(
      () =>
        expect(
          first.service.store.runs.get(runId)!.details.filter((detail) => detail.END_DATE !== '').length,
        ).toBeGreaterThanOrEqual(2),
      { timeout: 5000 },
    );
    const finishedBefore = first.service.store.runs
      .get(runId)!
      .details.filter((detail) => detail.END_DATE !== '')
      .map((detail) => ({ ...detail }));
    await stop(first);

    const second = await start(dir);
    expect(second.service.journal).toMatchObject({ aborted: 1 });
    const [run] = await second.data<TestRun>(`/testruns/${runId}?$includeDetails=true`);
    expect(run!.END_DATE).not.toBe('');
    expect(run!.TC_TOTAL).toBe(8);
    expect(run!.TC_PASSED + run!.TC_FAILED).toBe(8);
    expect(run!.DETAILS.slice(0, finishedBefore.length)).toEqual(finishedBefore);
    const aborted = run!.DETAILS.filter((detail) => detail.MESSAGE.startsWith('Aborted: the service stopped'));
    expect(aborted.length).toBe(8 - finishedBefore.length);
    expect(aborted.every((detail) => detail.STATUS === 'A' && detail.STATUS_TXT === 'Aborted')).toBe(true);
    const [lastAborted] = await second.data<TestCase>(`/testcases/${aborted.at(-1)!.CASEID}`);
    expect(lastAborted).toMatchObject({ LAST_RUN_ID: runId, LAST_STATUS: 'A' });
    await stop(second);

    const third = await start(dir);
    expect(third.service.journal).toMatchObject({ aborted: 0 });
    expect((await third.data<TestRun>(`/testruns/${runId}?$includeDetails=true`))[0]).toEqual(run);
    expect(journalLines(dir).filter((record) => record.type === 'run-finished' && record.runId === runId)).toHaveLength(
      1,
    );
  });

  it('keeps a synchronous merge into a run still in progress: each case journaled once, the same after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-'));
    const first = await start(dir, { runPaceMs: 400 });
    const ids = caseIds(first, 50, 5);
    const runId = await runIdOf(
      await first.post('/testruns', { DATA: { TEST_CASES: ids.slice(0, 4), TEST_RUN_NAME: 'Going', ASYNC: 'X' } }),
    );
    expect(
      (
        await first.post('/testruns', {
          DATA: { TEST_CASES: ids.slice(4), TEST_RUN_NAME: 'Going', MERGE_WITH_EXISTING_RUN: 'X' },
        })
      ).status,
    ).toBe(200);
    await vi.waitFor(() => expect(first.service.engine.activeRuns()).toBe(0), { timeout: 5000 });
    const before = await visible(first, runId);
    expect(before.run!.END_DATE).not.toBe('');
    await stop(first);
    const results = journalLines(dir).filter((record) => record.type === 'case-finished' && record.runId === runId);
    expect(results).toHaveLength(5);

    const second = await start(dir);
    expect(second.service.journal).toMatchObject({ aborted: 0 });
    expect(await visible(second, runId)).toEqual(before);
  });

  it('skips a torn last record with a one-line warning and appends after the intact part', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-'));
    const first = await start(dir);
    const runId = await runIdOf(await first.post('/testruns', { DATA: { TEST_CASES: caseIds(first, 30, 1) } }));
    await stop(first);
    appendFileSync(join(dir, JOURNAL_FILE_NAME), '{"type":"case-finished","runId":"');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const second = await start(dir);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/journal\.ndjson: line 5 is incomplete .*skipped$/);
    expect((await second.data<TestRun>(`/testruns/${runId}`))[0]!.END_DATE).not.toBe('');
    const laterId = await runIdOf(await second.post('/testruns', { DATA: { TEST_CASES: caseIds(second, 31, 1) } }));
    await stop(second);

    warn.mockClear();
    const third = await start(dir);
    expect(warn).not.toHaveBeenCalled();
    expect(third.service.store.runs.has(laterId)).toBe(true);
  });

  it('refuses a journal written for another data set or seed, or damaged before its last line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-'));
    await stop(await start(dir));
    await expect(createTestClient({ dataDir: dir, seed: 7 })).rejects.toThrow(
      /'default' data set with seed 4711, but this server generates the 'default' data set with seed 7.*--dataset and --seed/,
    );
    await expect(
      createTestClient({ dataDir: dir, dataset: { folders: 5, testCases: 20, runs: 3, maxDepth: 2 } }),
    ).rejects.toThrow(/generates the custom \{"folders":5/);

    const damaged = mkdtempSync(join(tmpdir(), 'journal-'));
    const client = await start(damaged);
    await client.post('/testruns', { DATA: { TEST_CASES: caseIds(client, 0, 1) } });
    await stop(client);
    const lines = readFileSync(join(damaged, JOURNAL_FILE_NAME), 'utf8').split('\n');
    lines[1] = lines[1]!.slice(0, 20);
    writeFileSync(join(damaged, JOURNAL_FILE_NAME), lines.join('\n'));
    await expect(createTestClient({ dataDir: damaged })).rejects.toThrow(/line 2 is damaged .* move the file away/);
  });

  it('keeps the history its runs were started beside: days later the same dates, and another pinned end is refused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-'));
    const monday = new Date('2027-03-01T09:00:00Z');
    const first = await start(dir, { historyEnds: 'now', now: () => monday });
    await first.post('/testruns', { DATA: { TEST_CASES: caseIds(first, 0, 2) } });
    const kept = await first.data<TestRun>('/testruns');
    await stop(first);

    // The days in between are filled in (carry-forward.test.ts); what was there keeps its dates and IDs.
    const friday = await start(dir, { historyEnds: 'now', now: () => new Date('2027-03-05T09:00:00Z') });
    expect(friday.service.historyEnds).toEqual(first.service.historyEnds);
    const keptIds = new Set(kept.map((run) => run.RUN_ID));
    expect((await friday.data<TestRun>('/testruns')).filter((run) => keptIds.has(run.RUN_ID))).toEqual(kept);
    await stop(friday);

    await expect(createTestClient({ dataDir: dir, historyEnds: new Date('2027-03-05T07:00:00Z') })).rejects.toThrow(
      /beside a seeded history that ends 2027-03-01T06:59:00.000Z, but this server's ends 2027-03-05T07:00:00.000Z.*--history-ends now/,
    );
  });

  it('reads a journal from before the history end was recorded on the history every server then had', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-'));
    await stop(await start(dir));
    const [header, ...rest] = readFileSync(join(dir, JOURNAL_FILE_NAME), 'utf8').split('\n');
    const { historyEnds, ...older } = JSON.parse(header!) as Record<string, unknown>;
    expect(historyEnds).toBe('2026-11-20T17:00:00.000Z');
    writeFileSync(join(dir, JOURNAL_FILE_NAME), [JSON.stringify(older), ...rest].join('\n'));
    const client = await start(dir, { historyEnds: 'now', now: () => new Date('2027-03-01T09:00:00Z') });
    expect(client.service.historyEnds).toEqual(new Date('2026-11-20T17:00:00Z'));
  });

  it('drops the report addresses older journals recorded on a host that does not exist', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-'));
    const first = await start(dir);
    const runId = await runIdOf(await first.post('/testruns', { DATA: { TEST_CASES: caseIds(first, 0, 1) } }));
    await stop(first);
    const lines = readFileSync(join(dir, JOURNAL_FILE_NAME), 'utf8').split('\n');
    const older = lines.map((line) =>
      line.includes('"run-started"')
        ? line.replace(
            /"REPORT_URL":"","FIORI_REPORT_URL":""/,
            `"REPORT_URL":"https://s4q.example.com:44300/report?run_id=${runId}","FIORI_REPORT_URL":"https://s4q.example.com:44300/flp"`,
          )
        : line,
    );
    expect(older).not.toEqual(lines);
    writeFileSync(join(dir, JOURNAL_FILE_NAME), older.join('\n'));
    const [run] = await (await start(dir)).data<TestRun>(`/testruns/${runId}`);
    expect(run).toMatchObject({ REPORT_URL: '', FIORI_REPORT_URL: '' });
  });

  it('answers 503 to a start it cannot save, and the start changes nothing, not even after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-'));
    const client = await start(dir);
    const ids = caseIds(client, 40, 3);
    const keptId = await runIdOf(
      await client.post('/testruns', { DATA: { TEST_CASES: ids.slice(0, 2), TEST_RUN_NAME: 'Kept' } }),
    );
    const seen = async (at: TestClient) => ({
      runs: await at.data('/testruns'),
      kept: await visible(at, keptId),
      cases: await casesSeen(at, ids),
    });
    const before = await seen(client);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const datasync = await failingDisk(dir);

    const refused = [
      { TEST_CASES: ids.slice(1), TEST_RUN_NAME: 'Kept', MERGE_WITH_EXISTING_RUN: 'X' },
      { TEST_CASES: ids, TEST_RUN_NAME: 'Twin' },
      { TEST_CASES: ids, ASYNC: 'X' },
      { TEST_CASES: ids.slice(2), TEST_RUN_NAME: 'Kept', MERGE_WITH_EXISTING_RUN: 'X', ASYNC: 'X' },
      { TEST_CASES: ids.slice(1), TEST_RUN_NAME: 'Twin', MERGE_WITH_EXISTING_RUN: 'X' },
    ];
    // All at once, they change the store while the disk is failing their shared write; one by one, each
    // finds the journal stopped.
    for (const response of await Promise.all(refused.map((DATA) => client.post('/testruns', { DATA }))))
      await expectRefused(response);
    expect(await seen(client)).toEqual(before);
    for (const DATA of refused) await expectRefused(await client.post('/testruns', { DATA }));
    expect(await seen(client)).toEqual(before);
    expect(client.service.engine.activeRuns()).toBe(0);

    datasync.mockRestore();
    await expect(stop(client)).rejects.toThrow(/Could not write the journal/);
    expect(await seen(await start(dir))).toEqual(before);
  });

  it('says clearly when the journal cannot be written, and fails every flush after that', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-'));
    const handle = await open(join(dir, 'x.ndjson'), 'a');
    await handle.close();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const writer = createJournalWriter(handle, 'x.ndjson');
    writer.append({ type: 'run-finished', runId: 'A'.repeat(32), date: '2026-11-22', time: '10:00:00' });
    await expect(writer.flush()).rejects.toThrow(
      /Could not write the journal x\.ndjson: .*would not survive a restart/,
    );
    await expect(writer.flush()).rejects.toThrow(/Could not write the journal/);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
