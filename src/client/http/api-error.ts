// The one error type of the API layer: what failed (endpoint), how (status, code) and a message a person
// can act on, decoded from whatever the server sent — the service's error body (JSON or XML), an SAP HTML
// error page, plain text — or from a network failure.
import { CSRF_HEADER, CSRF_REQUIRED, ERROR_CODES, errorBodySchema } from '../../contract/errors';

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly code: string,
    message: string,
    /** Method and path, e.g. `GET /testcases/825`. */
    readonly endpoint: string,
    /** What the server sent beyond the message, for bug reports. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Worth retrying: the network or a gateway failed, not the request. */
  get transient(): boolean {
    return this.status === 0 || this.status === 502 || this.status === 503 || this.status === 504;
  }
}

/** What was asked for does not exist: asking again would only say so again. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

const FALLBACK_MESSAGES: Readonly<Record<number, string>> = {
  400: 'The service rejected the request as invalid.',
  401: 'Sign-in required: the SAP system asks for your user and password.',
  403: 'You are not allowed to do this on the SAP system.',
  404: 'The service does not know this resource.',
  500: 'The service failed while answering. Try again; if it keeps failing, report it with the details.',
  502: 'The SAP system could not be reached through the gateway. Try again in a moment.',
  503: 'The service is unavailable right now. Try again in a moment.',
  504: 'The SAP system took too long to answer. Try again in a moment.',
};

function fallbackMessage(status: number): string {
  return FALLBACK_MESSAGES[status] ?? `The service answered with HTTP ${status}.`;
}

/** Readable text of an HTML page: its title and first heading or paragraph, never its markup. */
export function textOfHtml(html: string): string {
  const pick = (pattern: RegExp) =>
    pattern
      .exec(html)?.[1]
      ?.replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/\s+/g, ' ')
      .trim();
  const parts = [
    pick(/<title[^>]*>([\s\S]*?)<\/title>/i),
    pick(/<h1[^>]*>([\s\S]*?)<\/h1>/i),
    pick(/<p[^>]*>([\s\S]*?)<\/p>/i),
  ];
  return [...new Set(parts.filter(Boolean))].join(': ').slice(0, 300);
}

function xmlErrorMessage(xml: string): string | undefined {
  return /<value>([\s\S]*?)<\/value>/
    .exec(xml)?.[1]
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Turns a non-2xx response into an ApiError, whatever its body. */
export async function decodeErrorResponse(response: Response, endpoint: string): Promise<ApiError> {
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text().catch(() => '');
  let code = `HTTP_${response.status}`;
  let message: string | undefined;
  if (type.includes('json')) {
    try {
      const parsed = errorBodySchema.safeParse(JSON.parse(text));
      if (parsed.success)
        ({
          code,
          message: { value: message },
        } = parsed.data.error);
    } catch {
      // Not JSON after all: fall through to the status's message.
    }
  } else if (type.includes('xml')) {
    message = xmlErrorMessage(text);
  } else if (type.includes('html')) {
    const pageText = textOfHtml(text);
    message = pageText ? `${fallbackMessage(response.status)} (${pageText})` : undefined;
  } else if (text.trim()) {
    message = text.trim().slice(0, 300);
  }
  if (response.status === 401) {
    code = 'UNAUTHORIZED';
    message = fallbackMessage(401);
  }
  // A 403 that does not ask for a new CSRF token: the system refuses this user the action itself (an
  // authorisation missing), so repeating it cannot help. The service's own code stays in `detail`.
  if (response.status === 403 && response.headers.get(CSRF_HEADER) !== CSRF_REQUIRED) code = ERROR_CODES.notAuthorized;
  return new ApiError(
    response.status,
    code,
    message ?? fallbackMessage(response.status),
    endpoint,
    text.slice(0, 2000) || undefined,
  );
}

export function networkError(endpoint: string, cause: unknown): ApiError {
  // Node's fetch says only "fetch failed"; the reason (refused, unknown host, certificate) is its cause.
  const inner = cause instanceof Error && cause.cause instanceof Error ? `: ${cause.cause.message}` : '';
  const reason = cause instanceof Error ? `${cause.message}${inner}` : String(cause);
  return new ApiError(
    0,
    'NETWORK',
    'The service could not be reached. Check your connection or whether the server is running, then try again.',
    endpoint,
    reason,
  );
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError'
    : error instanceof Error && error.name === 'AbortError';
}

/** An error as structured cloning (a worker's postMessage) leaves it: its fields, not its class. */
export interface ClonedError {
  name: string;
  message: string;
  status?: number;
  code?: string;
  endpoint?: string;
  detail?: string;
}

/** Gives an ApiError that crossed from a worker its class back, so the UI treats it like any other. */
export function reviveError(error: ClonedError): Error {
  if (error.name === 'ApiError' && error.status !== undefined && error.code && error.endpoint) {
    return new ApiError(error.status, error.code, error.message, error.endpoint, error.detail);
  }
  return Object.assign(new Error(error.message), { name: error.name });
}
