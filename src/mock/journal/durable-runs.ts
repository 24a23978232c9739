// `--data <dir>`: what clients create through runs survives restarts. On start the journal is replayed
// onto the generated data set and runs the last process left unfinished are aborted; from then on every
// change of a run is appended, and a start is answered only once its records are on disk.
import type { RunEvents } from '../runs/run-events';
import type { MockStore } from '../store/store-types';
import { abortUnfinishedRuns } from './abort-unfinished';
import { fillMissedDays, keptHistoryEnd, missedDays, type SeededHistory } from './carry-forward';
import type { OpenedJournal } from './open-journal';
import { replayJournal } from './replay-journal';

export interface DurableRuns extends RunEvents {
  /** The journal file. */
  path: string;
  /** Records replayed on start, and runs aborted because the last process stopped during them. */
  replayed: number;
  aborted: number;
  /** Where the seeded runs end: the recorded history end, or as far as a start carried it forward. */
  seededUntil: Date;
  close(): Promise<void>;
}

/**
 * Replays an opened journal onto the store generated for its header, then keeps appending to it. With
 * `carryTo`, a history that ends earlier gets the seeded runs of the days it missed.
 */
export async function startDurableRuns(
  store: MockStore,
  { path, header, records, writer }: OpenedJournal,
  now: () => Date,
  history: SeededHistory & { carryTo?: Date | undefined },
): Promise<DurableRuns> {
  const fill = (from: Date, until: Date) => fillMissedDays(store, history, from, until);
  const touched = replayJournal(store, records, path, fill);
  const aborts = abortUnfinishedRuns(store, touched, now());
  for (const record of aborts) writer.append(record);
  let seededUntil = keptHistoryEnd(header, records);
  const missed = history.carryTo && missedDays(store, seededUntil, history.carryTo);
  if (missed) {
    fill(new Date(missed.from), new Date(missed.until));
    writer.append(missed);
    seededUntil = new Date(missed.until);
  }
  await writer.flush();
  return {
    path,
    replayed: records.length,
    aborted: aborts.filter((record) => record.type === 'run-finished').length,
    seededUntil,
    runStarted(run, caseIds) {
      writer.append({ type: 'run-started', run: run.record, landscape: run.landscape, caseIds: [...caseIds] });
    },
    runMerged(runId, caseIds) {
      writer.append({ type: 'run-merged', runId, caseIds: [...caseIds] });
    },
    caseFinished(runId, detail, given) {
      writer.append({
        type: 'case-finished',
        runId,
        detail,
        ...(given && given.size > 0 ? { given: Object.fromEntries(given) } : {}),
      });
    },
    runFinished(runId, ended) {
      writer.append({ type: 'run-finished', runId, ...ended });
    },
    persisted: () => writer.flush(),
    close: () => writer.close(),
  };
}
