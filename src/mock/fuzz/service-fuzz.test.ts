// Hostile input, generated: whatever arrives, the service answers a documented status with the error
// body, never a 5xx and never a hang, and a rejected POST changes nothing.
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_BASE_PATH } from '../../contract/base-path';
import { errorBodySchema } from '../../contract/errors';
import { SCENARIO_OPTIONS, TEST_CASE_OPTIONS, TEST_RUN_OPTIONS } from '../../contract/query-options';
import { createTestClient, type TestClient } from '../testing/service-client';

let client: TestClient;
beforeAll(async () => {
  client = await createTestClient({ runPaceMs: 1 });
});
afterAll(() => client.service.close());

const DOCUMENTED = new Set([200, 202, 400, 403, 404, 405, 413, 415]);
const ORIGIN = 'http://mock.test';
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 100_000);
const params = { seed: SEED, numRuns: 1000 };

async function answer(request: Request): Promise<Response> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`no answer within 5 s to ${request.method} ${request.url}`)), 5000),
  );
  return Promise.race([client.service.fetch(request), timeout]);
}

/** What is wrong with an answer, or undefined when it is a documented status with the right body. */
async function problemWith(response: Response, method = 'GET'): Promise<string | undefined> {
  if (!DOCUMENTED.has(response.status)) return `undocumented status ${response.status}`;
  if (response.status < 400 || method === 'HEAD') return undefined;
  const text = await response.text();
  const xml = (response.headers.get('content-type') ?? '').includes('xml');
  const valid = xml
    ? /^<\?xml version="1.0" encoding="utf-8"\?><error><code>[A-Z_]+<\/code><message><lang>en<\/lang><value>/.test(text)
    : errorBodySchema.safeParse(JSON.parse(text)).success;
  return valid ? undefined : `malformed error body: ${text.slice(0, 200)}`;
}

const optionNames = [
  ...new Set([...Object.keys(SCENARIO_OPTIONS), ...Object.keys(TEST_CASE_OPTIONS), ...Object.keys(TEST_RUN_OPTIONS)]),
];
const optionName = fc.oneof(
  fc.constantFrom(...optionNames).chain((name) => fc.constantFrom(name, name.toLowerCase(), name.toUpperCase())),
  fc.string({ maxLength: 12 }),
);
const optionValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('true', 'FALSE', '0', '-1', '9999', '10000', '2026-02-30', '825', 'a'.repeat(1200)),
  fc.stringMatching(/^[0-9A-F]{32}$/),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);
const segment = fc.oneof(
  fc.constantFrom(
    'scenarios',
    'testcases',
    'testruns',
    'testexecreport',
    'results',
    'contenttypes',
    'variables',
    '100000',
    '0000000100',
    '..',
    '%2e%2e',
    '',
  ),
  fc.string({ maxLength: 20 }),
  fc.stringMatching(/^[0-9a-fA-F]{32}$/),
);
const accept = fc.constantFrom(
  undefined,
  'application/xml',
  'application/json',
  'text/xml, application/json',
  '*/*',
  'application/xml;q=0.1, application/json',
  'garbage/;;q=x',
);

describe('fuzzing the read side', () => {
  it('answers every path, method, option and Accept with a documented status and body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { maxLength: 4 }),
        fc.constantFrom('GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
        fc.array(fc.tuple(optionName, optionValue), { maxLength: 5 }),
        accept,
        async (segments, method, options, acceptHeader) => {
          const query = new URLSearchParams(options).toString();
          const path = segments.map((part) => encodeURIComponent(part)).join('/');
          const headers: Record<string, string> = {};
          if (acceptHeader) headers.accept = acceptHeader;
          const response = await answer(
            new Request(`${ORIGIN}${SERVICE_BASE_PATH}/${path}${query ? `?${query}` : ''}`, { method, headers }),
          );
          expect(await problemWith(response, method)).toBeUndefined();
        },
      ),
      params,
    );
  }, 60_000);
});

const hostileBody = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify({ DATA: value })),
  fc
    .record(
      {
        TEST_CASES: fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 5 }),
        ASYNC: fc.oneof(fc.constantFrom('X', '', 'yes', 'true'), fc.boolean()),
        TEST_RUN_DATE: fc.string({ maxLength: 12 }),
        TEST_CONTAINER: fc.jsonValue(),
      },
      { requiredKeys: [] },
    )
    .map((DATA) => JSON.stringify({ DATA })),
  fc
    .record(
      {
        FOLDERS: fc.jsonValue(),
        STARTED_DATE_FROM: fc.string(),
        TEST_RUN_TYPES: fc.array(fc.string(), { maxLength: 3 }),
        INCLUDE_BUSINESS_DATA: fc.jsonValue(),
      },
      { requiredKeys: [] },
    )
    .map((DATA) => JSON.stringify({ DATA })),
  fc.string({ maxLength: 200 }),
  fc.integer({ min: 1, max: 3000 }).map((depth) => `${'{"DATA":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.constant(JSON.stringify({ DATA: { TEST_CASES: Array.from({ length: 200_000 }, (_, index) => String(index)) } })),
);

describe('fuzzing the changing side', () => {
  it('answers every body with a documented status, and a rejected POST changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/testruns', '/testexecreport'),
        hostileBody,
        fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', ''),
        async (path, body, contentType) => {
          const runsBefore = client.service.store.runs.size;
          const response = await answer(
            new Request(`${ORIGIN}${SERVICE_BASE_PATH}${path}`, {
              method: 'POST',
              body,
              headers: { 'content-type': contentType, ...(await credentials()) },
            }),
          );
          const rejected = response.status >= 400;
          expect(await problemWith(response)).toBeUndefined();
          // A rejected request must leave the data as it was (an accepted one may add a run).
          expect(rejected ? client.service.store.runs.size : runsBefore).toBe(runsBefore);
          if (!rejected) await response.arrayBuffer();
        },
      ),
      { ...params, numRuns: 200 },
    );
  }, 60_000);

  it('rejects made-up tokens and cookies with 403, changing nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), fc.string({ maxLength: 60 }), async (token, cookie) => {
        const runsBefore = client.service.store.runs.size;
        const headers = new Headers({ 'content-type': 'application/json' });
        try {
          headers.set('x-csrf-token', token);
          headers.set('cookie', `SAP_SESSIONID_MCK_100=${cookie}`);
        } catch {
          // Characters a header cannot carry: the request goes without them, which is just as wrong.
        }
        const response = await answer(
          new Request(`${ORIGIN}${SERVICE_BASE_PATH}/testruns`, {
            method: 'POST',
            body: '{"DATA":{"TEST_CASES":["100000"]}}',
            headers,
          }),
        );
        expect(response.status).toBe(403);
        expect(client.service.store.runs.size).toBe(runsBefore);
      }),
      params,
    );
  }, 60_000);
});

let cached: { 'x-csrf-token': string; cookie: string } | undefined;
async function credentials() {
  if (!cached) {
    const { token, cookie } = await client.token();
    cached = { 'x-csrf-token': token, cookie };
  }
  return cached;
}
