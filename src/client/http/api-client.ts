// The only place that talks HTTP to the service: base URL, JSON only, cookies, abort, error decoding,
// response validation, and CSRF for changing requests. Long answers read as they arrive: stream-records.ts.
import type { z } from 'zod/mini';
import { CSRF_HEADER, CSRF_REQUIRED } from '../../contract/errors';
import { dataEnvelope } from '../../contract/records';
import { ApiError, decodeErrorResponse, isAbort, networkError } from './api-error';
import { csrfTokens } from './csrf-tokens';
import { apiCredentials, getApiBaseUrl, runtimeConfigLoaded } from './runtime-config';
import { sendRequest } from './transport';

export type QueryValue = string | number | boolean | undefined;

export interface CallOptions {
  query?: Readonly<Record<string, QueryValue>>;
  signal?: AbortSignal;
}

/** `?NAME=value&…` with the spec's names; booleans as true/false; empty values left out. */
export function toQueryString(query: Readonly<Record<string, QueryValue>> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    params.set(name, String(value));
  }
  const text = params.toString().replace(/%24/g, '$');
  return text ? `?${text}` : '';
}

/** One request to the service, after config.json: a failure to reach it is an ApiError; CSRF tokens noted. */
export async function send(
  method: string,
  path: string,
  init: RequestInit & { query?: CallOptions['query'] },
): Promise<Response> {
  const endpoint = `${method} ${path}`;
  let response: Response;
  await runtimeConfigLoaded();
  try {
    response = await sendRequest(`${getApiBaseUrl()}${path}${toQueryString(init.query)}`, {
      ...init,
      method,
      credentials: apiCredentials(),
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkError(endpoint, error);
  }
  const token = response.headers.get(CSRF_HEADER);
  if (token && token !== CSRF_REQUIRED) csrfTokens.remember(token);
  return response;
}

/** GET of a read endpoint: the DATA records, each validated; a response the app cannot use is an ApiError. */
export async function getRecords<T extends z.ZodMiniType>(
  path: string,
  record: T,
  options: CallOptions = {},
): Promise<z.infer<T>[]> {
  const response = await send('GET', path, {
    headers: { Accept: 'application/json' },
    query: options.query,
    signal: options.signal ?? null,
  });
  if (!response.ok) throw await decodeErrorResponse(response, `GET ${path}`);
  return parseEnvelope(response, record, `GET ${path}`);
}

/** GET of a raw resource (a payload): the response itself, after error decoding. */
export async function getRaw(path: string, options: CallOptions = {}): Promise<Response> {
  const response = await send('GET', path, { query: options.query, signal: options.signal ?? null });
  if (!response.ok) throw await decodeErrorResponse(response, `GET ${path}`);
  return response;
}

/**
 * POST with SAP-style CSRF: a token fetched lazily and shared, and on a 403 that says the token is
 * required, one fresh token and exactly one repeat. Never retried otherwise: a run must not start twice.
 */
export async function postJson(path: string, body: unknown, options: CallOptions = {}): Promise<Response> {
  const endpoint = `POST ${path}`;
  const attempt = async (token: string) =>
    send('POST', path, {
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', [CSRF_HEADER]: token },
      body: JSON.stringify(body),
      signal: options.signal ?? null,
    });
  let response = await attempt(await csrfTokens.get(fetchToken));
  if (response.status === 403 && response.headers.get(CSRF_HEADER) === CSRF_REQUIRED) {
    csrfTokens.forget();
    response = await attempt(await csrfTokens.get(fetchToken));
  }
  if (!response.ok) throw await decodeErrorResponse(response, endpoint);
  return response;
}

/** A read that selects nothing is the cheapest request that any release answers with a token. */
const TOKEN_PROBE = { path: '/scenarios', query: { SCNRID: '9999999999' } } as const;

async function fetchToken(): Promise<string> {
  const response = await send('GET', TOKEN_PROBE.path, {
    headers: { Accept: 'application/json', [CSRF_HEADER]: 'Fetch' },
    query: TOKEN_PROBE.query,
  });
  const token = response.headers.get(CSRF_HEADER);
  if (!token || token === CSRF_REQUIRED) {
    throw new ApiError(
      response.status,
      'CSRF_TOKEN_UNAVAILABLE',
      'The service did not hand out a security (CSRF) token, so nothing can be changed. Reload the page; if it persists, the service node may be misconfigured.',
      `GET ${TOKEN_PROBE.path}`,
    );
  }
  return token;
}

export async function parseEnvelope<T extends z.ZodMiniType>(
  response: Response,
  record: T,
  endpoint: string,
): Promise<z.infer<T>[]> {
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw notJson(response, endpoint);
  }
  const parsed = dataEnvelope(record).safeParse(json);
  if (!parsed.success) throw unusable(response, endpoint, describeIssue(parsed.error.issues[0]!));
  return parsed.data.DATA;
}

export const describeIssue = (issue: z.core.$ZodIssue, at: PropertyKey[] = []) =>
  `${[...at, ...issue.path].map(String).join('.') || 'body'}: ${issue.message}`;

export const notJson = (response: Response, endpoint: string) =>
  new ApiError(
    response.status,
    'UNEXPECTED_RESPONSE',
    `The answer to ${endpoint} is not JSON; is the base URL pointing at the service?`,
    endpoint,
  );

export const unusable = (response: Response, endpoint: string, what: string) =>
  new ApiError(response.status, 'UNEXPECTED_RESPONSE', `The answer to ${endpoint} cannot be used: ${what}`, endpoint);
