// Serves the dashboard's own API (/api/…) from its declarations, with its OpenAPI document. Answers are JSON;
// an unknown path is a 404 and another method a 405, each with a message, as the service answers them.
import { Hono, type MiddlewareHandler } from 'hono';
import type { FetchHandler } from '../../create-server-app';
import { problem } from './api-problem';
import { buildDashboardOpenApi } from './dashboard-openapi';
import { DASHBOARD_API_PATH } from '../../../contract/base-path';
import { DASHBOARD_ENDPOINTS, StoreNotOpen, type EndpointContext } from './dashboard-endpoints';
import { readQuery } from './query-input';

/** `readerAccess` decides who may be answered (reader-access.ts); it runs before every route. */
export function createDashboardApi(context: () => EndpointContext, readerAccess: MiddlewareHandler): FetchHandler {
  const app = new Hono().basePath(DASHBOARD_API_PATH);
  app.use(readerAccess);
  const document = buildDashboardOpenApi();
  // Every path answers GET (and HEAD) only; any other method is told which it may use.
  const onlyGet = (path: string) =>
    app.all(path, (c) =>
      c.json(
        problem('METHOD_NOT_ALLOWED', `${c.req.method} is not allowed here; ${DASHBOARD_API_PATH}${path} answers GET.`),
        405,
        { allow: 'GET, HEAD' },
      ),
    );
  app.get('/openapi.json', (c) => c.json(document));
  onlyGet('/openapi.json');
  for (const endpoint of DASHBOARD_ENDPOINTS) {
    const path = endpoint.path.replace(/\{(\w+)\}/g, ':$1');
    app.get(path, async (c) => {
      // An endpoint without params ignores what a health check may add (a cache buster).
      const reading = endpoint.query ? readQuery(endpoint.query, new URL(c.req.url).searchParams) : NO_QUERY;
      if (!reading.ok) return c.json(problem('BAD_QUERY', reading.problem), 400);
      return c.json(endpoint.answers.parse(await endpoint.handle(context(), reading.query)), 200, NO_STORE);
    });
    onlyGet(path);
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
    if (error instanceof StoreNotOpen) return c.json(problem('STORE_NOT_OPEN', error.message), 503);
    console.error(`Dashboard API: ${c.req.method} ${c.req.path} failed:`, error);
    return c.json(problem('STORE_FAILED', 'The history store could not answer; the server log says why.'), 503);
  });
  return async (request) => app.fetch(request);
}

const NO_QUERY = { ok: true, query: {} } as const;

/** Answers describe this moment: never kept by a cache. */
const NO_STORE = { 'cache-control': 'no-store' };
