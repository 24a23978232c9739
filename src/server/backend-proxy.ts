// Backend mode: forwards the API to a real SAP system, streaming both ways, and rewrites what a browser
// needs rewritten (cookies, redirects) so the app stays same-origin (issue 9).
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import type { FetchHandler } from './create-server-app';

export interface BackendProxyOptions {
  backend: string;
  sapClient?: string | undefined;
  /** Accept self-signed certificates (company CAs belong in NODE_EXTRA_CA_CERTS instead). */
  insecureTls?: boolean;
}

// accept-encoding too: the SAP system's compression saves the network (the history sync asks for it, and so do
// browsers); an answer that comes compressed passes through as it is (compression.ts leaves it).
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-encoding',
  'accept-language',
  'authorization',
  'x-csrf-token',
  'cookie',
  'content-type',
  'content-length',
  'if-none-match',
  'if-modified-since',
];
/** Headers of one connection, never passed on by a proxy (RFC 9110, 7.6.1). */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
]);

export function createBackendProxy(options: BackendProxyOptions): FetchHandler {
  const backend = new URL(options.backend);
  const send = backend.protocol === 'https:' ? httpsRequest : httpRequest;

  return (request) =>
    new Promise<Response>((resolve) => {
      const incoming = new URL(request.url);
      const target = new URL(incoming.pathname + incoming.search, backend);
      if (options.sapClient && !target.searchParams.has('sap-client'))
        target.searchParams.set('sap-client', options.sapClient);
      const headers: Record<string, string> = { host: backend.host };
      for (const name of FORWARDED_REQUEST_HEADERS) {
        const value = request.headers.get(name);
        if (value !== null) headers[name] = value;
      }
      const outgoing = send(
        target,
        { method: request.method, headers, rejectUnauthorized: !options.insecureTls },
        (answer) => {
          resolve(toResponse(answer, incoming, backend));
        },
      );
      outgoing.on('error', (error) => resolve(backendUnreachable(request, backend, error)));
      if (request.body && request.method !== 'GET' && request.method !== 'HEAD') {
        Readable.fromWeb(request.body as import('node:stream/web').ReadableStream).pipe(outgoing);
      } else {
        outgoing.end();
      }
    });
}

function toResponse(answer: IncomingMessage, incoming: URL, backend: URL): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    if (name === 'set-cookie') {
      for (const cookie of [value].flat())
        headers.append('set-cookie', rewriteCookie(cookie, incoming.protocol === 'https:'));
    } else if (name === 'location') {
      headers.set('location', rewriteLocation(String(value), backend));
    } else {
      for (const item of [value].flat()) headers.append(name, item);
    }
  }
  const status = answer.statusCode ?? 502;
  const bodyless = status === 204 || status === 304;
  return new Response(bodyless ? null : (Readable.toWeb(answer) as ReadableStream), {
    status,
    statusText: answer.statusMessage ?? '',
    headers,
  });
}

/** The cookie as the browser must store it for our origin: no Domain, Path /, Secure only over https. */
export function rewriteCookie(cookie: string, secureOrigin: boolean): string {
  const [pair, ...attributes] = cookie.split(';').map((part) => part.trim());
  const kept = attributes.filter((attribute) => {
    const name = attribute.split('=')[0]!.toLowerCase();
    return (
      name !== 'domain' &&
      name !== 'path' &&
      (secureOrigin || name !== 'secure') &&
      (secureOrigin || !/^samesite=none$/i.test(attribute))
    );
  });
  return [pair, 'Path=/', ...kept].join('; ');
}

/** A redirect to the backend's own origin becomes a same-origin path. */
export function rewriteLocation(location: string, backend: URL): string {
  try {
    const url = new URL(location, backend);
    return url.origin === backend.origin ? url.pathname + url.search + url.hash : location;
  } catch {
    return location;
  }
}

function backendUnreachable(request: Request, backend: URL, error: Error): Response {
  const message = `The SAP system at ${backend.origin} could not be reached: ${error.message}`;
  const xml = (request.headers.get('accept') ?? '').includes('application/xml');
  const body = { error: { code: 'BACKEND_UNREACHABLE', message: { lang: 'en', value: message } } };
  return new Response(
    xml
      ? `<?xml version="1.0" encoding="utf-8"?><error><code>BACKEND_UNREACHABLE</code><message><lang>en</lang><value>${message.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</value></message></error>`
      : JSON.stringify(body),
    {
      status: 502,
      headers: { 'content-type': xml ? 'application/xml; charset=utf-8' : 'application/json; charset=utf-8' },
    },
  );
}
