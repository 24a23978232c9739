// For UI tests of a screen's store path: the dashboard's own /api answered by the real server (its routes, checks and
// SQL) with a store synced from the mock data the tests' own mock service holds (same seed, same history end). One
// server per test file, started in its beforeAll; `answer()` in a test sends the page's /api requests to it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bypass, http } from 'msw';
import { afterAll, beforeAll } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../server/testing/server-process';
import { TEST_ORIGIN, type MockServer } from './mock-server';

async function synced(origin: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const status = await fetch(bypass(`${origin}/api/history/status`))
      .then(async (answer) => ((await answer.json()) as { state: string }).state)
      .catch(() => 'unreachable');
    if (status === 'ready') return;
    if (Date.now() > deadline) throw new Error(`The store server's first sync did not end within 90 s (${status})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The Authorization header of a request made as `user` (the mock takes any password). */
export const asUser = (user: string) => ({ authorization: `Basic ${btoa(`${user}:secret`)}` });

export interface StoreApiOptions {
  /** More server options, such as `--read-only-users VIEWER` or `--ticket-url <url>`. */
  args?: readonly string[];
}

export function setupStoreApi(mock: MockServer, { args = [] }: StoreApiOptions = {}) {
  let server: ServerProcess | undefined;
  let origin = '';
  beforeAll(async () => {
    // The server's mock as each test's: the default data set, its history ending when the tests' does.
    const dir = mkdtempSync(join(tmpdir(), 'store-api-'));
    server = await startServerProcess(
      ['--data', dir, '--store', join(dir, 'store'), '--history-ends', '2026-11-20', ...args],
      {
        startTimeoutMs: 60_000,
      },
    );
    origin = new URL(server.api).origin;
    await synced(origin);
  }, 120_000);
  afterAll(() => server?.stop());
  return {
    /** Sends a request to the store server itself, as another user's browser would (a decision made elsewhere). */
    send: (path: string, init?: RequestInit) => fetch(bypass(new Request(`${origin}${path}`, init))),
    /** Writes JSON to the store server (as `user`, else the server's own user) and returns its answer's body. */
    async write<T = unknown>(method: 'PUT' | 'POST', path: string, body: unknown, user?: string): Promise<T> {
      const headers = { 'content-type': 'application/json', ...(user ? asUser(user) : {}) };
      const answer = await fetch(bypass(`${origin}${path}`, { method, headers, body: JSON.stringify(body) }));
      if (!answer.ok) throw new Error(`${method} ${path}: HTTP ${answer.status} ${await answer.text()}`);
      return (await answer.json()) as T;
    },
    /** From now on the page's /api requests go to the store server, as the server's own user or as `as`. */
    answer({ as }: { as?: string } = {}) {
      mock.server.use(
        http.all(`${TEST_ORIGIN}/api/*`, async ({ request }) => {
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
        }),
      );
    },
  };
}
