// Which reads of runs ask for their field comparison (issue 72): those whose runs started in a recent window of the
// service's days, so a first sync reads it for the last month rather than for years, and every new run has it. The
// same request that stores a finished run's results asks for it ($includeComparison=true), never a request of its
// own; the store keeps the differences and the count of fields compared (store/stored-runs.ts).
import { daysBefore } from '../../../analysis/previous-run';

export interface ComparisonSettings {
  /** Runs started within this many days before the service's today are read with their comparison; 0: none. */
  windowDays: number;
  /** Stored differences of runs started longer ago than this many days are deleted (at least windowDays). */
  retentionDays: number;
  /** Keep values as masks (masked-values.ts) rather than as sent. */
  maskValues: boolean;
}

export const DEFAULT_COMPARISON: ComparisonSettings = { windowDays: 30, retentionDays: 90, maskValues: false };

/** How one read that asks for the comparison keeps it. */
export interface ComparisonAsked {
  /** The store's key for masked values; null: values as sent. */
  maskKey: string | null;
}

export interface ComparisonPlan extends ComparisonAsked {
  /** The first day (the service's) whose runs are read with their comparison; null: no run's is. */
  since: string | null;
}

/** The plan of a tick on the service's `today`; `maskKey` the store's when the settings mask values. */
export const comparisonPlan = (
  settings: ComparisonSettings,
  today: string,
  maskKey: string | null,
): ComparisonPlan => ({
  since: settings.windowDays > 0 ? daysBefore(today, settings.windowDays) : null,
  maskKey,
});

/** What a read of runs started up to `newestDay` asks: the comparison when that day is in the window. */
export const askedFor = (plan: ComparisonPlan, newestDay: string): ComparisonAsked | null =>
  plan.since !== null && newestDay >= plan.since ? { maskKey: plan.maskKey } : null;
