import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectRpc } from './rpc';
import {
  requestFromWire,
  responseFromWire,
  wireRequest,
  wireResponse,
  type WireRequest,
  type WireResponse,
} from './wire-http';

interface Answerer {
  fetch(request: WireRequest, signal: AbortSignal): Promise<WireResponse>;
}

const channels: MessageChannel[] = [];
afterEach(() => channels.splice(0).forEach(({ port1, port2 }) => (port1.close(), port2.close())));

/** Two sides of the RPC over a channel, as the server's thread and the worker are over the worker's port. */
function connect(handle: (request: Request) => Promise<Response>) {
  const channel = new MessageChannel();
  channels.push(channel);
  connectRpc<Record<string, never>, Answerer>(channel.port2, {
    fetch: async (wire, signal) => wireResponse(await handle(requestFromWire(wire, signal))),
  });
  const caller = connectRpc<Answerer, Record<string, never>>(channel.port1, {});
  const fetch = async (request: Request) =>
    responseFromWire(await caller.call('fetch', wireRequest(request), request.signal));
  return { fetch, close: caller.close };
}

const never = () => new Promise<never>(() => {});

describe('the RPC between the server and the history worker', () => {
  it('carries a request and a streamed answer both ways: method, headers, cookies, body', async () => {
    const rpc = connect(async (request) => {
      const headers = new Headers({ 'content-type': 'text/plain' });
      headers.append('set-cookie', 'a=1; Path=/');
      headers.append('set-cookie', 'b=2; Path=/');
      const pieces = ['one ', request.method, ' ', await request.text(), ' ', request.headers.get('x-who') ?? ''];
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const piece = pieces.shift();
          if (piece === undefined) controller.close();
          else controller.enqueue(new TextEncoder().encode(piece));
        },
      });
      return new Response(body, { status: 201, headers });
    });
    const response = await rpc.fetch(
      new Request('http://dashboard.internal/x', { method: 'POST', body: 'payload', headers: { 'x-who': 'lead' } }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await response.text()).toBe('one POST payload lead');
  });

  it('fails a call waiting for an answer once the other side is gone, instead of hanging', async () => {
    const rpc = connect(never);
    const waiting = rpc.fetch(new Request('http://dashboard.internal/slow'));
    rpc.close(new Error('its thread ran out of memory'));
    await expect(waiting).rejects.toThrow('its thread ran out of memory');
    await expect(rpc.fetch(new Request('http://dashboard.internal/later'))).rejects.toThrow('ran out of memory');
  });

  it('fails a body still being read once the other side is gone, instead of hanging', async () => {
    const rpc = connect(async () => {
      let sent = false;
      const body = new ReadableStream<Uint8Array>({
        pull: async (controller) => {
          if (sent) return never();
          sent = true;
          controller.enqueue(new TextEncoder().encode('first rows'));
        },
      });
      return new Response(body);
    });
    const reader = (await rpc.fetch(new Request('http://dashboard.internal/long'))).body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('first rows');
    const next = reader.read();
    rpc.close(new Error('its thread ended with code 1'));
    await expect(next).rejects.toThrow('its thread ended with code 1');
  });

  it("aborts the answerer's request when the caller gives up", async () => {
    let answering: AbortSignal | undefined;
    const rpc = connect((request) => {
      answering = request.signal;
      return never();
    });
    const controller = new AbortController();
    const call = rpc.fetch(new Request('http://dashboard.internal/gone', { signal: controller.signal }));
    await vi.waitFor(() => expect(answering).toBeDefined());
    controller.abort();
    await expect(call).rejects.toThrow('aborted');
    await vi.waitFor(() => expect(answering!.aborted).toBe(true));
  });
});
