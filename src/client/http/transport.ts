// How a request leaves the API layer: the platform's fetch in the browser (cookies and sign-in are the
// browser's); under Node the command-line runner puts node-transport.ts in front of it.

export type Transport = (url: string, init: RequestInit) => Promise<Response>;

// Looked up at call time, so a test's network interceptor that replaces fetch is honoured.
let transport: Transport = (url, init) => fetch(url, init);

export function sendRequest(url: string, init: RequestInit): Promise<Response> {
  return transport(url, init);
}

export function setTransport(next: Transport): void {
  transport = next;
}
