// The real dashboard server (src/server/main.ts) for the UI tests: its store synced from the data the tests' own
// mock service holds (the default data set, same seed, the history ending when the tests' does), and an msw handler
// that sends a page's /api requests to it. One serves the whole jsdom run (dashboard-global-setup.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bypass, type HttpResponseResolver } from 'msw';
import { startServerProcess } from '../../server/testing/server-process';

/** The history the tests' mock service holds ends on this day (createMockService's default for tests). */
const HISTORY_ENDS = '2026-11-20';

export interface DashboardServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  stop(): Promise<void>;
}

/** Starts a server with a store of its own in a fresh directory; resolves once it listens (not once synced). */
export async function startDashboardServer(args: readonly string[]): Promise<DashboardServer> {
  const dir = mkdtempSync(join(tmpdir(), 'dashboard-server-'));
  const server = await startServerProcess(
    ['--data', dir, '--store', join(dir, 'store'), '--history-ends', HISTORY_ENDS, ...args],
    { startTimeoutMs: 60_000 },
  );
  return {
    origin: new URL(server.api).origin,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once the server's first sync has ended (its status says ready). */
export async function synced(origin: string): Promise<void> {
  const deadline = Date.now() + 110_000;
  for (;;) {
    const status = await fetch(bypass(`${origin}/api/history/status`))
      .then(async (answer) => ((await answer.json()) as { state: string }).state)
      .catch(() => 'unreachable');
    if (status === 'ready') return;
    if (Date.now() > deadline) throw new Error(`The dashboard server's first sync did not end in time (${status})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A hook timeout for waiting on `synced`: a first sync on a busy 2-core machine. */
export const SYNC_WAIT_MS = 120_000;

/** The Authorization header of a request made as `user` (the mock takes any password). */
export const asUser = (user: string) => ({ authorization: `Basic ${btoa(`${user}:secret`)}` });

/** Answers a page's /api request from the server at `origin`, as the server's own user or as `as`. */
export const forwardTo =
  (origin: string, as?: string): HttpResponseResolver =>
  async ({ request }) => {
    const url = new URL(request.url);
    // Method, headers and body spelt out: a Request copied from msw's lost its method (a PUT went as GET).
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    const headers = new Headers(request.headers);
    if (as) headers.set('authorization', asUser(as).authorization);
    const answer = await fetch(
      bypass(`${origin}${url.pathname}${url.search}`, { method: request.method, headers, body }),
    );
    // Fetch has decoded the body already: the page must not decode it again.
    const answered = new Headers(answer.headers);
    answered.delete('content-encoding');
    answered.delete('content-length');
    return new Response(await answer.arrayBuffer(), { status: answer.status, headers: answered });
  };
