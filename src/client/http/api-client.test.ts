import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockServer, TEST_BASE_URL } from '../../web/testing/mock-server';
import { getScenarios } from '../scenarios/get-scenarios';
import { getTestCase } from '../test-cases/get-test-case';
import { getTestCases } from '../test-cases/get-test-cases';
import { streamTestCases } from '../test-cases/stream-test-cases';
import { startTestRun } from '../test-runs/start-test-run';
import { ApiError } from './api-error';
import { STREAM_BATCH_CHARS, streamBatches } from './stream-records';
import { ERROR_CODES } from '../../contract/errors';
import { csrfTokens } from './csrf-tokens';
import { setTransport } from './transport';

const mock = setupMockServer();

describe('reads', () => {
  it('asks for JSON, never XML, and encodes options with the spec names', async () => {
    const seen = mock.recordRequests();
    const folders = await getScenarios({ PARENTID: '0', $children: true, $expandLevels: 2 });
    expect(folders.length).toBeGreaterThan(0);
    const request = seen.at(-1)!;
    expect(request.headers.get('accept')).toBe('application/json');
    expect(new URL(request.url).search).toBe('?PARENTID=0&$children=true&$expandLevels=2');
  });

  it('turns the error body into an ApiError naming the endpoint', async () => {
    const error = await getTestCase('abc').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST', endpoint: 'GET /testcases/abc' });
    expect((error as ApiError).message).toContain('not a valid test case ID');
  });

  it('reports a response it cannot use with the endpoint and the field', async () => {
    mock.server.use(http.get(`${TEST_BASE_URL}/testcases/:id`, () => HttpResponse.json({ DATA: [{ SCNRID: '1' }] })));
    await expect(getTestCase('1')).rejects.toThrow('The answer to GET /testcases/1 cannot be used: DATA.0.CASEID');
  });
});

/** A request for a CSRF token (`X-CSRF-Token: Fetch`). */
const isTokenFetch = (request: Request) => request.headers.get('x-csrf-token')?.toLowerCase() === 'fetch';

describe('CSRF', () => {
  const body = { TEST_CASES: ['100000'] };

  it('fetches a token lazily before the first POST and reuses it', async () => {
    csrfTokens.forget();
    const requested = mock.recordRequests();
    await startTestRun(body);
    await startTestRun(body);
    expect(requested.filter(isTokenFetch)).toHaveLength(1);
  });

  it('shares one token fetch between concurrent POSTs', async () => {
    csrfTokens.forget();
    const requested = mock.recordRequests();
    const results = await Promise.all([startTestRun(body), startTestRun(body), startTestRun(body)]);
    expect(results.every((result) => result.kind === 'sync')).toBe(true);
    expect(requested.filter(isTokenFetch)).toHaveLength(1);
  });

  it('on 403 Required fetches a new token once and repeats the request once', async () => {
    csrfTokens.remember('stale-token');
    const before = mock.service.store.runs.size;
    const result = await startTestRun(body);
    expect(result.kind).toBe('sync');
    expect(mock.service.store.runs.size).toBe(before + 1);
  });

  it('surfaces a second 403 as an error without a third attempt', async () => {
    csrfTokens.forget();
    let posts = 0;
    mock.server.use(
      http.post(`${TEST_BASE_URL}/testruns`, () => {
        posts++;
        return HttpResponse.json(
          { error: { code: 'CSRF_TOKEN_INVALID', message: { lang: 'en', value: 'CSRF token validation failed' } } },
          { status: 403, headers: { 'X-CSRF-Token': 'Required' } },
        );
      }),
    );
    await expect(startTestRun(body)).rejects.toMatchObject({ status: 403, message: 'CSRF token validation failed' });
    expect(posts).toBe(2);
  });

  it('takes a 403 that asks for no new token as not authorised, and never repeats it', async () => {
    let posts = 0;
    mock.server.use(
      http.post(`${TEST_BASE_URL}/testruns`, () => {
        posts++;
        return HttpResponse.json(
          { error: { code: 'FORBIDDEN', message: { lang: 'en', value: 'No authorisation for S_TEST_RUN' } } },
          { status: 403 },
        );
      }),
    );
    await expect(startTestRun(body)).rejects.toMatchObject({
      status: 403,
      code: ERROR_CODES.notAuthorized,
      message: 'No authorisation for S_TEST_RUN',
    });
    expect(posts).toBe(1);
  });
});

