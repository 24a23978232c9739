// The acting user, and what the service lets them do.
import { CSRF_HEADER, ERROR_CODES } from '../../contract/errors';
import { badRequest, HttpError } from './http-error';
import { basicAuthUser } from '../../contract/basic-user';
import { holdsNul, NUL_NOT_ALLOWED } from '../../contract/nul-character';

/** The Basic-auth user name when one is sent, else the default; a 400 for a name no store could record. */
export function requestUser(request: Request, defaultUser: string): string {
  const user = basicAuthUser(request.headers.get('authorization'));
  if (user !== null && holdsNul(user)) throw badRequest(`The Basic-auth user name ${NUL_NOT_ALLOWED}`);
  return user ?? defaultUser;
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
