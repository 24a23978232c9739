// Worker entry of the overview: reads and adds up off the page, answering each tile's figures.
import { loadOverview } from './load-overview';
import type { OverviewRequest } from './overview-protocol';

self.addEventListener('message', (event: MessageEvent<OverviewRequest>) => {
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker scope, not a window
  void loadOverview(event.data, (message) => self.postMessage(message));
});
