// Who may read the store's answers: the store holds copies of SAP data, so it answers only users whom the
// service itself lets read (issue 61). A request to any /api path but the public ones is checked by asking the
// service a cheap read with the request's own credentials; a success is remembered for a few minutes.
import { createHmac, randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { FetchHandler } from '../../create-server-app';
import { problem } from './api-problem';
import { DASHBOARD_API_PATH } from '../../../contract/base-path';
import { askService, CHECK_TIMEOUT_MS } from './reader-check';

export interface ReaderAccessOptions {
  /** The service as the server reaches it: the bundled mock in-process, or the proxy to the SAP system. */
  service: FetchHandler;
  /** Milliseconds since the epoch; a clock for tests. */
  now?: () => number;
  /** How long the service has to answer a check before it counts as down. */
  timeoutMs?: number;
}

/** Health checks and the API's description answer everyone: they hold no SAP data. */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  `${DASHBOARD_API_PATH}/openapi.json`,
  `${DASHBOARD_API_PATH}/history/status`,
]);

/** A success spares the service further checks of the same credentials for this long. */
export const REMEMBERED_MS = 5 * 60_000;
/** While the service is down, a user it let read within this window still gets the store's figures. */
export const OUTAGE_GRACE_MS = 12 * 60 * 60_000;
/** Enough for every user of one system; the oldest success is forgotten first. */
const MAX_REMEMBERED = 5000;

// A 401 carries the service's own challenge: a browser that signed in to the service answers the same realm
// with the credentials it holds, without asking again. This one stands in when the service sends none.
const DEFAULT_CHALLENGE = 'Basic realm="SAP"';

/** Cookies that carry an SAP sign-in (single sign-on ticket, session); others (preferences, CSRF) change often. */
const SIGN_IN_COOKIE = /^(MYSAPSSO2|SAP_SESSIONID_\w+)$/;

/**
 * Who a request is, as far as the service can tell: its Basic credentials, else its sign-in cookies. Keyed on
 * the whole cookie header, a user was checked again at each new cookie, and not let in during an outage.
 */
function identityOf(request: Request): string {
  const authorization = request.headers.get('authorization');
  if (authorization) return `authorization ${authorization}`;
  const signIn = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => SIGN_IN_COOKIE.test(pair.split('=')[0] ?? ''))
    .toSorted();
  return `cookies ${signIn.join('; ')}`;
}

type Outcome =
  | { allowed: true }
  | { allowed: false; status: 401 | 403 | 503; code: string; message: string; headers?: Record<string, string> };

const ALLOWED: Outcome = { allowed: true };

export function createReaderAccess(options: ReaderAccessOptions): MiddlewareHandler {
  const { service, now = Date.now, timeoutMs = CHECK_TIMEOUT_MS } = options;
  // Kept under an HMAC of the credentials with a secret of this process: neither the password nor a hash that
  // could be tried offline against a list of passwords stays in memory. A restart forgets every success.
  const secret = randomBytes(32);
  const keyOf = (request: Request) => createHmac('sha256', secret).update(identityOf(request)).digest('base64');
  /** When each key last passed a check, oldest first. */
  const verifiedAt = new Map<string, number>();
  const checking = new Map<string, Promise<Outcome>>();

  const remember = (key: string) => {
    verifiedAt.delete(key);
    verifiedAt.set(key, now());
    if (verifiedAt.size > MAX_REMEMBERED) verifiedAt.delete(verifiedAt.keys().next().value!);
  };

  const check = async (key: string, request: Request): Promise<Outcome> => {
    const answer = await askService(service, request, timeoutMs);
    if (answer.kind === 'reader') {
      remember(key);
      return ALLOWED;
    }
    if (answer.kind === 'refused') {
      // Refused now: a later outage must not let these credentials in on an older success.
      verifiedAt.delete(key);
      return answer.status === 401
        ? {
            allowed: false,
            status: 401,
            code: 'SIGN_IN_REQUIRED',
            message: 'Sign in: the store answers only users the service lets read.',
            headers: { 'www-authenticate': answer.challenge ?? DEFAULT_CHALLENGE },
          }
        : {
            allowed: false,
            status: 403,
            code: 'NOT_AUTHORIZED',
            message:
              'The service does not let your user read test runs, so the store does not answer it either; ' +
              'ask the SAP administrator for a role that reads them.',
          };
    }
    const last = verifiedAt.get(key);
    if (last !== undefined && now() - last < OUTAGE_GRACE_MS) return ALLOWED;
    return {
      allowed: false,
      status: 503,
      code: 'ACCESS_UNCHECKED',
      message: `Cannot check your access: the service is not answering (${answer.problem}). Try again once it is back.`,
    };
  };

  return async (c, next) => {
    if (PUBLIC_PATHS.has(c.req.path)) return next();
    const key = keyOf(c.req.raw);
    const last = verifiedAt.get(key);
    if (last !== undefined && now() - last < REMEMBERED_MS) return next();
    // Requests of one user arriving together (a screen's parallel reads) share one check.
    let pending = checking.get(key);
    if (!pending) {
      pending = check(key, c.req.raw).finally(() => checking.delete(key));
      checking.set(key, pending);
    }
    const outcome = await pending;
    if (outcome.allowed) return next();
    return c.json(problem(outcome.code, outcome.message), outcome.status, {
      'cache-control': 'no-store',
      ...outcome.headers,
    });
  };
}
