// Worker entry of the overview (two of them run at once, one per half): reads and adds up off the page.
import { loadOverviewCases } from './load-overview-cases';
import { loadOverviewRuns } from './load-overview-runs';
import type { OverviewStart } from './overview-protocol';

self.addEventListener('message', (event: MessageEvent<OverviewStart>) => {
  const { half, request, peer } = event.data;
  const load = half === 'runs' ? loadOverviewRuns : loadOverviewCases;
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker scope, not a window
  void load(request, (message) => self.postMessage(message), peer);
});
