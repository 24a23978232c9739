// How the dashboard server's answers are read, for reads and writes alike: the answer checked by its declared
// schema, a failure an ApiError with the server's own message (a 400 names the member that does not fit).
import { z } from 'zod/mini';
import { ApiError, textOfHtml } from '../http/api-error';

const problemSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

export async function readDashboardAnswer<S extends z.ZodMiniType>(
  response: Response,
  endpoint: string,
  answer: S,
): Promise<z.output<S>> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) {
    // A web server without the dashboard's API may answer any path with its page (a single-page app's fallback):
    // no JSON from /api is no dashboard server, as a 404 is. A failure page of another status is a dashboard
    // server, or a proxy in front of it, that failed: said as such, with what its page says.
    if (response.ok || response.status === 404)
      throw new ApiError(
        404,
        'NO_DASHBOARD_API',
        'No dashboard server answers here; the service is read directly.',
        endpoint,
      );
    const page = textOfHtml(await response.text().catch(() => ''));
    throw new ApiError(
      response.status,
      `HTTP_${response.status}`,
      `The dashboard server answered ${endpoint} with HTTP ${response.status}${page ? ` (${page})` : ''}. Try again in a moment.`,
      endpoint,
    );
  }
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
