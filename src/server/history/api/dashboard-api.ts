// Serves the dashboard's own API (/api/…) from its declarations, with its OpenAPI document. Answers are JSON, or
// a file where an endpoint declares one; an unknown path is a 404 and another method a 405, each with a message,
// as the service answers them. A write is answered only to a user whom the service lets start runs (writer-check.ts), checked before its body.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { FetchHandler } from '../../create-server-app';
import { problem } from './api-problem';
import { API_ENDPOINTS } from './api-endpoints';
import { readBody } from './body-input';
import { buildDashboardOpenApi } from './dashboard-openapi';
import { DASHBOARD_API_PATH } from '../../../contract/base-path';
import { fileAnswerSchema, type DashboardEndpoint, type EndpointContext } from './dashboard-endpoints';
import { StoreNotOpen, StoreOpening } from './store-answers';
import { readQuery } from './query-input';
import { TriageProblem } from '../triage/triage-problem';
import { SyncProblem } from './sync-problem';
import { ServiceReadFailed } from '../read/folder-read-through';
import { basicAuthUser } from '../../../contract/basic-user';
import { holdsNul, NUL_NOT_ALLOWED } from '../../../contract/nul-character';
import { PUBLIC_PATHS } from './reader-access';

/** Seconds a caller waits before asking a store that is still being opened again (it opens in seconds). */
const STORE_OPENING_RETRY_S = '2';

/** `readerAccess` decides who may be answered (reader-access.ts); it runs before every route. */
export function createDashboardApi(
  context: () => EndpointContext,
  readerAccess: MiddlewareHandler,
  now: () => Date = () => new Date(),
): FetchHandler {
  const app = new Hono().basePath(DASHBOARD_API_PATH);
  // Every answer, errors included, describes this moment (and 404 and 405 would be kept by default): none is kept.
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });
  // A write records its user: a name the store cannot hold is refused before anyone is asked about it.
  app.use(async (c, next) => {
    const user = PUBLIC_PATHS.has(c.req.path) ? null : basicAuthUser(c.req.header('authorization') ?? null);
    if (user !== null && holdsNul(user))
      return c.json(problem('BAD_CREDENTIALS', `The Basic-auth user name ${NUL_NOT_ALLOWED}.`), 400);
    return next();
  });
  app.use(readerAccess);
  const document = buildDashboardOpenApi();
  // A path answers the methods declared for it (GET also HEAD); any other is told which it may use.
  const onlyDeclared = (path: string, methods: readonly string[]) => {
    const allow = methods.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method])).join(', ');
    app.all(path, (c) =>
      c.json(
        problem(
          'METHOD_NOT_ALLOWED',
          `${c.req.method} is not allowed here; ${DASHBOARD_API_PATH}${path} answers ${methods.join(', ')}.`,
        ),
        405,
        { allow },
      ),
    );
  };
  app.get('/openapi.json', (c) => c.json(document));
  onlyDeclared('/openapi.json', ['GET']);
  const byPath = new Map<string, DashboardEndpoint[]>();
  for (const endpoint of API_ENDPOINTS) {
    const path = endpoint.path.replace(/\{(\w+)\}/g, ':$1');
    byPath.set(path, [...(byPath.get(path) ?? []), endpoint]);
  }
  for (const [path, endpoints] of byPath) {
    for (const endpoint of endpoints) app.on(endpoint.method.toUpperCase(), path, (c) => serve(c, endpoint));
    onlyDeclared(
      path,
      endpoints.map((endpoint) => endpoint.method.toUpperCase()),
    );
  }

  async function serve(c: Context, endpoint: DashboardEndpoint) {
    // An endpoint without params ignores what a health check may add (a cache buster).
    const reading = endpoint.query ? readQuery(endpoint.query, new URL(c.req.url).searchParams) : NO_QUERY;
    if (!reading.ok) return c.json(problem('BAD_QUERY', reading.problem), 400);
    const request = { ...context(), request: c.req.raw, now: now() };
    if (endpoint.method === 'get' && endpoint.file) {
      const { fileName, bytes } = fileAnswerSchema.parse(await endpoint.handle(request, reading.query, undefined));
      return c.body(bytes, 200, {
        'content-type': endpoint.file.mediaType,
        'content-disposition': `attachment; filename="${fileName}"`,
      });
    }
    if (endpoint.method === 'get')
      return c.json(endpoint.answers.parse(await endpoint.handle(request, reading.query, undefined)));
    let writer;
    if (!endpoint.readers) {
      if (!request.triage) return c.json(problem('STORE_NOT_OPEN', 'This server takes no changes to its store.'), 503);
      writer = await request.triage.writer(c.req.raw);
      if (!writer.canChange) return c.json(problem(writer.code, writer.why), writer.status);
    }
    const body = await readBody(endpoint.body!, c.req.raw);
    if (!body.ok) return c.json(problem(body.code, body.problem), body.status);
    const answer = await endpoint.handle({ ...request, ...(writer ? { writer } : {}) }, reading.query, body.body);
    return c.json(endpoint.answers.parse(answer));
  }

  app.notFound((c) =>
    c.json(
      problem(
        'NOT_FOUND',
        `${c.req.path} is not part of the dashboard's API; ${DASHBOARD_API_PATH}/openapi.json lists it.`,
      ),
      404,
    ),
  );
  app.onError((error, c) => {
    if (error instanceof StoreOpening)
      return c.json(problem('STORE_OPENING', error.message), 503, { 'retry-after': STORE_OPENING_RETRY_S });
    if (error instanceof StoreNotOpen) return c.json(problem('STORE_NOT_OPEN', error.message), 503);
    if (error instanceof TriageProblem) return c.json(problem(error.code, error.message), error.status);
    if (error instanceof ServiceReadFailed) return c.json(problem('SERVICE_FAILED', error.message), 502);
    if (error instanceof SyncProblem) return c.json(problem(error.code, error.message), error.status, error.headers);
    console.error(`Dashboard API: ${c.req.method} ${c.req.path} failed:`, error);
    return c.json(problem('STORE_FAILED', 'The history store could not answer; the server log says why.'), 503);
  });
  return async (request) => app.fetch(request);
}

const NO_QUERY = { ok: true, query: {} } as const;
