// A stand-in for a real SAP system's pace, in front of any HTTP server (issue 61). The bundled service answers on
// loopback in a millisecond; a real system takes its time to start an answer, sends it over a network, and gives one
// user only a few work processes. The proxy adds those three, streaming both ways, and counts what passed (in all, and
// by what each request asked for), so a bench can say what a screen visit asked for ("42 requests, 138 MB") and
// anyone can feel the pace:
//   node --import tsx bench/pacing-proxy.ts --target http://localhost:5173 --port 5180
//   npm start -- --port 5174 --backend http://localhost:5180
// Flags: --latency-ms (150), --bytes-per-second (8 MB/s), --max-concurrent (4), --port (5180). Ctrl+C prints the counts.
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { HOP_BY_HOP } from '../src/server/backend-proxy';

const MB = 2 ** 20;
/** The body goes out in slices this big, each followed by its wait, so a 64 KB chunk does not arrive in one burst. */
const SLICE_BYTES = 16 * 1024;
const PORT_RANGE = 'must be a port number from 0 to 65535';
const optionsSchema = z.object({
  target: z.url({ protocol: /^http$/, message: 'must be an http:// URL such as http://localhost:5173' }),
  latencyMs: z.number({ error: 'must be a number' }).min(0, 'must be 0 or more milliseconds').default(150),
  bytesPerSecond: z
    .number({ error: 'must be a number' })
    .positive('must be more than 0')
    .default(8 * MB),
  maxConcurrent: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .default(4),
  port: z.number({ error: PORT_RANGE }).int(PORT_RANGE).min(0, PORT_RANGE).max(65_535, PORT_RANGE).default(0),
});
/** The command-line flag of each option, named in the error message beside the option. */
const FLAGS = {
  target: '--target',
  latencyMs: '--latency-ms',
  bytesPerSecond: '--bytes-per-second',
  maxConcurrent: '--max-concurrent',
  port: '--port',
};

export interface PacingOptions {
  /** The server to pace, e.g. http://127.0.0.1:5173. */
  target: string;
  /** Before each answer's first byte, counted from when a work process takes the request (150). */
  latencyMs?: number | undefined;
  /** Each response's own bandwidth (8 MB/s). */
  bytesPerSecond?: number | undefined;
  /** Requests served at once; the others wait in arrival order (4). */
  maxConcurrent?: number | undefined;
  /** 0 (the default) takes any free port. */
  port?: number | undefined;
}

export interface PacingCounts {
  /** Requests that reached the proxy, queued ones included. */
  requests: number;
  /** Response body bytes sent to clients, as they went over the wire (compressed where the target compressed). */
  bytes: number;
}

export interface PacingProxy {
  url: string;
  counts(): PacingCounts;
  /** The same by what was asked (requestShape): which reads a client's bytes went to. */
  byShape(): Map<string, PacingCounts>;
  /** Requests that reached the proxy and are not answered yet (queued ones included): 0 once a client's reads are done. */
  inFlight(): number;
  reset(): void;
  close(): Promise<void>;
}

/**
 * What a request asks for, without its values: the method, the path with each ID (all digits, or 32 hex digits) as
 * {id}, and the query's names, e.g. `GET /sap/bc/int4/iftt/v1/testruns/{id}?$includeDetails`.
 */
export function requestShape(method: string, url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://shape.invalid');
  const path = pathname
    .split('/')
    .map((segment) => (/^(\d+|[0-9a-f]{32})$/i.test(segment) ? '{id}' : segment))
    .join('/');
  const names = [...new Set(searchParams.keys())].toSorted();
  return `${method} ${path}${names.length > 0 ? `?${names.join('&')}` : ''}`;
}

/** Work processes: at most `max` requests hold one, the others wait in arrival order. */
function createSlots(max: number) {
  let busy = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else busy -= 1;
  };
  /** Resolves with the slot's release once it is this caller's turn; a caller that gives up leaves the queue. */
  const take = (gaveUp: AbortSignal) =>
    new Promise<() => void>((resolve) => {
      if (busy < max) {
        busy += 1;
        resolve(release);
        return;
      }
      const turn = () => resolve(release);
      waiting.push(turn);
      gaveUp.addEventListener('abort', () => {
        const index = waiting.indexOf(turn);
        if (index !== -1) waiting.splice(index, 1);
      });
    });
  return { take };
}

/** A slow client holds the body back here, not in the proxy's memory; a client that left ends the wait too. */
const drained = (res: ServerResponse) =>
  new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done).off('close', done);
      resolve();
    };
    res.on('drain', done).on('close', done);
  });

