// What the run engine reports while runs change, so that something else can keep a record of it (the
// journal of `--data`). Without a listener the engine keeps runs in memory only.
import type { RunDetail } from '../../contract/records';
import type { StoredRun } from '../store/store-types';

export interface RunEvents {
  /** A new run with its queued cases; `run.record` is as created, before any case has run. */
  runStarted(run: StoredRun, caseIds: readonly string[]): void;
  /** More cases queued into an existing run (MERGE_WITH_EXISTING_RUN). */
  runMerged(runId: string, caseIds: readonly string[]): void;
  caseFinished(runId: string, finished: RunDetail, given: ReadonlyMap<string, string> | undefined): void;
  runFinished(runId: string, ended: { date: string; time: string }): void;
  /** Resolves once everything reported so far is durable; the engine answers a start only after it. */
  persisted(): Promise<void>;
}
