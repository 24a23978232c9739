// The overview's reads and sums, run in its worker: the runs of the range with their details, the runs of the
// period before (for the change), and the test cases in scope, all streamed and added up as they arrive.
import { setApiBaseUrl } from '../../../api/client/runtime-config';
import { getScenario } from '../../../api/scenarios/get-scenario';
import { streamTestCases } from '../../../api/test-cases/get-test-cases';
import { streamTestRuns } from '../../../api/test-runs/stream-test-runs';
import { failingNow, notRun, toCaseRef, type CaseRef } from '../../../analysis/overview/case-figures';
import { previousPeriod, type DateRange } from '../../../analysis/overview/date-range';
import { emptyOutcome, RunTally, type RunScope } from '../../../analysis/overview/run-tally';
import type { TestRunQuery } from '../../../contract/query-options';
import type { FromOverviewWorker, OverviewRequest, TileData, TileName } from './overview-protocol';
import { SHOWN_CASES, SHOWN_FOLDERS, SHOWN_NOT_RUN } from './overview-protocol';

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

/**
 * In two rounds, so most tiles show before the biggest read is done: first the runs without details (their
 * counts) and the test cases; then the runs with details (aborted apart from failed, folders, which cases ran,
 * since when each fails) and the period before. With a folder scope only details tell which executions count,
 * so the first round reads only the test cases.
 */
export async function loadOverview(request: OverviewRequest, post: Post): Promise<void> {
  setApiBaseUrl(request.baseUrl);
  const failed = (tiles: TileName[]) => (error: unknown) => post({ type: 'error', tiles, error: plain(error) });
  const runTiles: TileName[] = ['executions', 'passRate', 'durations', 'latest'];
  const detailTiles: TileName[] = ['folders', 'failing', 'notRun'];
  let folders: Set<string> | undefined;
  try {
    folders = await folderScope(request.folders);
  } catch (error) {
    failed([...runTiles, ...detailTiles])(error);
    return post({ type: 'done' });
  }
  const scope: RunScope = { folders, types: request.types };
  const executions: TileData['executions'] = { current: emptyOutcome(), detailed: false };
  const postExecutions = () => post({ type: 'tile', tile: 'executions', data: { ...executions } });
  const postRuns = (tally: RunTally) => {
    executions.current = tally.executions();
    postExecutions();
    post({ type: 'tile', tile: 'passRate', data: tally.passRate() });
    post({ type: 'tile', tile: 'durations', data: tally.durations() });
    post({ type: 'tile', tile: 'latest', data: tally.latestFinished() });
  };

  const cases = readCases(request);
  const counted = folders
    ? undefined
    : tallyRuns(request, request.range, scope, false).then(postRuns, failed(runTiles));
  const shownFailing = cases.then(
    (refs) =>
      post({
        type: 'tile',
        tile: 'failing',
        data: { ...failingNow(refs, SHOWN_CASES, () => undefined), sinceKnown: false },
      }),
    failed(['failing', 'notRun']),
  );
  const firstRound = Promise.allSettled([counted, shownFailing]);

  const detailed = firstRound.then(() => tallyRuns(request, request.range, scope, true));
  const previous = firstRound.then(() => tallyRuns(request, previousPeriod(request.range), scope, Boolean(folders)));
  const details = detailed.then(
    (tally) => {
      executions.detailed = true;
      postRuns(tally);
      post({ type: 'tile', tile: 'folders', data: tally.mostFailing(SHOWN_FOLDERS) });
      return tally;
    },
    // Without details the counted figures stand; what only details tell cannot be shown.
    failed(folders ? [...runTiles, ...detailTiles] : detailTiles),
  );
  const caseTiles = Promise.all([details, cases]).then(([tally, refs]) => {
    if (!tally) return;
    const since = (id: string) => tally.failingSince(id);
    post({ type: 'tile', tile: 'failing', data: { ...failingNow(refs, SHOWN_CASES, since), sinceKnown: true } });
    post({ type: 'tile', tile: 'notRun', data: notRun(refs, tally.executedCases(), SHOWN_NOT_RUN) });
  });
  const change = previous.then((before) => {
    executions.previous = before.executions();
    postExecutions();
  });
  // A failed comparison leaves the executions as they are, without the change.
  await Promise.allSettled([counted, details, caseTiles, change]);
  post({ type: 'done' });
}