const collect = async (batches: AsyncIterable<unknown[]>) => {
  const records: unknown[] = [];
  for await (const batch of batches) records.push(...batch);
  return records;
};
const streamedBody = (...pieces: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });

describe('streamed reads', () => {
  it('yields the same validated test cases as the plain read', async () => {
    const query = { SCNRID: '100', $includeSubfolders: true };
    expect(await collect(streamTestCases(query))).toEqual(await getTestCases(query));
  });

  it('names the record and field it cannot use', async () => {
    const valid = (await getTestCases({ SCNRID: '100', $includeSubfolders: true }))[0]!;
    mock.server.use(
      http.get(
        `${TEST_BASE_URL}/testcases`,
        () => new HttpResponse(streamedBody(`{"DATA":[${JSON.stringify(valid)},`, '{"SCNRID":"1"}]}')),
      ),
    );
    await expect(collect(streamTestCases({ SCNRID: '101' }))).rejects.toThrow(
      'The answer to GET /testcases cannot be used: DATA.1.CASEID',
    );
  });

  it('stops the download when the reader has had enough', async () => {
    const valid = (await getTestCases({ SCNRID: '100', $includeSubfolders: true }))[0]!;
    let cancelled = false;
    // The first record, then a body that never ends unless it is cancelled.
    const endless = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode(`{"DATA":[${JSON.stringify(valid)},`)),
      cancel: () => void (cancelled = true),
    });
    // Straight from the transport: the network mock would hand over a copy of the body, not the body itself.
    setTransport(async () => new Response(endless));
    try {
      for await (const batch of streamTestCases({ SCNRID: '101' })) if (batch.length > 0) break;
    } finally {
      setTransport((url, init) => fetch(url, init));
    }
    expect(cancelled).toBe(true);
  });

  it('says when the answer is not JSON or stops half-way', async () => {
    mock.server.use(http.get(`${TEST_BASE_URL}/testcases`, () => new HttpResponse(streamedBody('<html>Logon</html>'))));
    await expect(collect(streamTestCases({ SCNRID: '101' }))).rejects.toThrow('is not JSON');
    mock.server.use(http.get(`${TEST_BASE_URL}/testcases`, () => new HttpResponse(streamedBody('{"DATA":[{"CASEID"'))));
    await expect(collect(streamTestCases({ SCNRID: '101' }))).rejects.toThrow('cannot be used: the body ended early');
  });
});

const sizes = (texts: string[]) => [...streamBatches(texts)].map((batch) => batch.length);

describe('streamed batches', () => {
  it('hand on at most 500 records at once', () => {
    expect(sizes(Array.from({ length: 1_200 }, () => '{"CASEID":"1"}'))).toEqual([500, 500, 200]);
    expect(sizes([])).toEqual([]);
  });

  it('hand on big records (runs with their results) a few at a time, and one bigger than a batch on its own', () => {
    const run = 'x'.repeat(STREAM_BATCH_CHARS / 3);
    expect(sizes(Array.from({ length: 7 }, () => run))).toEqual([3, 3, 1]);
    expect(sizes(['a', 'x'.repeat(STREAM_BATCH_CHARS + 1), 'b'])).toEqual([1, 1, 1]);
  });

  it('keep every record, in order', () => {
    const texts = Array.from({ length: 9 }, (_, index) => String(index).repeat(STREAM_BATCH_CHARS / 4));
    expect([...streamBatches(texts)].flat()).toEqual(texts);
  });
});
