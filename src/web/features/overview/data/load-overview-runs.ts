// The overview's runs half, in its own worker: the range's runs with their details, read newest first in date
// windows, their tiles sent as they grow (marked as read so far), then what the cases half needs of them.
import { setApiBaseUrl } from '../../../../client/http/runtime-config';
import type { RunTally, RunScope } from '../../../../analysis/overview/run-tally';
import type { OverviewRequest, RunsSummary, TileName } from './overview-protocol';
import { SHOWN_CAUSES, SHOWN_FOLDERS } from '../../../../contract/dashboard-api/overview';
import { folderScope, plain, tallyRuns, type Post } from './overview-reads';

/** How often figures that grow while the range's runs arrive are sent to the page (each send is a re-render). */
const PARTIAL_EVERY_MS = 500;
const RUN_TILES: TileName[] = ['executions', 'passRate', 'durations', 'latest', 'folders', 'causes'];

export async function loadOverviewRuns(request: OverviewRequest, post: Post, peer: MessagePort): Promise<void> {
  setApiBaseUrl(request.baseUrl);
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a message port, not a window
  const tell = (summary: RunsSummary) => peer.postMessage(summary);
  /** The failure causes go once, with every run in: each group lists a hundred failures, too many to resend. */
  const postRuns = (tally: RunTally, readFrom?: string) => {
    post({ type: 'tile', tile: 'executions', data: tally.executions() });
    post({ type: 'tile', tile: 'passRate', data: tally.passRate() });
    post({ type: 'tile', tile: 'durations', data: tally.durations() });
    post({ type: 'tile', tile: 'latest', data: tally.latestFinished() });
    post({ type: 'tile', tile: 'folders', data: tally.mostFailing(SHOWN_FOLDERS) });
    if (!readFrom) post({ type: 'tile', tile: 'causes', data: tally.failureGroups(SHOWN_CAUSES) });
    post({ type: 'runs read', readFrom });
  };
  // The first batch goes at once (a worker's clock starts near 0, so 0 here held the first figures back).
  let sentAt = Number.NEGATIVE_INFINITY;
  try {
    const scope: RunScope = {
      folders: await folderScope(request.folders),
      types: request.types,
      outagePatterns: request.outagePatterns,
    };
    const tally = await tallyRuns(request, request.range, scope, true, (partial, readFrom) => {
      if (performance.now() - sentAt < PARTIAL_EVERY_MS) return;
      postRuns(partial, readFrom);
      sentAt = performance.now();
    });
    postRuns(tally);
    tell({ ok: true, executed: [...tally.executedCases()], failing: tally.failingStreaks() });
  } catch (error) {
    // Which cases did not run cannot be told without the runs either.
    post({ type: 'error', tiles: [...RUN_TILES, 'notRun'], error: plain(error) });
    post({ type: 'runs read' });
    tell({ ok: false });
  }
  post({ type: 'done' });
}
