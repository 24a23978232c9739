// Reads of the dashboard server's own API (/api/…, its history store), beside the app on the page's origin:
// the answer validated by its declared schema, a failure an ApiError like the service's, so screens treat
// both alike.
import { z } from 'zod/mini';
import { DASHBOARD_API_PATH } from '../../contract/base-path';
import { ApiError, isAbort, networkError } from '../http/api-error';
import { sendRequest } from '../http/transport';

export type DashboardQuery = Readonly<Record<string, string | readonly string[]>>;

const problemSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

function searchOf(query: DashboardQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    for (const each of typeof value === 'string' ? [value] : value) if (each !== '') params.append(name, each);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function getFromDashboard<S extends z.ZodMiniType>(
  path: string,
  answer: S,
  { query = {}, signal }: { query?: DashboardQuery; signal?: AbortSignal } = {},
): Promise<z.output<S>> {
  const endpoint = `GET ${DASHBOARD_API_PATH}${path}`;
  let response: Response;
  try {
    response = await sendRequest(`${DASHBOARD_API_PATH}${path}${searchOf(query)}`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkError(endpoint, error);
  }
  // A web server without the dashboard's API may answer any path with its page (a single-page app's fallback):
  // no JSON from /api is no dashboard server, as a 404 is.
  if (!(response.headers.get('content-type') ?? '').includes('json'))
    throw new ApiError(
      404,
      'NO_DASHBOARD_API',
      'No dashboard server answers here; the service is read directly.',
      endpoint,
    );
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const problem = problemSchema.safeParse(body);
    const message = problem.success
      ? problem.data.error.message
      : `The dashboard server answered ${endpoint} with HTTP ${response.status}.`;
    throw new ApiError(
      response.status,
      problem.success ? problem.data.error.code : `HTTP_${response.status}`,
      message,
      endpoint,
    );
  }
  const parsed = answer.safeParse(body);
  if (!parsed.success)
    throw new ApiError(
      response.status,
      'UNUSABLE_RESPONSE',
      'The dashboard server answered with something this page cannot read; reload the page (the server may be newer).',
      endpoint,
    );
  return parsed.data;
}
