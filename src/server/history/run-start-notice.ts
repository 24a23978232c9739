// A run started through this server (the New run screen, iftt-run pointed at it) is known to the sync at once by
// its ID, rather than at the next listing of the service's today: its page then shows it from the store at once.
import { SERVICE_BASE_PATH } from '../../contract/base-path';
import type { FetchHandler } from '../create-server-app';

const RUN_ID = /"RUN_ID"\s*:\s*"([0-9A-Fa-f]{32})"|<RUN_ID>([0-9A-Fa-f]{32})<\/RUN_ID>/;
const STARTS = `${SERVICE_BASE_PATH}/testruns`;

/** The service, telling `notice` of every run a POST /testruns through it started. */
export function noticingRunStarts(service: FetchHandler, notice: (runId: string) => void): FetchHandler {
  return async (request) => {
    const answer = await service(request);
    if (request.method !== 'POST' || !answer.ok || new URL(request.url).pathname !== STARTS) return answer;
    // An asynchronous start names its run in Location; a synchronous one answers the finished run, a few KB.
    const location = /\/testruns\/([0-9A-Fa-f]{32})$/.exec(answer.headers.get('location') ?? '');
    if (location) notice(location[1]!.toUpperCase());
    else
      void answer
        .clone()
        .text()
        .then((body) => {
          const match = RUN_ID.exec(body);
          if (match) notice((match[1] ?? match[2])!.toUpperCase());
        })
        .catch(() => {});
    return answer;
  };
}
