// What the dashboard server's own API answered, read the same way for its reads and its writes: the answer
// validated by its declared schema, a failure an ApiError with the server's code and message.
import { z } from 'zod/mini';
import { ApiError } from '../http/api-error';

const problemSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

export async function readDashboardAnswer<S extends z.ZodMiniType>(
  response: Response,
  answer: S,
  endpoint: string,
): Promise<z.output<S>> {
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
