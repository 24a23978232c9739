// One fetch handler for the whole server: the API (mock or proxy) under the base path, the built app
// everywhere else, security headers on everything, API responses compressed.
import { SERVICE_BASE_PATH } from '../contract/base-path';
import { compressResponse } from './compression';
import { withSecurityHeaders } from './security-headers';
import type { StaticAssets } from './static-assets';

export type FetchHandler = (request: Request) => Promise<Response>;

export function createServerApp(api: FetchHandler, assets: StaticAssets): FetchHandler {
  return async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === SERVICE_BASE_PATH || pathname.startsWith(`${SERVICE_BASE_PATH}/`)) {
      return withSecurityHeaders(compressResponse(request, await api(request)));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return withSecurityHeaders(
        new Response('Method not allowed', {
          status: 405,
          headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' },
        }),
      );
    }
    const response =
      assets.respond(request, pathname) ??
      new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    return withSecurityHeaders(response);
  };
}
