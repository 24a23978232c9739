// For UI tests that write to the run's dashboard server (triage decisions, quarantines): its store is shared by
// every jsdom file (dashboard-global-setup.ts), and files run two at a time. Each file that writes therefore gets a
// share of the seeded failure signatures and test cases of its own, by a hash of each one's key, and writes only
// to those; what it reads of the others stays as the seeded history made it, whatever file runs beside it.
import { bypass, http } from 'msw';
import { inject } from 'vitest';
import { signatureKey, type Signature } from '../../contract/dashboard-api/triage-signature';
import { asUser, forwardTo } from './dashboard-server';
import { TEST_ORIGIN, type MockServer } from './mock-server';

/** The files that write to the shared store, each its share. A file added here moves the others' shares. */
const WRITERS = [
  'case-quarantine',
  'compare-route-triage',
  'failure-group-table-triage',
  'quarantine-route',
  'results-tab-triage',
  'run-actions-triage',
  'run-route-triage',
] as const;
export type StoreWriter = (typeof WRITERS)[number];

/** FNV-1a: the same share for the same key on every run, spread evenly enough over a few writers. */
function hash(key: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) value = Math.imul(value ^ key.charCodeAt(index), 0x01000193);
  return value >>> 0;
}

export function setupStoreApi(mock: MockServer, writer: StoreWriter) {
  const origin = inject('dashboardOrigin');
  if (!origin) throw new Error('No dashboard server: store-api.ts is for the jsdom tests (vitest.config.ts)');
  const lane = WRITERS.indexOf(writer);
  const mine = (key: string) => hash(key) % WRITERS.length === lane;
  return {
    /** Whether decisions on this signature are this file's to make (no other file decides on it). */
    ownsSignature: (signature: Signature) => mine(signatureKey(signature)),
    /** Whether this test case is this file's to quarantine (no other file quarantines it). */
    ownsCase: (caseId: string) => mine(`case ${caseId}`),
    /** Sends a request to the store server itself, as another user's browser would (a decision made elsewhere). */
    send: (path: string, init?: RequestInit) => fetch(bypass(new Request(`${origin}${path}`, init))),
    /** Writes JSON to the store server (as `user`, else the server's own user) and returns its answer's body. */
    async write<T = unknown>(method: 'PUT' | 'POST', path: string, body: unknown, user?: string): Promise<T> {
      const headers = { 'content-type': 'application/json', ...(user ? asUser(user) : {}) };
      const answer = await fetch(bypass(`${origin}${path}`, { method, headers, body: JSON.stringify(body) }));
      if (!answer.ok) throw new Error(`${method} ${path}: HTTP ${answer.status} ${await answer.text()}`);
      return (await answer.json()) as T;
    },
    /** For the current test the page's /api requests go to the server as `as`, not as its own user. */
    answerAs(as: string) {
      mock.server.use(http.all(`${TEST_ORIGIN}/api/*`, forwardTo(origin, as)));
    },
  };
}
