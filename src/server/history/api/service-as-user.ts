// A write to the service in the name of the user whose request the dashboard is answering: their Basic credentials
// and cookies, and a CSRF token fetched in their session first, as the browser's New run screen does. The writer
// check asks it with a start that names nothing; a fix verification starts its runs with it.
import { SERVICE_BASE_PATH } from '../../../contract/base-path';
import { CSRF_HEADER } from '../../../contract/errors';
import type { FetchHandler } from '../../create-server-app';

/** What the service knows a user by: kept in memory only, never in the store. */
export interface UserCredentials {
  authorization: string | null;
  cookie: string | null;
}

export const credentialsOf = (request: Request): UserCredentials => ({
  authorization: request.headers.get('authorization'),
  cookie: request.headers.get('cookie'),
});

const SERVICE_URL = `http://dashboard.internal${SERVICE_BASE_PATH}`;
/** A lookup of a run no one has, which answers a token without reading anything large. */
const TOKEN_URL = `${SERVICE_URL}/testruns?RUN_ID=${'0'.repeat(32)}`;

/** `token`: the token fetch answered without one (its answer says why); `post`: the POST's answer. */
export type UserPost = { step: 'token'; answer: Response } | { step: 'post'; answer: Response };

export async function postAsUser(
  service: FetchHandler,
  credentials: UserCredentials,
  path: string,
  body: string,
  signal: AbortSignal,
): Promise<UserPost> {
  const given = new Headers();
  if (credentials.authorization !== null) given.set('authorization', credentials.authorization);
  const tokenHeaders = withCookies(given, credentials.cookie);
  tokenHeaders.set(CSRF_HEADER, 'Fetch');
  const tokenAnswer = await service(new Request(TOKEN_URL, { headers: tokenHeaders, signal }));
  void tokenAnswer.body?.cancel();
  const token = tokenAnswer.headers.get(CSRF_HEADER);
  if (!tokenAnswer.ok || !token) return { step: 'token', answer: tokenAnswer };
  // The token belongs to the session the answer's cookies open.
  const session = tokenAnswer.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  const headers = withCookies(given, [credentials.cookie, ...session].filter(Boolean).join('; '));
  headers.set(CSRF_HEADER, token);
  headers.set('content-type', 'application/json');
  return {
    step: 'post',
    answer: await service(new Request(`${SERVICE_URL}${path}`, { method: 'POST', headers, body, signal })),
  };
}

function withCookies(headers: Headers, cookies: string | null): Headers {
  const copy = new Headers(headers);
  copy.set('accept', 'application/json');
  if (cookies) copy.set('cookie', cookies);
  return copy;
}
