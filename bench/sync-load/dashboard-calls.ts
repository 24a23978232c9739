// The bench's calls to the dashboard server's own API, as a user of the mock signed in with Basic credentials (in
// backend mode a request without them is nobody, and asking for a reconcile needs a user the service lets start
// runs: api/writer-check.ts). `origin` is asked at each call: a restart moves the server to another port.
import type { HistoryStatus } from '../../src/contract/dashboard-api/history-status';
import type { OverviewFigures } from '../../src/contract/dashboard-api/overview';
import type { RunsPage } from '../../src/contract/dashboard-api/runs';

const SIGNED_IN = { authorization: `Basic ${btoa('lead:secret')}` };
const TIMEOUT_MS = 30_000;

async function call<T>(origin: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${origin}/api${path}`, {
    ...init,
    headers: { ...SIGNED_IN, ...init.headers },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} /api${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const post = <T>(origin: string, path: string) =>
  call<T>(origin, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });

export const statusOf = (origin: string) => call<HistoryStatus>(origin, '/history/status');

/** What a visible tab sends about once a minute. */
export const checkIn = (origin: string) => post<{ until: string }>(origin, '/history/watching');

export const askReconcile = (origin: string) => post<{ asked: string; by: string }>(origin, '/history/reconcile');

/** The runs list's rows of one day, as the store has them. */
export const runRowsOf = (origin: string, day: string) =>
  call<RunsPage>(origin, `/runs?from=${day}&to=${day}&limit=500`).then((answer) => answer.rows);

/** The overview of one day, as the store has it. */
export const overviewOf = (origin: string, day: string) =>
  call<OverviewFigures>(origin, `/overview?from=${day}&to=${day}`);

/** A visible tab checking in every `everyMs` from now until stopped. */
export function checkInsEvery(origin: () => string, everyMs = 60_000): { stop(): void } {
  const send = () =>
    void checkIn(origin()).catch((error: unknown) => console.warn(`a check-in failed: ${(error as Error).message}`));
  send();
  const timer = setInterval(send, everyMs);
  return { stop: () => clearInterval(timer) };
}
