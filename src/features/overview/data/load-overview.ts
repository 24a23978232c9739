// The overview's reads and sums, run in its worker: the runs of the range with their details, the runs of the
// period before (for the change), and the test cases in scope, all streamed and added up as they arrive.
import { setApiBaseUrl } from '../../../api/client/runtime-config';
import { getScenario } from '../../../api/scenarios/get-scenario';
import { streamTestCases } from '../../../api/test-cases/get-test-cases';
import { streamTestRuns } from '../../../api/test-runs/get-test-runs';
import { failingNow, notRun, toCaseRef, type CaseRef } from '../../../analysis/overview/case-figures';
import { previousPeriod, type DateRange } from '../../../analysis/overview/date-range';
import { RunTally, type RunScope } from '../../../analysis/overview/run-tally';
import type { TestRunQuery } from '../../../contract/query-options';
import type { FromOverviewWorker, OverviewRequest, TileName } from './overview-protocol';
import { SHOWN_CASES, SHOWN_FOLDERS } from './overview-protocol';

type Post = (message: FromOverviewWorker) => void;
type PlainErrorSource = Error & { status?: number; code?: string; endpoint?: string; detail?: string };

const plain = (error: unknown) => {
  const { name, message, status, code, endpoint, detail } = error as PlainErrorSource;
  return { name, message: String(message), status, code, endpoint, detail };
};

/** Every folder below the chosen ones (and they themselves), padded. */
async function folderScope(folders: string[]): Promise<Set<string> | undefined> {
  if (folders.length === 0) return undefined;
  const trees = await Promise.all(folders.map((id) => getScenario(id, { $children: true, $expandLevels: 9999 })));
  return new Set(trees.flat().map((folder) => folder.SCNRID));
}

function runQuery(request: OverviewRequest, range: DateRange, details: boolean): TestRunQuery {
  return {
    STARTED_FROM: range.from,
    STARTED_TO: range.to,
    // One type the service filters itself; several are filtered here (the option takes one value).
    ...(request.types.length === 1 ? { TYPE: request.types[0] } : {}),
    ...(request.user ? { STARTED_BY: request.user } : {}),
    $includeDetails: details,
  };
}

async function tallyRuns(request: OverviewRequest, range: DateRange, scope: RunScope, details: boolean) {
  const tally = new RunTally(range, scope);
  for await (const batch of streamTestRuns(runQuery(request, range, details))) tally.add(batch);
  return tally;
}

async function readCases(request: OverviewRequest): Promise<CaseRef[]> {
  const queries = request.folders.length
    ? request.folders.map((id) => ({ SCNRID: id, $includeSubfolders: true }))
    : [{}];
  const byId = new Map<string, CaseRef>();
  for (const query of queries)
    for await (const batch of streamTestCases(query))
      for (const testCase of batch) byId.set(testCase.CASEID, toCaseRef(testCase));
  return [...byId.values()];
}

export async function loadOverview(request: OverviewRequest, post: Post): Promise<void> {
  setApiBaseUrl(request.baseUrl);
  const failed = (tiles: TileName[]) => (error: unknown) => post({ type: 'error', tiles, error: plain(error) });
  const scope = folderScope(request.folders).then((folders): RunScope => ({ folders, types: request.types }));
  const cases = readCases(request);
  const current = scope.then((each) => tallyRuns(request, request.range, each, true));
  // Without a folder scope, the counts of each run are enough for the change; with one, only details tell.
  const previous = scope.then((each) => tallyRuns(request, previousPeriod(request.range), each, Boolean(each.folders)));

  const runTiles = current.then(
    (tally) => {
      post({ type: 'tile', tile: 'executions', data: { current: tally.executions() } });
      post({ type: 'tile', tile: 'passRate', data: tally.passRate() });
      post({ type: 'tile', tile: 'durations', data: tally.durations() });
      post({ type: 'tile', tile: 'latest', data: tally.latestFinished() });
      post({ type: 'tile', tile: 'folders', data: tally.mostFailing(SHOWN_FOLDERS) });
      return tally;
    },
    failed(['executions', 'passRate', 'durations', 'latest', 'folders', 'failing', 'notRun']),
  );
  const change = Promise.all([runTiles, previous]).then(([tally, before]) => {
    if (tally)
      post({ type: 'tile', tile: 'executions', data: { current: tally.executions(), previous: before.executions() } });
  });
  const caseTiles = Promise.all([runTiles, cases]).then(
    ([tally, refs]) => {
      if (!tally) return;
      post({ type: 'tile', tile: 'failing', data: failingNow(refs, SHOWN_CASES, (id) => tally.failingSince(id)) });
      post({ type: 'tile', tile: 'notRun', data: notRun(refs, tally.executedCases(), SHOWN_CASES) });
    },
    failed(['failing', 'notRun']),
  );
  // A failed comparison leaves the executions as they are, without the change.
  await Promise.allSettled([change, caseTiles]);
  post({ type: 'done' });
}
