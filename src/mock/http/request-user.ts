// The acting user, and what the service lets them do.
import { CSRF_HEADER, ERROR_CODES } from '../../contract/errors';
import { HttpError } from './http-error';
import { basicAuthUser } from '../../contract/basic-user';

/** The Basic-auth user name when one is sent, else the default. */
export const requestUser = (request: Request, defaultUser: string): string =>
  basicAuthUser(request.headers.get('authorization')) ?? defaultUser;

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
