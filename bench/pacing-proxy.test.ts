import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { requestShape, startPacingProxy, type PacingOptions, type PacingProxy } from './pacing-proxy';

// Timings are lower bounds only, with margins: the machine is shared, so anything can take longer.
const BIG_BODY = Buffer.alloc(400_000, 'x');
/** Answers the target holds until a test ends them, and the most it held at once. */
const held: ServerResponse[] = [];
let mostHeld = 0;
/** The slow requests' paths, in the order the target began them. */
let begun: string[] = [];
/** Resolved by a test once it has read the first part of /in-two-parts, which only then sends the second. */
let firstPartRead: () => void = () => {};

async function answer(req: IncomingMessage, res: ServerResponse) {
  const body = Buffer.concat(await req.toArray());
  if (req.url === '/echo') {
    res.writeHead(201, 'Made', {
      'x-method': req.method,
      'x-note': req.headers['x-note'] ?? '',
      'set-cookie': ['a=1; Path=/', 'b=2; Path=/'],
    });
    return res.end(body);
  }
  if (req.url === '/big') return res.end(BIG_BODY);
  if (req.url === '/in-two-parts') {
    res.write('first part,');
    await new Promise<void>((resolve) => (firstPartRead = resolve));
    return res.end('second part');
  }
  if (req.url?.startsWith('/held/')) {
    held.push(res);
    mostHeld = Math.max(mostHeld, held.length);
    return;
  }
  begun.push(req.url ?? '');
  await sleep(150);
  res.end(`slow ${req.url}`);
}

const target = createServer((req, res) => void answer(req, res));
let targetUrl = '';
let proxy: PacingProxy | undefined;

beforeAll(async () => {
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())));
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
});

async function pace(options: Omit<PacingOptions, 'target'> = {}) {
  proxy = await startPacingProxy({ target: targetUrl, ...options });
  return proxy;
}

/** Waits for `condition`; the test's timeout ends a wait that never comes true. */
async function until(condition: () => boolean) {
  while (!condition()) await sleep(5);
}

/** Milliseconds until the answer's headers, and until its last byte. */
async function timed(url: string) {
  const start = performance.now();
  const response = await fetch(url);
  const firstByte = performance.now() - start;
  const body = await response.arrayBuffer();
  return { firstByte, total: performance.now() - start, bytes: body.byteLength };
}

