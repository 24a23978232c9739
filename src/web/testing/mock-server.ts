// Network-level interception for UI and API tests: every request to the service goes to a real mock
// service in-process, and in the jsdom tests every request to the dashboard's own /api goes to the run's dashboard
// server (dashboard-global-setup.ts), whose store holds the same seeded history; anything else is an error
// (unhandled requests fail the test). Every answer of the mock is checked against the OpenAPI document; one it does
// not describe fails the test.
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { SERVICE_BASE_PATH } from '../../contract/base-path';
import { sharedResponseChecker } from '../../mock/testing/response-checker';
import { setApiBaseUrl } from '../../client/http/runtime-config';
import { createMockService, type MockService, type MockServiceOptions } from '../../mock/create-mock-service';
import { forwardTo, SYNC_WAIT_MS, synced } from './dashboard-server';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_BASE_URL = `${TEST_ORIGIN}${SERVICE_BASE_PATH}`;

export interface MockServer {
  /** The in-process service of the current test (a fresh one per test). */
  readonly service: MockService;
  /** msw server: `server.use(...)` overrides endpoints to simulate faults. */
  server: ReturnType<typeof setupServer>;
  /**
   * The requests made to the service from now until the current test ends, in the order they start: for a test of
   * which reads the client makes, how many, and with which options.
   */
  recordRequests(): Request[];
}

/**
 * Registers msw for the current test file with a fresh mock service per test. The page's /api goes to the run's
 * dashboard server (jsdom tests only: elsewhere a request to /api fails the test as unhandled).
 */
export function setupMockServer(options: MockServiceOptions = {}): MockServer {
  const dashboard = inject('dashboardOrigin');
  let service: MockService | undefined;
  // Node's fetch keeps no cookies; a browser does, and the service's CSRF session depends on it.
  const cookies = new Map<string, string>();
  const checker = sharedResponseChecker();
  // Collected rather than thrown: a throwing handler would reach the app as a network error.
  const undocumented: string[] = [];
  const forward = async ({ request }: { request: Request }) => {
    const headers = new Headers(request.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await service!.fetch(new Request(request, { headers }));
    const problem = await checker.check(request.method, request.url, response);
    if (problem) undocumented.push(problem);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    return response;
  };
  const server = setupServer(
    http.all(`${TEST_BASE_URL}/*`, forward),
    http.all(TEST_BASE_URL, forward),
    ...(dashboard ? [http.all(`${TEST_ORIGIN}/api/*`, forwardTo(dashboard))] : []),
  );
  const recorders = new Set<Request[]>();
  server.events.on('request:start', ({ request }) => {
    for (const recorded of recorders) recorded.push(request);
  });

  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    setApiBaseUrl(TEST_BASE_URL);
    if (dashboard) await synced(dashboard);
  }, SYNC_WAIT_MS);
  beforeEach(async () => {
    cookies.clear();
    undocumented.length = 0;
    service = await createMockService({ runPaceMs: 20, ...options });
  });
  afterEach(async () => {
    recorders.clear();
    server.resetHandlers();
    await service?.close();
    if (undocumented.length > 0)
      throw new Error(`The mock answered outside its OpenAPI document:\n${undocumented.join('\n')}`);
  });
  afterAll(() => server.close());

  return {
    get service() {
      if (!service) throw new Error('The mock service exists only inside a test');
      return service;
    },
    server,
    recordRequests() {
      const recorded: Request[] = [];
      recorders.add(recorded);
      return recorded;
    },
  };
}
