// The one read that tells whether the service lets a request's credentials read: only those credentials are
// passed on, nothing else of the browser's request.
import { SERVICE_BASE_PATH } from '../../../contract/base-path';
import type { FetchHandler } from '../../create-server-app';

export const CHECK_TIMEOUT_MS = 5000;

// The cheapest read the interface offers (docs/interface/rest-v1.md#endpoints-r4): runs are what the store
// copies, and an exact RUN_ID that no run has (docs/interface/decisions.md#query-options-d2) is a key lookup
// answering `{"DATA":[]}`. The origin is never reached: the handler receives the request directly.
const CHECK_URL = `http://dashboard.internal${SERVICE_BASE_PATH}/testruns?RUN_ID=${'0'.repeat(32)}`;

type ServiceAnswer =
  | { kind: 'reader' }
  | { kind: 'refused'; status: 401 | 403; challenge: string | undefined }
  | { kind: 'down'; problem: string };

export async function askService(service: FetchHandler, request: Request, timeoutMs: number): Promise<ServiceAnswer> {
  const headers = new Headers({ accept: 'application/json' });
  for (const name of ['authorization', 'cookie']) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const answering = service(new Request(CHECK_URL, { headers }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const answer = await Promise.race([answering, timedOut]);
    if (answer === 'timeout') {
      // A late answer still holds a connection to the service until its body is read or dropped.
      void answering.then(
        (late) => late.body?.cancel(),
        () => {},
      );
      return { kind: 'down', problem: `no answer within ${timeoutMs / 1000} s` };
    }
    void answer.body?.cancel();
    if (answer.ok) return { kind: 'reader' };
    if (answer.status === 401 || answer.status === 403)
      return { kind: 'refused', status: answer.status, challenge: answer.headers.get('www-authenticate') ?? undefined };
    // Anything else (a 5xx, the proxy's 502 for an unreachable system, a node not active) answers nothing.
    return { kind: 'down', problem: `HTTP ${answer.status}` };
  } catch (error) {
    return { kind: 'down', problem: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
