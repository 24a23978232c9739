// The service as a Web-standard fetch app: the declared endpoints under the base path, CSRF token fetching
// on any read, the error body for every failure, and 405 with Allow for a known path used with another method.
import { Hono, type Context } from 'hono';
import { SERVICE_BASE_PATH } from '../../contract/base-path';
import { ERROR_CODES } from '../../contract/errors';
import { openApiDocument } from '../openapi/build-openapi-document';
import type { RunEngine } from '../runs/run-engine';
import type { MockStore } from '../store/store-types';
import { createCsrfSessions, wantsToken } from './csrf-sessions';
import { allowedMethods, routeOf, type EndpointDeps } from './endpoint';
import { ENDPOINTS } from './endpoints';
import { HttpError, notFound } from './http-error';
import { errorResponse } from './negotiate';

export interface ServiceAppDeps {
  store: MockStore;
  engine: RunEngine;
  now: () => Date;
  defaultUser: string;
  readOnlyUsers: ReadonlySet<string>;
}

export function createServiceApp(deps: ServiceAppDeps): Hono {
  const endpointDeps: EndpointDeps = { ...deps, csrf: createCsrfSessions(deps.now), openApiDocument };
  const app = new Hono({ strict: false }).basePath(SERVICE_BASE_PATH);

  app.use('*', async (c, next) => {
    const tokenHeaders = wantsToken(c.req.raw) ? endpointDeps.csrf.fetchToken(c.req.raw) : undefined;
    await next();
    const cacheControl = cacheControlOf(c.req.method, c.res, tokenHeaders !== undefined);
    const headers = { ...tokenHeaders, 'cache-control': cacheControl };
    // Headers of a finished response may be immutable: copy it when they are.
    try {
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    } catch {
      const copy = new Response(c.res.body, c.res);
      for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
      c.res = copy;
    }
  });

  for (const endpoint of ENDPOINTS) {
    const handler = (c: Context) => endpoint.serve(c, endpointDeps);
    if (endpoint.middleware) app.on(endpoint.method, routeOf(endpoint.path), endpoint.middleware, handler);
    else app.on(endpoint.method, routeOf(endpoint.path), handler);
  }
  // After every declared method of a path (Hono answers HEAD with the GET route), any other is a 405.
  for (const path of new Set(ENDPOINTS.map((endpoint) => endpoint.path))) {
    const allow = allowedMethods(ENDPOINTS, path);
    app.all(routeOf(path), (c) =>
      errorResponse(
        c.req.raw,
        new HttpError(405, ERROR_CODES.methodNotAllowed, `Method ${c.req.method} is not allowed here; use ${allow}`, {
          allow,
        }),
      ),
    );
  }

  app.notFound((c) =>
    errorResponse(c.req.raw, notFound(`No resource at ${new URL(c.req.url).pathname.slice(0, 200)}`)),
  );

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

/**
 * What a cache may keep of an answer (RFC 9111), by its kind:
 * - `no-store` for a CSRF token fetch (the token and its cookie belong to one session), a POST (a run start is
 *   an action, not a copy of anything; a report is built for this request) and every error (it says how things
 *   stand now: a 404 of a run not listed yet, a 503; and 404 and 405 would be kept by default).
 * - the endpoint's own word where it gives one (the OpenAPI document: public, an hour, revalidated by its ETag).
 * - `private, no-cache` for every other read: it holds SAP data for the user who asked, so no shared cache keeps
 *   it, and their browser asks again before it shows it, as runs change while they are watched.
 */
function cacheControlOf(method: string, response: Response, tokenFetch: boolean): string {
  if (tokenFetch || method === 'POST' || response.status >= 400) return 'no-store';
  return response.headers.get('cache-control') ?? 'private, no-cache';
}
