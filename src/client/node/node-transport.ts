// The transport for Node (the command-line runner, the server's history sync): what a browser does by itself — keeping the session
// cookies, sending the user's credentials — plus the SAP client of the system, on every request.
import { CookieJar } from './cookie-jar';
import type { Transport } from '../http/transport';

export interface NodeTransportOptions {
  /** Basic auth; the password comes from the environment, never from the command line. */
  credentials?: { user: string; password: string } | undefined;
  /** Three digits; added as `sap-client` unless the URL has one. */
  sapClient?: string | undefined;
  cookies?: CookieJar;
  /** Where requests go: the network by default; the dashboard's server hands its in-process mock here. */
  send?: (request: Request) => Promise<Response>;
}

export function createNodeTransport(options: NodeTransportOptions = {}): Transport {
  const cookies = options.cookies ?? new CookieJar();
  const authorization = options.credentials
    ? `Basic ${Buffer.from(`${options.credentials.user}:${options.credentials.password}`).toString('base64')}`
    : undefined;
  return async (url, init) => {
    const target = new URL(url);
    if (options.sapClient && !target.searchParams.has('sap-client'))
      target.searchParams.set('sap-client', options.sapClient);
    const headers = new Headers(init.headers);
    const cookie = cookies.header();
    if (cookie) headers.set('Cookie', cookie);
    if (authorization) headers.set('Authorization', authorization);
    // `credentials` is a browser notion; Node's fetch sends what the headers say.
    const request = { ...init, headers, credentials: 'omit' as const };
    const response = await (options.send ? options.send(new Request(target, request)) : fetch(target, request));
    cookies.store(response.headers.getSetCookie());
    return response;
  };
}
