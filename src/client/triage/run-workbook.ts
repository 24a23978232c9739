// GET /api/triage/run/workbook?id=: the run's workbook with the team's triage, built by the dashboard server from
// its store. An answer that is not a workbook is the server's refusal (why it has none yet) or no dashboard there.
import { z } from 'zod/mini';
import { DASHBOARD_API_PATH } from '../../contract/base-path';
import { TRIAGE_PATHS } from '../../contract/dashboard-api/triage-basics';
import { REPORT_MIME_TYPE } from '../../contract/requests';
import { readDashboardAnswer } from '../dashboard/dashboard-answer';
import { isAbort, networkError } from '../http/api-error';
import { sendRequest } from '../http/transport';

export async function getRunWorkbook(runId: string): Promise<Blob> {
  const path = `${DASHBOARD_API_PATH}${TRIAGE_PATHS.runWorkbook}`;
  const endpoint = `GET ${path}`;
  let response: Response;
  try {
    response = await sendRequest(`${path}?id=${encodeURIComponent(runId)}`, {
      headers: { Accept: `${REPORT_MIME_TYPE}, application/json` },
      credentials: 'same-origin',
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkError(endpoint, error);
  }
  if (response.ok && (response.headers.get('content-type') ?? '').startsWith(REPORT_MIME_TYPE)) return response.blob();
  // Throws in every case left: the server's message, or that no dashboard server answers.
  return readDashboardAnswer(response, endpoint, z.never());
}
