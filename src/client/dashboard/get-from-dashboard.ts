// Reads of the dashboard server's own API (/api/…, its history store), beside the app on the page's origin:
// the answer validated by its declared schema, a failure an ApiError like the service's, so screens treat
// both alike.
import { z } from 'zod/mini';
import { DASHBOARD_API_PATH } from '../../contract/base-path';
import { isAbort, networkError } from '../http/api-error';
import { sendRequest } from '../http/transport';
import { readDashboardAnswer } from './dashboard-answer';

export type DashboardQuery = Readonly<Record<string, string | readonly string[]>>;

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
  return readDashboardAnswer(response, answer, endpoint);
}
