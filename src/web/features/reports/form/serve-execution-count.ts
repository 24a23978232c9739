// The worker side of the estimate: reads the runs with details newest first, keeps only what the report's
// predicate reads, and counts for the page's latest filters as runs arrive and whenever the filters change.
import { setApiBaseUrl } from '../../../../client/http/runtime-config';
import { streamTestRuns } from '../../../../client/test-runs/stream-test-runs';
import type { ListedRun } from '../../../../contract/records';
import { listen, type MessagePortLike } from '../../../components/data-table/row-set/protocol';
import { toPlainError } from '../../../components/data-table/row-set/serve-row-set';
import {
  estimateExecutions,
  offeredValues,
  type CountedRun,
  type OfferedValues,
} from '../../../../analysis/report-estimate';
import type { ExecutionCountRequest, FromCounter, ToCounter } from './execution-count-protocol';
import { toReportMembers } from './report-form-model';

/** While runs arrive, the page hears a growing count at most this often. */
const COUNT_MS = 150;
/** Reading gives way to a change of filters at least this often. */
const YIELD_MS = 8;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const counted = (run: ListedRun): CountedRun => ({
  STARTED_DATE: run.STARTED_DATE,
  STARTED_TIME: run.STARTED_TIME,
  STARTED_BY: run.STARTED_BY,
  TYPE: run.TYPE,
  DETAILS: run.DETAILS.map(({ STATUS, SCNRID, CASEID, IFTYPE, OBJDEFID }) => ({
    STATUS,
    SCNRID,
    CASEID,
    IFTYPE,
    OBJDEFID,
  })),
});

function offeredBy(runs: readonly CountedRun[]): OfferedValues {
  const details = runs.flatMap((run) => run.DETAILS);
  return offeredValues(
    runs.map((run) => run.STARTED_BY),
    details.map((detail) => detail.OBJDEFID),
    details.map((detail) => detail.IFTYPE),
  );
}

export function serveExecutionCount(port: MessagePortLike): void {
  const runs: CountedRun[] = [];
  let wanted: Extract<ToCounter, { type: 'count' }> | undefined;
  let complete = false;
  let offered: OfferedValues | undefined;
  let lastCountAt = 0;
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker port, not a window
  const post = (message: FromCounter) => port.postMessage(message);
  const count = () => {
    lastCountAt = Date.now();
    if (!wanted) return;
    const folderIds = wanted.folderIds && new Set(wanted.folderIds);
    const estimate = estimateExecutions(runs, toReportMembers(wanted.filters), folderIds);
    post({ type: 'count', id: wanted.id, estimate, runs: runs.length, complete, ...(offered ? { offered } : {}) });
  };
  const load = async (request: ExecutionCountRequest) => {
    setApiBaseUrl(request.baseUrl);
    let lastYieldAt = Date.now();
    try {
      for await (const batch of streamTestRuns(request.query)) {
        for (const run of batch) runs.push(counted(run));
        if (Date.now() - lastCountAt >= COUNT_MS) count();
        if (Date.now() - lastYieldAt >= YIELD_MS) {
          await nextTask();
          lastYieldAt = Date.now();
        }
      }
      complete = true;
      offered = offeredBy(runs);
      count();
    } catch (error) {
      post({ type: 'error', error: toPlainError(error) });
    }
  };
  listen(port, (event: MessageEvent<ToCounter>) => {
    const message = event.data;
    if (message.type === 'load') void load(message.request);
    else {
      wanted = message;
      count();
    }
  });
}
