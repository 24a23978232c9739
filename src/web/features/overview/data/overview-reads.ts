// What both halves of the overview's loading share: the folder scope, the run query, streaming a range's runs
// into a tally, and errors made plain enough to cross to the page.
import { getScenario } from '../../../../client/scenarios/get-scenario';
import { streamTestRuns } from '../../../../client/test-runs/stream-test-runs';
import type { DateRange } from '../../../../analysis/overview/date-range';
import { RunTally, type RunScope } from '../../../../analysis/overview/run-tally';
import type { TestRunQuery } from '../../../../contract/query-options';
import type { FromOverviewWorker, OverviewRequest } from './overview-protocol';

export type Post = (message: FromOverviewWorker) => void;
type PlainErrorSource = Error & { status?: number; code?: string; endpoint?: string; detail?: string };

export const plain = (error: unknown) => {
  const { name, message, status, code, endpoint, detail } = error as PlainErrorSource;
  return { name, message: String(message), status, code, endpoint, detail };
};

/** Every folder below the chosen ones (and they themselves), padded; undefined for all. */
export async function folderScope(folders: string[]): Promise<Set<string> | undefined> {
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
export async function tallyRuns(
  request: OverviewRequest,
  range: DateRange,
  scope: RunScope,
  details: boolean,
  onBatch: (tally: RunTally, readFrom: string) => void = () => {},
): Promise<RunTally> {
  const tally = new RunTally(range, scope);
  for await (const batch of streamTestRuns(runQuery(request, range, details))) {
    tally.add(batch);
    if (batch.length > 0) onBatch(tally, batch.at(-1)!.STARTED_DATE);
  }
  return tally;
}
