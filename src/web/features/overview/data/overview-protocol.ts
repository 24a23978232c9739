// What the overview's workers are asked for and what they answer: each tile's figures as soon as the reads
// they need are done, so a slow read never holds back a tile that does not need it.
import type { PlainError } from '../../../components/data-table/row-set/protocol';
import type { DateRange } from '../../../../analysis/overview/date-range';
import type { Failing, NotRun } from '../../../../analysis/overview/case-figures';
import type { FailureGroup } from '../../../../analysis/failure-groups';
import type {
  DurationPoint,
  FailingStreak,
  FolderFailures,
  Outcome,
  PassRateSeries,
  RunDuration,
} from '../../../../analysis/overview/run-tally';

export interface OverviewRequest {
  /** The page's base URL (config.json may have changed it), which a worker cannot read for itself. */
  baseUrl: string;
  range: DateRange;
  /** Folder IDs; their sub-folders count too. Empty for all. */
  folders: string[];
  /** Run type codes; empty for all. */
  types: string[];
  /** A user ID; empty for anyone. */
  user: string;
}

export interface TileData {
  executions: Outcome;
  /** The executions of the period of the same length before the range. */
  previous: Outcome;
  passRate: PassRateSeries;
  durations: { weekly: boolean; slowest: RunDuration[]; trend: DurationPoint[] };
  latest: RunDuration[];
  folders: FolderFailures[];
  /** First without `since` (from the test cases alone), then with it once the runs' details are in. */
  failing: Failing & { sinceKnown: boolean };
  notRun: NotRun;
  /** Failures grouped by cause, the most test cases first. */
  causes: FailureGroup[];
}
export type TileName = keyof TileData;

/**
 * The overview loads in two workers, each reading on its own core: the range's runs with their details
 * (`runs`), and the test cases and the period before (`cases`). What needs both (not run, failing since)
 * the runs half sends the cases half over `peer` once every run of the range is in.
 */
export interface OverviewStart {
  half: 'runs' | 'cases';
  request: OverviewRequest;
  peer: MessagePort;
}

/** From the runs half to the cases half: which cases ran in the range and which fail there since when. */
export type RunsSummary = { ok: true; executed: string[]; failing: FailingStreak[] } | { ok: false };

export type FromOverviewWorker =
  | { [N in TileName]: { type: 'tile'; tile: N; data: TileData[N] } }[TileName]
  | { type: 'error'; tiles: TileName[]; error: PlainError }
  /**
   * How far the range's runs are read: the run tiles so far cover runs started from `readFrom` to the range's
   * end; without it, every run of the range is in (or reading them failed).
   */
  | { type: 'runs read'; readFrom?: string }
  /** Every read has finished or failed: the worker can go. */
  | { type: 'done' };

/** Test cases the failing tile lists, and each of the not-run lists; the rest is counted. */
export const SHOWN_CASES = 8;
export const SHOWN_NOT_RUN = 5;
/** Folders the failures tile ranks. */
export const SHOWN_FOLDERS = 6;
/** Failure causes the causes tile lists. */
export const SHOWN_CAUSES = 10;
