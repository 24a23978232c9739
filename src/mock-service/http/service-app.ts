// The service as a Web-standard fetch app: routes under the base path, CSRF token fetching on any read,
// the error body for every failure, and 405 with Allow for a known path used with the wrong method.
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { SERVICE_BASE_PATH } from '../../contract/base-path';
import { ERROR_CODES } from '../../contract/errors';
import { openApiDocument } from '../../contract/openapi/build-openapi-document';
import { OPENAPI_ROUTE } from '../../contract/openapi/endpoints';
import type { RunEngine } from '../runs/run-engine';
import type { MockStore } from '../store/store-types';
import { createCsrfSessions, wantsToken } from './csrf-sessions';
import { HttpError, notFound } from './http-error';
import { dataResponse, errorResponse } from './negotiate';
import { mountReadRoutes } from './routes-read';
import { mountWriteRoutes } from './routes-write';

export interface ServiceAppDeps {
  store: MockStore;
  engine: RunEngine;
  now: () => Date;
  defaultUser: string;
}

/** Paths and the methods they allow, for 405 answers. */
const ALLOWED_METHODS: readonly [RegExp, string][] = [
  [/^\/testruns$/, 'GET, HEAD, POST'],
  [/^\/testexecreport$/, 'POST'],
  [/^\/(scenarios|testcases|testruns)(\/[^/]+)?$/, 'GET, HEAD'],
  [/^\/testcases\/[^/]+\/(results|variables|contenttypes(\/[^/]+)?)$/, 'GET, HEAD'],
  [/^\/?$/, 'GET, HEAD'],
  [/^\/openapi\.json$/, 'GET, HEAD'],
];

export function createServiceApp(deps: ServiceAppDeps): Hono {
  const csrf = createCsrfSessions(deps.now);
  const app = new Hono({ strict: false }).basePath(SERVICE_BASE_PATH);

  app.use('*', async (c, next) => {
    const tokenHeaders = wantsToken(c.req.raw) ? csrf.fetchToken(c.req.raw) : undefined;
    await next();
    if (!tokenHeaders) return;
    // Headers of a finished response may be immutable: copy it when they are.
    try {
      for (const [name, value] of Object.entries(tokenHeaders)) c.res.headers.set(name, value);
    } catch {
      const copy = new Response(c.res.body, c.res);
      for (const [name, value] of Object.entries(tokenHeaders)) copy.headers.set(name, value);
      c.res = copy;
    }
  });

  app.get('/', (c) =>
    dataResponse(
      c.req.raw,
      ['scenarios', 'testcases', 'testruns', 'testexecreport'].map((entry) => ({
        ENTRY_POINT: `${SERVICE_BASE_PATH}/${entry}`,
      })),
    ),
  );
  // The description changes only with the code: cacheable, revalidated by its ETag.
  app.get(OPENAPI_ROUTE, etag(), (c) => c.json(openApiDocument(), 200, { 'cache-control': 'public, max-age=3600' }));
  mountReadRoutes(app, deps.store);
  mountWriteRoutes(app, { ...deps, csrf });

  app.notFound((c) => {
    // Routing ignores one trailing slash (strict: false), so the 405 check does too.
    const path = new URL(c.req.url).pathname.slice(SERVICE_BASE_PATH.length).replace(/([^/])\/$/, '$1');
    const allowed = ALLOWED_METHODS.find(([pattern]) => pattern.test(path))?.[1];
    if (allowed && !allowed.split(', ').includes(c.req.method)) {
      return errorResponse(
        c.req.raw,
        new HttpError(405, ERROR_CODES.methodNotAllowed, `Method ${c.req.method} is not allowed here; use ${allowed}`, {
          allow: allowed,
        }),
      );
    }
    return errorResponse(c.req.raw, notFound(`No resource at ${new URL(c.req.url).pathname.slice(0, 200)}`));
  });

  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c.req.raw, error);
    console.error('Mock service: unexpected error', error);
    return errorResponse(
      c.req.raw,
      new HttpError(500, ERROR_CODES.internal, 'The service failed unexpectedly; this is a bug in the mock service'),
    );
  });

  return app;
}
