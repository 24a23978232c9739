// The overview's reads and sums, run in its worker: the runs of the range with their details, the runs of the
// period before (for the change), and the test cases in scope, all streamed and added up as they arrive.
import { setApiBaseUrl } from '../../../api/client/runtime-config';
import { getScenario } from '../../../api/scenarios/get-scenario';
import { streamTestCases } from '../../../api/test-cases/get-test-cases';
import { streamTestRuns } from '../../../api/test-runs/stream-test-runs';
import { failingNow, notRun, toCaseRef, type CaseRef } from '../../../analysis/overview/case-figures';
import { previousPeriod, type DateRange } from '../../../analysis/overview/date-range';
import { RunTally, type RunScope } from '../../../analysis/overview/run-tally';
import type { TestRunQuery } from '../../../contract/query-options';
import type { FromOverviewWorker, OverviewRequest, TileData, TileName } from './overview-protocol';
import { SHOWN_CASES, SHOWN_CAUSES, SHOWN_FOLDERS, SHOWN_NOT_RUN } from './overview-protocol';

type Post = (message: FromOverviewWorker) => void;
type PlainErrorSource = Error & { status?: number; code?: string; endpoint?: string; detail?: string };

/** How often figures that grow while the range's runs arrive are sent to the page (each send is a re-render). */
const PARTIAL_EVERY_MS = 250;

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

/** Adds up the runs of a range; `onBatch` hears of each batch with the oldest start day read so far. */
async function tallyRuns(
  request: OverviewRequest,
  range: DateRange,
  scope: RunScope,
  details: boolean,
  onBatch: (tally: RunTally, readFrom: string) => void = () => {},
) {
  const tally = new RunTally(range, scope);
  for await (const batch of streamTestRuns(runQuery(request, range, details))) {
    tally.add(batch);
    if (batch.length > 0) onBatch(tally, batch.at(-1)!.STARTED_DATE);
  }
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
 * The range's runs are read with their details, newest first in date windows, and their tiles are sent as
 * they grow (marked as read so far), so the first figures show after the last days' runs. Once those are in,
 * the test cases and the period before are read beside the rest. What needs every run of the range (not run,
 * failing since) waits for all of it.
 */
export async function loadOverview(request: OverviewRequest, post: Post): Promise<void> {
  setApiBaseUrl(request.baseUrl);
  const failed = (tiles: TileName[]) => (error: unknown) => post({ type: 'error', tiles, error: plain(error) });
  const runTiles: TileName[] = ['executions', 'passRate', 'durations', 'latest', 'folders', 'causes'];
  const caseTiles: TileName[] = ['failing', 'notRun'];
  let folders: Set<string> | undefined;
  try {
    folders = await folderScope(request.folders);
  } catch (error) {
    failed([...runTiles, ...caseTiles])(error);
    return post({ type: 'done' });
  }
  const scope: RunScope = { folders, types: request.types };
  const executions: TileData['executions'] = { current: { passed: 0, failed: 0, aborted: 0, other: 0, total: 0 } };
  const postExecutions = () => post({ type: 'tile', tile: 'executions', data: { ...executions } });
  const postRuns = (tally: RunTally, readFrom?: string) => {
    executions.current = tally.executions();
    postExecutions();
    post({ type: 'tile', tile: 'passRate', data: tally.passRate() });
    post({ type: 'tile', tile: 'durations', data: tally.durations() });
    post({ type: 'tile', tile: 'latest', data: tally.latestFinished() });
    post({ type: 'tile', tile: 'folders', data: tally.mostFailing(SHOWN_FOLDERS) });
    post({ type: 'tile', tile: 'causes', data: tally.failureGroups(SHOWN_CAUSES) });
    post({ type: 'runs read', readFrom });
  };

  let firstSent!: () => void;
  const firstFigures = new Promise<void>((resolve) => {
    firstSent = resolve;
  });
  let sentAt = 0;
  const detailed = tallyRuns(request, request.range, scope, true, (tally, readFrom) => {
    if (performance.now() - sentAt < PARTIAL_EVERY_MS) return;
    postRuns(tally, readFrom);
    sentAt = performance.now();
    firstSent();
  }).then(
    (tally) => {
      postRuns(tally);
      return tally;
    },
    (error: unknown) => {
      failed([...runTiles, 'notRun'])(error);
      post({ type: 'runs read' });
      return undefined;
    },
  );
  // The other reads would slow the first window's, whose figures the page shows first.
  const started = Promise.race([firstFigures, detailed]);

  const cases = started.then(() => readCases(request));
  const shownFailing = cases.then(
    (refs) =>
      post({
        type: 'tile',
        tile: 'failing',
        data: { ...failingNow(refs, SHOWN_CASES, () => undefined), sinceKnown: false },
      }),
    failed(caseTiles),
  );
  const withRuns = Promise.all([detailed, cases]).then(([tally, refs]) => {
    if (!tally) return;
    const since = (id: string) => tally.failingSince(id);
    post({ type: 'tile', tile: 'failing', data: { ...failingNow(refs, SHOWN_CASES, since), sinceKnown: true } });
    post({ type: 'tile', tile: 'notRun', data: notRun(refs, tally.executedCases(), SHOWN_NOT_RUN) });
  });
  // Without a folder scope the runs' own counts are enough for the change, and much smaller than details.
  const change = started
    .then(() => tallyRuns(request, previousPeriod(request.range), scope, Boolean(folders)))
    .then((before) => {
      executions.previous = before.executions();
      postExecutions();
    });
  // A failed comparison leaves the executions as they are, without the change.
  await Promise.allSettled([detailed, shownFailing, withRuns, change]);
  post({ type: 'done' });
}
