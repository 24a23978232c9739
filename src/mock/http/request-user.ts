// The acting user, and what the service lets them do.
import { CSRF_HEADER, ERROR_CODES } from '../../contract/errors';
import { HttpError } from './http-error';

/** The Basic-auth user name when one is sent (SAP user IDs are upper case), else the default. */
export function requestUser(request: Request, defaultUser: string): string {
  const header = request.headers.get('authorization');
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!match) return defaultUser;
  try {
    const user = atob(match[1]!).split(':')[0]!.trim();
    return user ? user.toUpperCase().slice(0, 12) : defaultUser;
  } catch {
    return defaultUser;
  }
}

/**
 * Throws a 403 when the acting user may only read (`--read-only-users`), as a system answers a user without
 * the authorisation to start runs. The answer carries the request's own (valid) token in X-CSRF-Token rather
 * than "Required", so a client does not take it for an expired token and fetch a new one.
 */
export function authoriseRunStart(request: Request, defaultUser: string, readOnlyUsers: ReadonlySet<string>): void {
  const user = requestUser(request, defaultUser);
  if (!readOnlyUsers.has(user)) return;
  throw new HttpError(403, ERROR_CODES.notAuthorized, `User ${user} is not authorised to start test runs`, {
    [CSRF_HEADER]: request.headers.get(CSRF_HEADER) ?? '',
  });
}
