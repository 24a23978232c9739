// The overview's cases half, in its own worker: the test cases in scope (failing now, not run) and the runs of
// the period before (the change); since when each case fails and which did not run wait for the runs half.
import { setApiBaseUrl } from '../../../../client/http/runtime-config';
import { getCaseStatuses } from '../../../../client/test-cases/get-test-cases';
import { failingNow, notRun, toCaseRef, type CaseRef } from '../../../../analysis/overview/case-figures';
import { previousPeriod } from '../../../../analysis/overview/date-range';
import type { OverviewRequest, RunsSummary, TileName } from './overview-protocol';
import { SHOWN_CASES, SHOWN_NOT_RUN } from '../../../../contract/dashboard-api/overview';
import { folderScope, plain, tallyRuns, type Post } from './overview-reads';

async function readCases(request: OverviewRequest): Promise<CaseRef[]> {
  const queries = request.folders.length
    ? request.folders.map((id) => ({ SCNRID: id, $includeSubfolders: true }))
    : [{}];
  const byId = new Map<string, CaseRef>();
  for (const query of queries)
    for (const testCase of await getCaseStatuses(query)) byId.set(testCase.CASEID, toCaseRef(testCase));
  return [...byId.values()];
}

function summaryFrom(peer: MessagePort): Promise<RunsSummary> {
  return new Promise((resolve) => {
    peer.addEventListener('message', (event: MessageEvent<RunsSummary>) => resolve(event.data), { once: true });
    peer.start();
  });
}

export async function loadOverviewCases(request: OverviewRequest, post: Post, peer: MessagePort): Promise<void> {
  setApiBaseUrl(request.baseUrl);
  const failed = (tiles: TileName[]) => (error: unknown) => post({ type: 'error', tiles, error: plain(error) });
  const summary = summaryFrom(peer);
  const cases = readCases(request);
  const shownFailing = cases.then(
    (refs) =>
      post({
        type: 'tile',
        tile: 'failing',
        data: { ...failingNow(refs, SHOWN_CASES, () => undefined), sinceKnown: false },
      }),
    failed(['failing', 'notRun']),
  );
  // Without the runs (their half told the page why) the failing cases stand without since when.
  const withRuns = Promise.all([cases, summary]).then(([refs, runs]) => {
    if (!runs.ok) return;
    const since = new Map(runs.failing.map(({ caseId, ...streak }) => [caseId, streak]));
    post({
      type: 'tile',
      tile: 'failing',
      data: { ...failingNow(refs, SHOWN_CASES, (id) => since.get(id)), sinceKnown: true },
    });
    post({ type: 'tile', tile: 'notRun', data: notRun(refs, new Set(runs.executed), SHOWN_NOT_RUN) });
  });
  // Without a folder scope the runs' own counts are enough for the change, and much smaller than details.
  const change = folderScope(request.folders)
    .then((folders) =>
      tallyRuns(request, previousPeriod(request.range), { folders, types: request.types }, Boolean(folders)),
    )
    .then((before) => post({ type: 'tile', tile: 'previous', data: before.executions() }), failed(['previous']));
  await Promise.allSettled([shownFailing, withRuns, change]);
  post({ type: 'done' });
}
