import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRun } from '../../contract/records';
import { createTestClient, errorMessage, type TestClient } from '../testing/service-client';

let client: TestClient;
beforeAll(async () => {
  client = await createTestClient();
});
afterAll(() => client.service.close());

describe('GET /testruns', () => {
  it('lists runs newest first with DETAILS and COMPARISON empty and no METADATA unless asked', async () => {
    const runs = await client.data<TestRun>('/testruns');
    expect(runs).toHaveLength(client.service.store.runs.size);
    const stamps = runs.map((run) => `${run.STARTED_DATE}T${run.STARTED_TIME}`);
    expect(stamps).toEqual(stamps.toSorted().toReversed());
    expect(
      runs.every((run) => run.DETAILS.length === 0 && run.COMPARISON?.length === 0 && run.METADATA === undefined),
    ).toBe(true);
  });

  it('filters by inclusive start date range, single date, user (ignoring case), type, name pattern and q', async () => {
    const range = await client.data<TestRun>('/testruns?STARTED_FROM=2026-11-01&STARTED_TO=2026-11-10');
    expect(range.length).toBeGreaterThan(0);
    expect(range.every((run) => run.STARTED_DATE >= '2026-11-01' && run.STARTED_DATE <= '2026-11-10')).toBe(true);
    const day = range[0]!.STARTED_DATE;
    expect((await client.data<TestRun>(`/testruns?started_date=${day}`)).every((run) => run.STARTED_DATE === day)).toBe(
      true,
    );
    const byUser = await client.data<TestRun>('/testruns?STARTED_BY=batch_qa');
    expect(byUser.length).toBeGreaterThan(0);
    expect(byUser.every((run) => run.STARTED_BY === 'BATCH_QA')).toBe(true);
    const smoke = await client.data<TestRun>('/testruns?TYPE=SM');
    expect(smoke.length).toBeGreaterThan(0);
    expect(smoke.every((run) => run.TYPE === 'SM')).toBe(true);
    const named = await client.data<TestRun>('/testruns?NAME=nightly*');
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((run) => run.NAME.startsWith('Nightly'))).toBe(true);
    expect(await client.data<TestRun>('/testruns?q=NIGHTLY')).toHaveLength(named.length);
  });

  it('reads one run case-insensitively with details, comparison and metadata on request', async () => {
    const runId = client.service.store.runIdsNewestFirst[0]!;
    const [run] = await client.data<TestRun>(
      `/testruns/${runId.toLowerCase()}?$includeDetails=true&$includeComparison=true&$includeMetadata=true`,
    );
    expect(run!.RUN_ID).toBe(runId);
    expect(run!.DETAILS.length).toBe(run!.TC_TOTAL);
    expect(run!.TC_PASSED + run!.TC_FAILED).toBe(run!.TC_TOTAL);
    expect(run!.COMPARISON!.length).toBeGreaterThan(0);
    expect(run!.METADATA!.map((row) => row.NAME)).toContain('ADAPTER_TYPE');
  });

  it('names no reports of an SAP system, as none stands behind the mock: seeded runs and started ones alike', async () => {
    const started = await client.post('/testruns', {
      DATA: { TEST_CASES: [[...client.service.store.testCases.keys()][0]!] },
    });
    const runs = [
      ...(await client.data<TestRun>('/testruns')),
      ...((await started.json()) as { DATA: TestRun[] }).DATA,
    ];
    expect(runs.length).toBeGreaterThan(1);
    for (const run of runs) expect(run).toMatchObject({ REPORT_URL: '', FIORI_REPORT_URL: '' });
    const results = await client.data(`/testcases/${runs.at(-1)!.DETAILS[0]!.CASEID}/results`);
    for (const result of results) expect(result).toMatchObject({ REPORT_URL: '' });
  });

  it('marks failing comparison rows ERROR and accepted ones WARNING, consistent with the status', async () => {
    // Which failures have failing rows is the message's story (data/coherent-failures.test.ts): not a target's HTTP 500.
    const failedRun = [...client.service.store.runs.values()].find((run) => run.details.some((d) => d.STATUS === 'E'))!;
    const [run] = await client.data<TestRun>(
      `/testruns/${failedRun.record.RUN_ID}?$includeDetails=true&$includeComparison=true`,
    );
    const resultsOf = (caseId: string) =>
      run!.COMPARISON!.filter((row) => row.CASEID === caseId).map((row) => row.RESULT);
    const withStatus = (status: string) => run!.DETAILS.filter((detail) => detail.STATUS === status);
    expect(withStatus('E').some((detail) => resultsOf(detail.CASEID).includes('ERROR'))).toBe(true);
    for (const detail of run!.DETAILS.filter((row) => row.STATUS !== 'E'))
      expect(resultsOf(detail.CASEID)).not.toContain('ERROR');
    for (const detail of withStatus('S'))
      expect(resultsOf(detail.CASEID).every((result) => result === 'MATCH')).toBe(true);
    for (const detail of withStatus('W')) expect(resultsOf(detail.CASEID)).toContain('WARNING');
  });

  it.each([
    ['/testruns?STARTED_FROM=2026-11-10&STARTED_TO=2026-11-01', 'is after STARTED_TO'],
    ['/testruns?STARTED_DATE=2025-13-45', 'not a valid date'],
    ['/testruns?$includeDetails=si', 'not a boolean'],
    ['/testruns/XYZ', 'not a valid run ID'],
  ])('GET %s answers 400', async (path, message) => {
    const response = await client.get(path);
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toContain(message);
  });

  it('answers 404 for a well-formed unknown run ID', async () => {
    expect((await client.get(`/testruns/${'0'.repeat(32)}`)).status).toBe(404);
  });
});
