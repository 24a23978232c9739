// The API client pointed at a bundled mock in this process, as the server's sync uses it in mock mode, with
// a log of the requests it answered (to tell what a sync read).
import { setApiBaseUrl } from '../../../client/http/runtime-config';
import { setTransport } from '../../../client/http/transport';
import { createNodeTransport } from '../../../client/node/node-transport';
import { SERVICE_BASE_PATH } from '../../../contract/base-path';
import type { MockService } from '../../../mock/create-mock-service';
import { countedService } from '../sync/sync-load';

export interface RequestLog {
  /** Path and query of each request, e.g. /testruns?STARTED_FROM=…&$includeDetails=true */
  requests: string[];
  /** When set, every further request fails as an unreachable service would. */
  unreachable: boolean;
  /** Called before each request is answered, with its path and query. */
  onRequest?: (path: string) => void;
}

export function useInProcessService(mock: Pick<MockService, 'fetch'>): RequestLog {
  const log: RequestLog = { requests: [], unreachable: false };
  setApiBaseUrl(`http://mock.test${SERVICE_BASE_PATH}`);
  setTransport(
    createNodeTransport({
      // Counted as the server counts its sync's requests, for the status and the request budget.
      send: countedService(async (request) => {
        if (log.unreachable) throw new TypeError('fetch failed');
        const url = new URL(request.url);
        const path = decodeURIComponent(`${url.pathname.slice(SERVICE_BASE_PATH.length)}${url.search}`);
        log.onRequest?.(path);
        // As fetch does: a request whose signal is aborted is not sent.
        request.signal.throwIfAborted();
        log.requests.push(path);
        return mock.fetch(request);
      }),
    }),
  );
  return log;
}

/** The service lets a run go (archived, deleted): it is no longer listed nor readable. */
export function forgetRun(mock: MockService, runId: string): void {
  const { store } = mock;
  store.runs.delete(runId);
  store.runIdsNewestFirst = store.runIdsNewestFirst.filter((id) => id !== runId);
  for (const [caseId, ids] of store.runIdsByCase)
    store.runIdsByCase.set(
      caseId,
      ids.filter((id) => id !== runId),
    );
}

/**
 * The mock as a release from before COMPARISON (docs/interface/rest-v1.md#test-run-record): runs come without it,
 * asked for or not.
 */
export function withoutComparison(mock: MockService): Pick<MockService, 'fetch'> {
  return {
    fetch: async (request) => {
      const response = await mock.fetch(request);
      if (request.method !== 'GET' || !response.ok || !new URL(request.url).pathname.includes('/testruns'))
        return response;
      const answer = (await response.json()) as { DATA: Record<string, unknown>[] };
      for (const run of answer.DATA) delete run.COMPARISON;
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      return Response.json(answer, { status: response.status, headers });
    },
  };
}
