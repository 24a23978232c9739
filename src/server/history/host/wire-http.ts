// Requests and responses as the RPC carries them between threads: plain members that structured clone copies, and
// the body as a stream that the RPC transfers (rpc.ts). A Request or Response itself cannot be posted.

export interface WireRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body: ReadableStream<Uint8Array> | null;
}

export interface WireResponse {
  status: number;
  statusText: string;
  /** Each Set-Cookie apart, as the writer check reads a session's cookies (Headers' iteration keeps them apart). */
  headers: [string, string][];
  body: ReadableStream<Uint8Array> | null;
}

export const wireRequest = (request: Request): WireRequest => ({
  method: request.method,
  url: request.url,
  headers: [...request.headers],
  body: request.body,
});

/** The request again, with the caller's signal (the RPC's, which aborts when the caller gives up). */
export const requestFromWire = (wire: WireRequest, signal: AbortSignal): Request =>
  new Request(wire.url, {
    method: wire.method,
    headers: wire.headers,
    body: wire.body,
    signal,
    // A streamed body is sent as it is read (fetch's rule for stream bodies).
    ...(wire.body ? { duplex: 'half' } : {}),
  });

export const wireResponse = (response: Response): WireResponse => ({
  status: response.status,
  statusText: response.statusText,
  headers: [...response.headers],
  body: response.body,
});

export const responseFromWire = (wire: WireResponse): Response =>
  new Response(wire.body, { status: wire.status, statusText: wire.statusText, headers: wire.headers });
