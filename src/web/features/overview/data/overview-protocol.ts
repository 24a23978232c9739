// What the overview's workers are asked for and what they answer: each tile's figures as soon as the reads
// they need are done, so a slow read never holds back a tile that does not need it.
import type { OverviewFigures } from '../../../../contract/dashboard-api/overview';
import type { PlainError } from '../../../components/data-table/row-set/protocol';
import type { DateRange } from '../../../../analysis/overview/date-range';
import type { FailingStreak } from '../../../../analysis/overview/failing-streaks';

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
  /** The outage rule's texts the store answers, none without one (outage-rule.ts): left out of the pass rate. */
  outagePatterns: readonly string[];
}

/** Each tile's figures: what the server's /api/overview answers whole, and the workers send tile by tile. */
export type TileData = OverviewFigures;
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
