import type { APIRequestContext } from '@playwright/test';
import { API } from './service';

export interface RunStart {
  TEST_CASES?: string[];
  SCENARIOS?: string[];
  TEST_RUN_NAME?: string;
  /** `X` answers at once and runs on (at the test servers' quick pace); empty waits for the finished run. */
  ASYNC: 'X' | '';
}

/**
 * Starts a run on the service as any client does (a CSRF token with its session cookie, then the POST),
 * for a test that needs a run of its own: a given name, a size that takes a while. Answers the run's ID.
 */
export async function startRun(request: APIRequestContext, data: RunStart): Promise<string> {
  const fetched = await request.get(`${API}/`, { headers: { 'X-CSRF-Token': 'Fetch' } });
  const token = fetched.headers()['x-csrf-token'];
  if (!token) throw new Error(`No CSRF token from GET ${API}/ (${fetched.status()})`);
  const response = await request.post(`${API}/testruns`, { headers: { 'X-CSRF-Token': token }, data: { DATA: data } });
  if (!response.ok()) throw new Error(`POST /testruns answered ${response.status()}: ${await response.text()}`);
  const runId = ((await response.json()) as { DATA: { RUN_ID: string }[] }).DATA[0]?.RUN_ID;
  if (!runId) throw new Error('POST /testruns answered without a run ID');
  return runId;
}
