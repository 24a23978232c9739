import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../web/testing/mock-server';
import { generateReport } from './reports/generate-report';
import { getScenario } from './scenarios/get-scenario';
import { getScenarios } from './scenarios/get-scenarios';
import { fetchPayloadBlob, getPayload } from './test-cases/get-payload';
import { getTestCase } from './test-cases/get-test-case';
import { getTestCaseContents } from './test-cases/get-test-case-contents';
import { getTestCaseResults } from './test-cases/get-test-case-results';
import { getTestCaseVariables } from './test-cases/get-test-case-variables';
import { getTestCases } from './test-cases/get-test-cases';
import { getTestRun } from './test-runs/get-test-run';
import { getTestRuns } from './test-runs/get-test-runs';
import { startTestRun } from './test-runs/start-test-run';

const mock = setupMockServer();
const anyRanCase = () =>
  [...mock.service.store.testCases.values()].find(
    (c) => c.LAST_RUN_ID && mock.service.store.variablesByCase.get(c.CASEID)?.length,
  )!;

describe('every read endpoint through the client', () => {
  it('scenarios: filters, one folder with its children', async () => {
    const top = await getScenarios({ PARENTID: '0' });
    const expanded = await getScenario(top[0]!.SCNRID, { $children: true, $expandLevels: 3 });
    expect(expanded[0]).toEqual(top[0]);
    expect(expanded.length).toBeGreaterThan(1);
    expect((await getScenarios({ q: 'cash' })).every((folder) => /cash/i.test(folder.DESCR))).toBe(true);
  });

  it('test cases: list with sub-folders and filters, one record, results, payloads, variables', async () => {
    const sample = anyRanCase();
    const list = await getTestCases({ SCNRID: sample.SCNRID, IFTYPE: sample.IFTYPE, $includeSubfolders: true });
    expect(list.map((c) => c.CASEID)).toContain(sample.CASEID);
    expect(await getTestCase(String(Number(sample.CASEID)))).toEqual(sample);
    expect((await getTestCaseResults(sample.CASEID))[0]!.RUN_ID).toBe(sample.LAST_RUN_ID);
    const contents = await getTestCaseContents(sample.CASEID);
    const payload = await getPayload(sample.CASEID, contents[0]!.CONTENT_ID);
    expect(payload.size).toBe(contents[0]!.SIZE);
    expect(payload.fileName).toMatch(/\.(xml|json|txt|edi)$/);
    const { blob, fileName } = await fetchPayloadBlob(sample.CASEID, contents[0]!.CONTENT_ID);
    expect(blob.size).toBe(payload.size);
    expect(fileName).toBe(payload.fileName);
    expect((await getTestCaseVariables(sample.CASEID)).length).toBeGreaterThan(0);
  });

  it('test runs: list with every option, one run with the include options', async () => {
    const runs = await getTestRuns({
      STARTED_FROM: '2026-11-01',
      STARTED_TO: '2026-11-30',
      TYPE: 'RT',
      STARTED_BY: 'batch_qa',
      $includeDetails: true,
    });
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.every((run) => run.TYPE === 'RT' && run.DETAILS.length === run.TC_TOTAL)).toBe(true);
    const run = await getTestRun(runs[0]!.RUN_ID, { $includeComparison: true, $includeMetadata: true });
    expect(run.COMPARISON!.length).toBeGreaterThan(0);
    expect(run.METADATA!.length).toBeGreaterThan(0);
  });
});

describe('changing endpoints through the client', () => {
  it('starts sync and async runs', async () => {
    const [a, b] = [...mock.service.store.testCases.keys()];
    const sync = await startTestRun({ TEST_CASES: [a!], TEST_RUN_NAME: 'From the client' });
    expect(sync.kind === 'sync' && sync.run.NAME).toBe('From the client');
    const started = await startTestRun({ TEST_CASES: [b!], ASYNC: 'X' });
    expect(started.kind === 'async' && started.runId).toMatch(/^[0-9A-F]{32}$/);
  });

  it('generates a report with the server file name', async () => {
    const report = await generateReport({ STARTED_DATE_FROM: '2026-11-18' });
    expect(report.fileName).toMatch(/^test-execution-report-\d{8}-\d{6}\.xlsx$/);
    expect(report.blob.size).toBeGreaterThan(1000);
  });

  it('rejects a bad request with the server message', async () => {
    await expect(startTestRun({ TEST_CASES: ['999999'] })).rejects.toMatchObject({
      status: 400,
      message: 'Test case 999999 does not exist',
    });
  });
});