const forwardedHeaders = (headers: IncomingMessage['headers']) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

export async function startPacingProxy(input: PacingOptions): Promise<PacingProxy> {
  const parsed = optionsSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0]) as keyof typeof FLAGS;
      return `${key} (${FLAGS[key]}) ${issue.message}`;
    });
    throw new Error(`The pacing proxy's options are wrong: ${problems.join('; ')}`);
  }
  const options = parsed.data;
  const target = new URL(options.target);
  const agent = new Agent({ keepAlive: true });
  const slots = createSlots(options.maxConcurrent);
  let counts: PacingCounts = { requests: 0, bytes: 0 };
  let shapes = new Map<string, PacingCounts>();
  let open = 0;

  /** Sends the body no faster than the bandwidth: each slice waits until its share of the time has passed. */
  async function sendPaced(answer: IncomingMessage, res: ServerResponse, shape: PacingCounts) {
    const start = performance.now();
    let sent = 0;
    for await (const chunk of answer as AsyncIterable<Buffer>) {
      for (let offset = 0; offset < chunk.length; offset += SLICE_BYTES) {
        if (res.destroyed) return;
        const slice = chunk.subarray(offset, offset + SLICE_BYTES);
        if (!res.write(slice)) await drained(res);
        sent += slice.length;
        counts.bytes += slice.length;
        shape.bytes += slice.length;
        const due = start + (sent / options.bytesPerSecond) * 1000;
        if (due > performance.now()) await sleep(due - performance.now());
      }
    }
    res.end();
  }

  async function respond(answer: IncomingMessage, res: ServerResponse, firstByteDue: number, shape: PacingCounts) {
    await sleep(Math.max(0, firstByteDue - performance.now()));
    if (res.destroyed) {
      answer.destroy();
      return;
    }
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, forwardedHeaders(answer.headers));
    await sendPaced(answer, res, shape);
  }

  async function pace(req: IncomingMessage, res: ServerResponse) {
    counts.requests += 1;
    const key = requestShape(req.method ?? 'GET', req.url ?? '/');
    let shape = shapes.get(key);
    if (!shape) shapes.set(key, (shape = { requests: 0, bytes: 0 }));
    shape.requests += 1;
    open += 1;
    const gaveUp = new AbortController();
    res.on('close', () => {
      open -= 1;
      if (!res.writableFinished) gaveUp.abort();
    });
    const release = await slots.take(gaveUp.signal);
    if (gaveUp.signal.aborted) return release();
    res.on('close', release);
    // The latency runs from the moment a work process takes the request; the target works on it meanwhile.
    const firstByteDue = performance.now() + options.latencyMs;
    const outgoing = request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: { ...forwardedHeaders(req.headers), host: target.host }, agent },
      (answer) => void respond(answer, res, firstByteDue, shape).catch(() => res.destroy()),
    );
    outgoing.on('error', (error) => {
      // A client that left has nothing to be told; one with half an answer can only see it cut off.
      if (res.destroyed || res.headersSent) return res.destroy();
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`The pacing proxy could not reach ${target.origin}: ${error.message}\n`);
    });
    gaveUp.signal.addEventListener('abort', () => outgoing.destroy());
    req.pipe(outgoing);
  }

  const server = createServer((req, res) => void pace(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts: () => ({ ...counts }),
    byShape: () => new Map([...shapes].map(([key, shape]) => [key, { ...shape }])),
    inFlight: () => open,
    reset: () => {
      counts = { requests: 0, bytes: 0 };
      shapes = new Map();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}

const flagNumber = (text: string | undefined) => (text === undefined ? undefined : Number(text));

async function runCli() {
  const { values } = parseArgs({
    options: {
      target: { type: 'string' },
      'latency-ms': { type: 'string' },
      'bytes-per-second': { type: 'string' },
      'max-concurrent': { type: 'string' },
      port: { type: 'string', default: '5180' },
    },
    strict: true,
  });
  if (!values.target) throw new Error('--target is required: the server to pace, e.g. --target http://localhost:5173');
  const proxy = await startPacingProxy({
    target: values.target,
    latencyMs: flagNumber(values['latency-ms']),
    bytesPerSecond: flagNumber(values['bytes-per-second']),
    maxConcurrent: flagNumber(values['max-concurrent']),
    port: flagNumber(values.port),
  });
  console.info(`Pacing ${values.target} at ${proxy.url}`);
  process.once('SIGINT', () => {
    const { requests, bytes } = proxy.counts();
    console.info(`${requests} requests, ${(bytes / MB).toFixed(1)} MB passed`);
    void proxy.close().then(() => process.exit(0));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runCli().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
