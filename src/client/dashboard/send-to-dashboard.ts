// Writes to the dashboard server's own API: a JSON body sent as `Content-Type: application/json` (which a
// cross-site form cannot send, so the server needs no CSRF token of its own), the answer checked by its schema.
// A 4xx is an ApiError with the server's message: a 400 names the member that does not fit, a 403 says why the
// user may not change it, a 409 that someone else changed it first.
import { z } from 'zod/mini';
import { DASHBOARD_API_PATH } from '../../contract/base-path';
import { isAbort, networkError } from '../http/api-error';
import { sendRequest } from '../http/transport';
import { readDashboardAnswer } from './dashboard-answer';

export async function sendToDashboard<S extends z.ZodMiniType>(
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  answer: S,
): Promise<z.output<S>> {
  const endpoint = `${method} ${DASHBOARD_API_PATH}${path}`;
  let response: Response;
  try {
    response = await sendRequest(`${DASHBOARD_API_PATH}${path}`, {
      method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkError(endpoint, error);
  }
  return readDashboardAnswer(response, endpoint, answer);
}
