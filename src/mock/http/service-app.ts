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
