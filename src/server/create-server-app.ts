// One fetch handler for the whole server: the service's API (mock or proxy) under its base path, the
// dashboard's own API under /api, the built app everywhere else, security headers on everything, API
// responses compressed.
import { Hono } from 'hono';
import { SERVICE_BASE_PATH } from '../contract/base-path';
import { compressResponse } from './compression';
import { DASHBOARD_API_PATH } from '../contract/base-path';
import { securityHeaders } from './security-headers';
import type { StaticAssets } from './static-assets';

export type FetchHandler = (request: Request) => Promise<Response>;

const TEXT = { 'content-type': 'text/plain; charset=utf-8' };

export function createServerApp(api: FetchHandler, assets: StaticAssets, dashboardApi?: FetchHandler): FetchHandler {
  const app = new Hono();
  app.use(securityHeaders());
  const forward = async (request: Request, to = api) => {
    const response = compressResponse(request, await to(request));
    // A proxied answer has immutable headers; the security headers are set on a copy.
    return new Response(response.body, response);
  };
  app.all(SERVICE_BASE_PATH, (c) => forward(c.req.raw));
  app.all(`${SERVICE_BASE_PATH}/*`, (c) => forward(c.req.raw));
  if (dashboardApi) {
    app.all(DASHBOARD_API_PATH, (c) => forward(c.req.raw, dashboardApi));
    app.all(`${DASHBOARD_API_PATH}/*`, (c) => forward(c.req.raw, dashboardApi));
  }
  app.use(assets.middleware);
  app.notFound((c) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? c.body('Not found', 404, TEXT)
      : c.body('Method not allowed', 405, { ...TEXT, allow: 'GET, HEAD' }),
  );
  return async (request) => app.fetch(request);
}
