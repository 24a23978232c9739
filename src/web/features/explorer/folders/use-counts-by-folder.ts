import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviveError } from '../../../../client/http/api-error';
import { getApiBaseUrl, runtimeConfigLoaded } from '../../../../client/http/runtime-config';
import { testCaseKeys } from '../../../../client/query-keys';
import { stopWhenAborted } from '../../../components/worker-port';
import type { CountsByFolderAnswer, CountsByFolderRequest } from './read-counts-by-folder';

/** The read in a worker, ended when it answers or when nobody waits for it any more. */
function inWorker(request: CountsByFolderRequest, signal: AbortSignal): Promise<CountsByFolderAnswer> {
  const worker = new Worker(new URL('./counts-by-folder.worker.ts', import.meta.url), {
    type: 'module',
    name: 'counts-by-folder',
  });
  stopWhenAborted(signal, () => worker.terminate());
  return new Promise<CountsByFolderAnswer>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<CountsByFolderAnswer>) => resolve(event.data));
    worker.addEventListener('error', (event) => reject(new Error(event.message || 'The worker failed')));
    signal.addEventListener('abort', () => reject(signal.reason));
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a Worker's postMessage has no origin
    worker.postMessage(request);
  }).finally(() => worker.terminate());
}

/**
 * How many test cases each folder holds directly, and how many last failed, for every folder that holds any. The
 * interface counts nothing, so this reads every test case: 100,000 on the large data set (54 MB), parsed in a worker
 * so the page never freezes over it (docs/decisions/0006-large-reads-in-browser-workers.md).
 */
export function countsByFolderQueryOptions() {
  return queryOptions({
    queryKey: testCaseKeys.countsByFolder(),
    queryFn: async ({ signal }) => {
      await runtimeConfigLoaded();
      const request = { baseUrl: getApiBaseUrl() };
      const answer =
        typeof Worker === 'undefined'
          ? await (await import('./read-counts-by-folder')).readCountsByFolder(request)
          : await inWorker(request, signal);
      if (!answer.ok) throw reviveError(answer.error);
      return answer.counts;
    },
    staleTime: 60_000,
  });
}

export function useCountsByFolder({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...countsByFolderQueryOptions(), enabled });
}
