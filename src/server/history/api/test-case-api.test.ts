import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseHistoryOf } from '../../../analysis/case-history';
import { getTestCase } from '../../../client/test-cases/get-test-case';
import { getTestCaseResults } from '../../../client/test-cases/get-test-case-results';
import type { CaseResults, StoredTestCase } from '../../../contract/dashboard-api/test-case';
import { TRIAGE_PATHS } from '../../../contract/dashboard-api/triage-basics';
import { unpadId } from '../../../contract/ids';
import type { CaseResult } from '../../../contract/records';
import type { MockService } from '../../../mock/create-mock-service';
import type { HistoryStore } from '../store/open-store';
import { executions, failures, testCases } from '../store/schema';
import { useInProcessService, type RequestLog } from '../testing/in-process-service';
import { ENGINES } from '../testing/test-stores';
import { openTriageStore, type triageApi } from '../testing/triage-api';

type Problem = { error: { code: string; message: string } };

const isFailure = (row: { STATUS: string }) => row.STATUS === 'E' || row.STATUS === 'A';

/** The service's history as the store answers it: newest first by the case's own start, without the landscape. */
const asStored = (results: CaseResult[]) =>
  results
    .map(({ LANDSCAPE_ID: _landscape, ...result }) => result)
    .toSorted((a, b) => `${b.STARTED_DATE} ${b.STARTED_TIME}`.localeCompare(`${a.STARTED_DATE} ${a.STARTED_TIME}`));

describe.each(ENGINES)("a test case's page over the store on %s", { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let api: ReturnType<typeof triageApi>;
  let log: RequestLog;
  /** A case with many results and a failure among them. */
  let caseId: string;
  let results: CaseResult[];

  beforeAll(async () => {
    ({ mock, store, api } = await openTriageStore(engine));
    log = useInProcessService(mock);
    const histories = await Promise.all(
      [...mock.store.testCases.keys()].map(async (id) => ({ id, results: await getTestCaseResults(id) })),
    );
    ({ id: caseId, results } = histories.toSorted((a, b) => b.results.length - a.results.length)[0]!);
    log.requests.length = 0;
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await mock.close();
  });

  it('answers the record, its last run and what its history tells, asking the service nothing', async () => {
    const { status, json } = await api.get(`/test-case?id=${unpadId(caseId)}`);
    expect(status).toBe(200);
    const answer = json as StoredTestCase;
    const record = await getTestCase(caseId);
    expect(answer.testCase).toEqual(record);
    expect(answer.lastRun?.NAME).toBe(mock.store.runs.get(record.LAST_RUN_ID)!.record.NAME);
    const { lastFailure, ...rest } = caseHistoryOf(asStored(results), []);
    expect(answer.history).toMatchObject(rest);
    expect(answer.history.lastFailure === null).toBe(lastFailure === null);
    expect(log.requests.filter((path) => !path.startsWith('/testcases?'))).toEqual([
      `/testcases/${caseId}`, // the test's own read above
    ]);
  });

  it("tells the team's decision on the last failure's cause, its ticket as a link", async () => {
    // A case whose last failure has a cause the paged case failed with too, so that its page shows the decision.
    const causes = new Set(
      (
        await store.db
          .select({ object: failures.automationObject, cause: failures.cause })
          .from(failures)
          .where(eq(failures.caseId, caseId))
      ).map(({ object, cause }) => `${object} ${cause}`),
    );
    const failed = (
      await store.db
        .select({ id: testCases.id, object: failures.automationObject, cause: failures.cause })
        .from(testCases)
        .innerJoin(failures, and(eq(failures.runId, testCases.lastRunId), eq(failures.caseId, testCases.id)))
        .where(eq(testCases.lastStatus, 'E'))
    ).find(({ object, cause }) => causes.has(`${object} ${cause}`));
    const read = async () => ((await api.get(`/test-case?id=${failed!.id}`)).json as StoredTestCase).history;
    const { lastFailure } = await read();
    expect(lastFailure?.triage).toBeNull();
    const [stored] = await store.db
      .select()
      .from(failures)
      .where(and(eq(failures.runId, lastFailure!.failure.RUN_ID), eq(failures.caseId, failed!.id)));
    const made = await api.call('PUT', TRIAGE_PATHS.decision, {
      body: {
        target: { kind: 'signature', OBJDEFID: stored!.automationObject, cause: stored!.cause },
        category: 'product-mapping',
        ticket: 'INT-4711',
        owner: 'Integration team',
        version: 0,
      },
    });
    expect(made.status).toBe(200);
    expect((await read()).lastFailure?.triage).toMatchObject({
      state: 'decided',
      decision: { category: 'product-mapping', ticket: 'INT-4711', owner: 'Integration team' },
      ticketHref: 'https://jira.example.com/browse/INT-4711',
    });
  });

  const page = async (query: string) => (await api.get(`/test-case/results?${query}`)).json as CaseResults;

  it('pages the result history newest first, with the total on every page', async () => {
    const first = await page(`id=${caseId}&limit=3`);
    const rest = await page(`id=${caseId}&offset=3&limit=500`);
    expect(first).toMatchObject({ total: results.length, offset: 0 });
    expect(first.rows).toHaveLength(3);
    const rows = [...first.rows, ...rest.rows];
    expect(rows.map(({ triage: _triage, ...result }) => result)).toEqual(asStored(results));
    // Each failure with the server's triage of it (the decision made above on the last one's cause); no pass has any.
    expect(rows.filter(isFailure).map((row) => row.triage?.state)).toContain('decided');
    expect(rows.filter((row) => !isFailure(row) && row.triage !== null)).toEqual([]);
    expect(rows.filter((row) => isFailure(row) && !row.triage)).toEqual([]);
    expect(await page(`id=${caseId}&offset=${results.length}`)).toEqual({
      total: results.length,
      offset: results.length,
      rows: [],
    });
  });

  it('refuses a query it cannot answer with a 400 that names the param', async () => {
    for (const [query, words] of [
      ['', '"id" is required'],
      ['id=abc', 'not a test case ID'],
      [`id=${caseId}&limit=0`, '"limit" is below 1'],
      [`id=${caseId}&limit=501`, 'more than 500 rows'],
      [`id=${caseId}&offset=-1`, '"offset" is below 0'],
    ] as const) {
      const { status, json } = await api.get(`/test-case/results?${query}`);
      expect({ query, status, words: (json as Problem).error.message.includes(words) }).toEqual({
        query,
        status: 400,
        words: true,
      });
    }
  });

  it('reads a test case the store does not know from the service by its ID, and keeps it', async () => {
    // Made after the store last read the catalogue, so no stored run has it either.
    await store.db.delete(executions).where(eq(executions.caseId, caseId));
    await store.db.delete(testCases).where(eq(testCases.id, caseId));
    log.requests.length = 0;
    const { status, json } = await api.get(`/test-case?id=${caseId}`);
    expect(status).toBe(200);
    expect((json as StoredTestCase).testCase.CASEID).toBe(caseId);
    expect(log.requests).toEqual([`/testcases/${caseId}`]);
    const [kept] = await store.db.select().from(testCases).where(eq(testCases.id, caseId));
    expect(kept?.seenAt).not.toBeNull();
    await api.get(`/test-case?id=${caseId}`);
    expect(log.requests).toHaveLength(1);
  });

  it('answers 404 for a test case neither the store nor the service has', async () => {
    for (const path of ['/test-case?id=9999999', '/test-case/results?id=9999999']) {
      const { status, json } = await api.get(path);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect((json as Problem).error.message).toBe(
        'Test case 9999999 does not exist: neither the history store nor the service has it.',
      );
    }
  });
});
