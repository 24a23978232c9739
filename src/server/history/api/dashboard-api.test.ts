import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it, vi } from 'vitest';
import { createDashboardApi } from './dashboard-api';
import { historyStatusSchema } from '../../../contract/dashboard-api/history-status';
import type { FetchHandler } from '../../create-server-app';
import type { HistoryState } from './history-status';
import { createReaderAccess, PUBLIC_PATHS } from './reader-access';
import { buildOpenApiDocument } from '../../../mock/openapi/build-openapi-document';
import { TRIAGE_PATHS } from '../../../contract/dashboard-api/triage-basics';
import { NOTIFY_PATHS } from '../../../contract/dashboard-api/notifications';

const everyoneReads: FetchHandler = async () => Response.json({ DATA: [] });
const apiFor = (history: HistoryState, service = everyoneReads) =>
  createDashboardApi(() => ({ history }), createReaderAccess({ service }));
const get = (history: HistoryState, path: string, init?: RequestInit) =>
  apiFor(history)(new Request(`http://dashboard.test${path}`, init));

describe("the dashboard's own API", () => {
  it('describes itself in a valid OpenAPI 3.1 document that declares the status it answers', async () => {
    const document = (await (await get({ phase: 'off' }, '/api/openapi.json')).json()) as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(Object.keys(document.paths)).toEqual([
      '/history/status',
      '/overview',
      '/report/count',
      '/flaky',
      '/test-case',
      '/test-case/results',
      '/lifecycle',
      '/digest',
      '/run',
      '/run/page',
      '/run/before',
      '/runs',
      '/runs/chart',
      '/runs/in-progress',
      '/folders/level',
      '/folders/path',
      '/folders/search',
      '/folders/counts',
      '/folders/holding',
      '/folders/cases',
      '/interfaces',
      '/interface/cases',
      '/interface/fields',
      '/test-case/fields',
      '/interface/field-rule',
      '/run/fields',
      '/field-rules',
      '/field-rule',
      '/field-rule/entered',
      '/field-rule/withdraw',
      '/field-rule/undo',
      '/field-rule/history',
      '/field-rules/export',
      '/run/live',
      '/history/watching',
      '/history/reconcile',
      ...Object.values(TRIAGE_PATHS),
      ...Object.values(NOTIFY_PATHS),
    ]);
    expect(document.components.schemas).toHaveProperty('HistoryStatus');
    expect(document.components.schemas).toHaveProperty('OverviewFigures');
    expect(document.components.schemas).toHaveProperty('RunsPage');
    expect(document.components.schemas).toHaveProperty('RunsChart');
    const answers = (path: string) =>
      Object.keys((document.paths[path] as { get: { responses: object } }).get.responses);
    expect(answers('/history/status')).toEqual(['200', '503']);
    expect(answers('/overview')).toEqual(['200', '400', '401', '403', '503']);
    // A fix's verification: a write with its own refusals, and a read of its progress.
    expect(Object.keys(document.paths[TRIAGE_PATHS.verify] as object)).toEqual(['post']);
    expect(answers(TRIAGE_PATHS.verification)).toEqual(['200', '400', '401', '403', '503']);
    // A write says its body and every refusal: a user the service does not let start runs, a stale version.
    const put = (document.paths[TRIAGE_PATHS.decision] as { put: { responses: object; requestBody: object } }).put;
    expect(Object.keys(put.responses)).toEqual(['200', '400', '401', '403', '409', '415', '503']);
    expect(put.requestBody).toMatchObject({
      required: true,
      content: { 'application/json': { schema: { type: 'object' } } },
    });
    expect(Object.keys(document.paths[TRIAGE_PATHS.quarantine] as object)).toEqual(['get', 'post']);
  });

  it("declares its security as the service's document does: Basic auth, none on the public paths", async () => {
    type Operation = { security?: unknown[]; responses: Record<string, unknown> };
    const document = (await (await get({ phase: 'off' }, '/api/openapi.json')).json()) as {
      security?: unknown[];
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes?: Record<string, unknown> };
    };
    const service = buildOpenApiDocument() as { components: { securitySchemes: Record<string, object> } };
    expect(document.components.securitySchemes).toEqual({
      basicAuth: expect.objectContaining({ type: 'http', scheme: 'basic', description: expect.any(String) }),
    });
    expect(service.components.securitySchemes.basicAuth).toMatchObject({ type: 'http', scheme: 'basic' });
    // Each operation needs Basic auth, as its 401 says, but the public ones, which need nothing.
    const needs = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        operation: `${method} ${path}`,
        isPublic: PUBLIC_PATHS.has(`/api${path}`),
        security: operation.security ?? document.security,
        answers401: '401' in operation.responses,
      })),
    );
    expect(needs.filter((need) => need.isPublic).map((need) => need.operation)).toEqual(['get /history/status']);
    expect(needs).toEqual(
      needs.map(({ operation, isPublic }) => ({
        operation,
        isPublic,
        security: isPublic ? [] : [{ basicAuth: [] }],
        answers401: !isPublic,
      })),
    );
  });

  it('answers the status in every state, so a health check can read it', async () => {
    const off = await get({ phase: 'off' }, '/api/history/status');
    expect(off.status).toBe(200);
    expect(off.headers.get('cache-control')).toBe('no-store');
    expect(historyStatusSchema.parse(await off.json())).toMatchObject({ state: 'off', store: null, leader: false });
    const failed = await get(
      {
        phase: 'failed',
        description: 'the embedded store in /srv/x',
        problem: 'The directory /srv/x holds other files',
      },
      '/api/history/status',
    );
    expect(await failed.json()).toMatchObject({ state: 'failed', problem: 'The directory /srv/x holds other files' });
  });

  it('says what is wrong with a path or method it does not serve', async () => {
    const unknown = await get({ phase: 'off' }, '/api/runs/everything');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: "/api/runs/everything is not part of the dashboard's API; /api/openapi.json lists it.",
      },
    });
    const posted = await get({ phase: 'off' }, '/api/history/status', { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
  });

  it('says which parameter it cannot use, with a 400, before it asks the store', async () => {
    const cases = [
      ['/api/overview?to=2026-11-30', '"from" is required.'],
      ['/api/overview?from=2026-11-31&to=2026-12-01', '"from" is not a date as YYYY-MM-DD.'],
      ['/api/overview?from=2026-12-01&to=2026-11-01', 'The range ends ("to") before it starts ("from").'],
      [
        '/api/overview?from=2026-11-01&to=2026-12-01&folder=12&folder=x',
        '"folder" is not a folder ID (a number of up to 10 digits).',
      ],
      ['/api/overview?from=2026-11-01&to=2026-12-01&from=2026-11-02', '"from" is given more than once.'],
      // Read through, the root would find no folder and mark every top folder gone.
      ['/api/folders/cases?folder=0', '"folder" is the tree\'s root (0), not a folder.'],
      [
        '/api/overview?from=2026-11-01&to=2026-12-01&top=5',
        '"top" is not a parameter here; the API\'s document lists them.',
      ],
      ['/api/report/count?FOLDERS=12&FOLDERS=x', '"FOLDERS" is not a valid folder ID (1 to 10 digits).'],
      ['/api/report/count?STARTED_TIME_FROM=25:00:00', '"STARTED_TIME_FROM" must be a time HH:MM:SS.'],
      [
        '/api/report/count?STARTED_DATE_FROM=2026-12-02&STARTED_DATE_TO=2026-12-01',
        'STARTED_DATE_FROM is after STARTED_DATE_TO.',
      ],
      ['/api/flaky', '"case" is required: the test case IDs, repeated (case=…&case=…).'],
      ['/api/flaky?case=', '"case" is empty.'],
      [`/api/flaky?${'case=1&'.repeat(201)}`, '"case" lists more than 200 test cases; ask in parts.'],
      ['/api/lifecycle?class=sick', '"class" is not one of new, broken, flaky, recovered.'],
      ['/api/lifecycle?sort=Owner', '"sort" is not one of Test case, Class, Since, Flaky score.'],
      ['/api/lifecycle?days=0', '"days" must be a whole number from 1 to 366.'],
      ['/api/lifecycle?limit=501', '"limit" is more than 500 rows.'],
      ['/api/digest?week=2026-12-01', '"week" must be a Monday, YYYY-MM-DD.'],
      ['/api/digest?week=2026-13-07', '"week" must be a Monday, YYYY-MM-DD.'],
    ];
    for (const [path, message] of cases) {
      const answer = await get({ phase: 'off' }, path!);
      expect({ path, status: answer.status, body: await answer.json() }).toEqual({
        path,
        status: 400,
        body: { error: { code: 'BAD_QUERY', message } },
      });
    }
  });

  it('says why the store cannot answer, with a 503, while it is off, opening or failed', async () => {
    const query = '/api/overview?from=2026-11-01&to=2026-12-01';
    const off = await get({ phase: 'off' }, query);
    expect(off.status).toBe(503);
    expect(await off.json()).toEqual({
      error: { code: 'STORE_NOT_OPEN', message: 'This server keeps no history (it was started with --store none).' },
    });
    const failed = await get(
      { phase: 'failed', description: 'x', problem: 'The directory /srv/x holds other files' },
      query,
    );
    expect((await failed.json()).error.message).toBe(
      'The history store could not be opened: The directory /srv/x holds other files',
    );
    // Opening is a wait, not a refusal: its own code, and when to ask again.
    const opening = await get({ phase: 'starting', description: 'x' }, query);
    expect(opening.status).toBe(503);
    expect(opening.headers.get('retry-after')).toBe('2');
    expect((await opening.json()).error.code).toBe('STORE_OPENING');
  });

  it('tells caches to keep none of its answers: data, errors, refusals and its description alike', async () => {
    const failing = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A store whose reads fail, for the 503 of a store that could not answer.
    const broken = { phase: 'open', store: { db: {} } } as unknown as HistoryState;
    const answers = [
      [{ phase: 'off' }, '/api/history/status', 200],
      [{ phase: 'off' }, '/api/openapi.json', 200],
      [{ phase: 'off' }, '/api/overview?to=2026-11-30', 400],
      [{ phase: 'off' }, '/api/runs/everything', 404],
      [{ phase: 'off' }, '/api/history/status', 405, { method: 'POST' }],
      [{ phase: 'off' }, '/api/runs', 503],
      [broken, `/api/run?id=${'A'.repeat(32)}`, 503],
      [{ phase: 'off' }, '/api/runs', 400, { headers: { authorization: `Basic ${btoa('A\u0000:x')}` } }],
    ] as const;
    for (const [history, path, status, init] of answers) {
      const answer = await get(history, path, init);
      expect({ path, status: answer.status, cacheControl: answer.headers.get('cache-control') }).toEqual({
        path,
        status,
        cacheControl: 'no-store',
      });
    }
    expect(failing).toHaveBeenCalledTimes(1);
    failing.mockRestore();
  });

  it('answers health checks and its description without a sign-in, and nothing else', async () => {
    const checks: Request[] = [];
    const api = apiFor({ phase: 'off' }, async (request) => {
      checks.push(request);
      return new Response('Unauthorized', { status: 401, headers: { 'www-authenticate': 'Basic realm="SAP"' } });
    });
    const ask = (path: string) => api(new Request(`http://dashboard.test${path}`));
    expect((await ask('/api/history/status')).status).toBe(200);
    expect((await ask('/api/openapi.json')).status).toBe(200);
    expect(checks).toEqual([]);
    // Any other path, an endpoint added later included, is checked before it is looked up.
    const other = await ask('/api/runs/everything');
    expect(other.status).toBe(401);
    expect(other.headers.get('www-authenticate')).toBe('Basic realm="SAP"');
    expect(checks).toHaveLength(1);
  });
});
