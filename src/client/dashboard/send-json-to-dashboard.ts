// Writes to the dashboard server's own API: a JSON body sent as `Content-Type: application/json` (which a
// cross-site form cannot send, so no CSRF token is needed), the answer read as its reads are.
import { z } from 'zod/mini';
import { DASHBOARD_API_PATH } from '../../contract/base-path';
import { isAbort, networkError } from '../http/api-error';
import { sendRequest } from '../http/transport';
import { readDashboardAnswer } from './dashboard-answer';

export async function sendJsonToDashboard<S extends z.ZodMiniType>(
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  answer: S,
  { signal }: { signal?: AbortSignal } = {},
): Promise<z.output<S>> {
  const endpoint = `${method} ${DASHBOARD_API_PATH}${path}`;
  let response: Response;
  try {
    response = await sendRequest(`${DASHBOARD_API_PATH}${path}`, {
      method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkError(endpoint, error);
  }
  return readDashboardAnswer(response, answer, endpoint);
}
