// For UI tests of the screens without a history store (direct mode), which the run's dashboard server otherwise
// answers with its store (dashboard-global-setup.ts): a test asks for one of the two ways a page meets no store.
import { http } from 'msw';
import { DEFAULT_USER } from '../../mock/create-mock-service';
import { TEST_ORIGIN, type MockServer } from './mock-server';

/**
 * For the current test the page is beside no dashboard server (the app served on its own): its /api is a 404, so
 * screens read the service or say they need a store.
 */
export function answerWithoutDashboard(mock: MockServer): void {
  mock.server.use(
    http.all(`${TEST_ORIGIN}/api/*`, () =>
      Response.json({ error: { code: 'NOT_FOUND', message: 'No dashboard API here.' } }, { status: 404 }),
    ),
  );
}

/**
 * For the current test the page's /api is answered as by a server started with --store none: the server's own /api
 * for that case (its code, not a stand-in), answering in-process over the test's mock service, so no server process
 * is started for it.
 */
export async function answerWithStoreOff(mock: MockServer): Promise<void> {
  // Loaded only by the tests that use it: the server's API modules take seconds to import.
  const { createHistoryApi } = await import('../../server/history/host/history-api');
  const api = createHistoryApi(
    () => ({ phase: 'off' }),
    (request) => mock.service.fetch(request),
    {
      defaultUser: DEFAULT_USER,
      ticketUrl: null,
    },
  );
  mock.server.use(http.all(`${TEST_ORIGIN}/api/*`, ({ request }) => api(request)));
}
