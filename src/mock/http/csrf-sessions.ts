// SAP-style CSRF protection (docs/interface/decisions.md#csrf-sessions-and-users-d5): a token fetched with
// `X-CSRF-Token: fetch` is bound to a session cookie; a POST must bring both; tokens expire after 30 minutes without
// use.
import { CSRF_FAILED_MESSAGE, CSRF_HEADER, CSRF_REQUIRED, ERROR_CODES } from '../../contract/errors';
import { HttpError } from './http-error';

export const SESSION_COOKIE = 'SAP_SESSIONID_MCK_100';
export const TOKEN_IDLE_MS = 30 * 60 * 1000;
const MAX_SESSIONS = 10_000;

interface Session {
  token: string;
  lastUsed: number;
}

function randomToken(bytes: number): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...data))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export interface CsrfSessions {
  /** Token and the headers to send with it; reuses a live session, else starts one. */
  fetchToken(request: Request): Record<string, string>;
  /** Throws a 403 unless the request carries the live token of its own session. */
  verify(request: Request): void;
}

export function createCsrfSessions(now: () => Date): CsrfSessions {
  const sessions = new Map<string, Session>();

  const live = (id: string | undefined): Session | undefined => {
    const session = id ? sessions.get(id) : undefined;
    if (!session || !id) return undefined;
    if (now().getTime() - session.lastUsed > TOKEN_IDLE_MS) {
      sessions.delete(id);
      return undefined;
    }
    return session;
  };

  const evictOldest = () => {
    if (sessions.size < MAX_SESSIONS) return;
    const oldest = sessions.keys().next().value;
    if (oldest !== undefined) sessions.delete(oldest);
  };

  return {
    fetchToken(request): Record<string, string> {
      const existingId = readCookie(request, SESSION_COOKIE);
      const existing = live(existingId);
      if (existing && existingId) {
        existing.lastUsed = now().getTime();
        return { [CSRF_HEADER]: existing.token };
      }
      evictOldest();
      const id = randomToken(18);
      const session = { token: randomToken(18), lastUsed: now().getTime() };
      sessions.set(id, session);
      return { [CSRF_HEADER]: session.token, 'set-cookie': `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax` };
    },
    verify(request) {
      const token = request.headers.get(CSRF_HEADER);
      const session = live(readCookie(request, SESSION_COOKIE));
      if (!token || !session || token !== session.token) {
        throw new HttpError(403, ERROR_CODES.csrf, CSRF_FAILED_MESSAGE, { [CSRF_HEADER]: CSRF_REQUIRED });
      }
      session.lastUsed = now().getTime();
    },
  };
}

export function wantsToken(request: Request): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.headers.get(CSRF_HEADER)?.toLowerCase() === 'fetch'
  );
}