describe('the pacing proxy', () => {
  it('passes method, headers, status and body through both ways', async () => {
    const { url } = await pace({ latencyMs: 0 });
    const response = await fetch(`${url}/echo`, { method: 'PUT', headers: { 'x-note': 'hello' }, body: 'the body' });
    expect(response.status).toBe(201);
    expect(response.statusText).toBe('Made');
    expect(response.headers.get('x-method')).toBe('PUT');
    expect(response.headers.get('x-note')).toBe('hello');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await response.text()).toBe('the body');
  });

  it('starts each answer no sooner than the latency, 150 ms unless told', async () => {
    const defaults = await pace();
    expect((await timed(`${defaults.url}/echo`)).firstByte).toBeGreaterThanOrEqual(149);
    await defaults.close();
    const { url } = await pace({ latencyMs: 400 });
    expect((await timed(`${url}/echo`)).firstByte).toBeGreaterThanOrEqual(399);
  });

  it('sends a body no faster than the bandwidth', async () => {
    const { url } = await pace({ latencyMs: 0, bytesPerSecond: 1_000_000 });
    const { total, bytes } = await timed(`${url}/big`);
    expect(bytes).toBe(BIG_BODY.length);
    // 400 KB at 1 MB/s is 0.4 s from the request on; without pacing it takes a few milliseconds on loopback. Timed
    // from the request, not from the headers, so that a busy client reading its headers late cannot shorten it.
    expect(total).toBeGreaterThanOrEqual(350);
  });

  it('streams an answer instead of waiting for its end', async () => {
    const { url } = await pace({ latencyMs: 0 });
    const reader = (await fetch(`${url}/in-two-parts`)).body!.getReader();
    const decoder = new TextDecoder();
    // The target sends its second part only after this first one has arrived: a buffering proxy never answers.
    expect(decoder.decode((await reader.read()).value)).toBe('first part,');
    firstPartRead();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read()) rest += decoder.decode(part.value);
    expect(rest).toBe('second part');
  });

  it('has at most maxConcurrent requests at the target at once, the rest waiting their turn', async () => {
    mostHeld = 0;
    const paced = await pace({ latencyMs: 0, maxConcurrent: 2 });
    const answers = Promise.all([1, 2, 3, 4, 5].map((n) => fetch(`${paced.url}/held/${n}`).then((r) => r.text())));
    await until(() => paced.counts().requests === 5 && held.length >= 2);
    await sleep(200); // time enough for a third request to reach the target, were it let through
    expect(held.length).toBe(2);
    for (let ended = 0; ended < 5; ended += 1) {
      await until(() => held.length > 0);
      held.shift()!.end('done');
    }
    expect(await answers).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(mostHeld).toBe(2);
  });

  it('serves waiting requests in the order they arrived', async () => {
    begun = [];
    const paced = await pace({ latencyMs: 0, maxConcurrent: 1 });
    const answers: Promise<string>[] = [];
    for (const n of [1, 2, 3, 4]) {
      answers.push(fetch(`${paced.url}/slow/${n}`).then((r) => r.text()));
      // The next one leaves only once the proxy has this one, so the order of arrival is known.
      await until(() => paced.counts().requests === n);
    }
    await Promise.all(answers);
    expect(begun).toEqual(['/slow/1', '/slow/2', '/slow/3', '/slow/4']);
  });

  it('counts requests and response bytes until reset', async () => {
    const paced = await pace({ latencyMs: 0, bytesPerSecond: 100_000_000 });
    await timed(`${paced.url}/big`);
    await fetch(`${paced.url}/echo`, { method: 'POST', body: 'twelve bytes' }).then((r) => r.text());
    expect(paced.counts()).toEqual({ requests: 2, bytes: BIG_BODY.length + 12 });
    paced.reset();
    expect(paced.counts()).toEqual({ requests: 0, bytes: 0 });
    await fetch(`${paced.url}/echo`, { method: 'POST', body: 'five!' }).then((r) => r.text());
    expect(paced.counts()).toEqual({ requests: 1, bytes: 5 });
  });

  it('tallies requests and bytes by what they asked for until reset', async () => {
    const paced = await pace({ latencyMs: 0, bytesPerSecond: 100_000_000 });
    await timed(`${paced.url}/big`);
    await timed(`${paced.url}/slow/1?b=1&a=2`);
    await timed(`${paced.url}/slow/22?a=3`);
    await fetch(`${paced.url}/echo`, { method: 'POST', body: 'twelve bytes' }).then((r) => r.text());
    expect(Object.fromEntries(paced.byShape())).toEqual({
      'GET /big': { requests: 1, bytes: BIG_BODY.length },
      'GET /slow/{id}?a&b': { requests: 1, bytes: 'slow /slow/1?b=1&a=2'.length },
      'GET /slow/{id}?a': { requests: 1, bytes: 'slow /slow/22?a=3'.length },
      'POST /echo': { requests: 1, bytes: 12 },
    });
    paced.reset();
    expect(paced.byShape().size).toBe(0);
  });

  it('says how many requests are not answered yet, queued ones included', async () => {
    const paced = await pace({ latencyMs: 0, maxConcurrent: 1 });
    expect(paced.inFlight()).toBe(0);
    const answers = Promise.all([1, 2].map((n) => fetch(`${paced.url}/held/${n}`).then((r) => r.text())));
    await until(() => paced.counts().requests === 2 && held.length === 1);
    expect(paced.inFlight()).toBe(2);
    held.shift()!.end('done');
    await until(() => held.length === 1);
    expect(paced.inFlight()).toBe(1);
    held.shift()!.end('done');
    await answers;
    await until(() => paced.inFlight() === 0);
    // A client that leaves before its answer leaves nothing in flight either.
    const leaving = new AbortController();
    const left = fetch(`${paced.url}/held/3`, { signal: leaving.signal }).catch(() => 'left');
    await until(() => held.length === 1);
    leaving.abort();
    expect(await left).toBe('left');
    await until(() => paced.inFlight() === 0);
    held.shift()!.end('too late');
  });

  it("names a request's shape without its IDs and values", () => {
    expect(requestShape('GET', '/v1/testruns/0A1B2C3D4E5F60718293A4B5C6D7E8F9?%24includeDetails=true')).toBe(
      'GET /v1/testruns/{id}?$includeDetails',
    );
    expect(requestShape('GET', '/v1/testcases/0000100042')).toBe('GET /v1/testcases/{id}');
    expect(requestShape('GET', '/v1/testruns?STARTED_TO=2026-12-03&STARTED_FROM=2026-12-03&STARTED_FROM=x')).toBe(
      'GET /v1/testruns?STARTED_FROM&STARTED_TO',
    );
  });

  it('answers 502 naming the target when it cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const unreachable = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    proxy = await startPacingProxy({ target: unreachable, latencyMs: 0 });
    const response = await fetch(proxy.url);
    expect(response.status).toBe(502);
    expect(await response.text()).toContain(`could not reach ${unreachable}`);
  });

  it('refuses options it cannot honour, naming the option and its flag', async () => {
    await expect(startPacingProxy({ target: 'ftp://host', maxConcurrent: 0 })).rejects.toThrow(
      /target \(--target\) must be an http:\/\/ URL.*maxConcurrent \(--max-concurrent\) must be 1 or more/,
    );
  });
});
