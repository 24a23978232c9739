// An in-process client for the mock in unit tests: requests go straight to service.fetch. Every answer,
// also to tests that call service.fetch themselves, is checked against the OpenAPI document; an answer
// the document does not describe fails the request with a message naming path, status and member.
import { SERVICE_BASE_PATH } from '../../contract/base-path';
import { sharedResponseChecker } from './response-checker';
import { createMockService, type MockService, type MockServiceOptions } from '../create-mock-service';

export interface TestClient {
  service: MockService;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  /** GET returning the DATA array of a 200 answer (fails the test on any other status). */
  data<T = Record<string, unknown>>(path: string): Promise<T[]>;
  /** Fetches a CSRF token and session cookie. */
  token(): Promise<{ token: string; cookie: string }>;
  /** POST with a fresh token and cookie unless headers say otherwise. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

const ORIGIN = 'http://mock.test';

export async function createTestClient(options: MockServiceOptions = {}): Promise<TestClient> {
  const service = checkedAgainstOpenApi(await createMockService({ runPaceMs: 5, ...options }));
  const get = (path: string, headers: Record<string, string> = {}) =>
    service.fetch(new Request(`${ORIGIN}${SERVICE_BASE_PATH}${path}`, { headers }));
  const token = async () => {
    const response = await get('/', { 'X-CSRF-Token': 'Fetch' });
    return {
      token: response.headers.get('x-csrf-token') ?? '',
      cookie: (response.headers.get('set-cookie') ?? '').split(';')[0]!,
    };
  };
  return {
    service,
    get,
    token,
    async data<T>(path: string) {
      const response = await get(path);
      if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { DATA: T[] }).DATA;
    },
    async post(path, body, headers = {}) {
      const credentials = await token();
      return service.fetch(
        new Request(`${ORIGIN}${SERVICE_BASE_PATH}${path}`, {
          method: 'POST',
          body: typeof body === 'string' ? body : JSON.stringify(body),
          headers: {
            'content-type': 'application/json',
            'x-csrf-token': credentials.token,
            cookie: credentials.cookie,
            ...headers,
          },
        }),
      );
    },
  };
}

function checkedAgainstOpenApi(service: MockService): MockService {
  const checker = sharedResponseChecker();
  return {
    ...service,
    async fetch(request) {
      const response = await service.fetch(request);
      const problem = await checker.check(request.method, request.url, response);
      if (problem) throw new Error(problem);
      return response;
    },
  };
}

export async function errorMessage(response: Response): Promise<string> {
  const body = (await response.json()) as { error: { message: { value: string } } };
  return body.error.message.value;
}
