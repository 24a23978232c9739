// What the team decided about a finished run's failures (issue 62): the dashboard server's triage of the run,
// from its /api. No dashboard there, or one without a history store, is no reason to fail a pipeline: every
// failure then counts, and the summary says why in one line.
import { getFromDashboard } from '../client/dashboard/get-from-dashboard';
import { ApiError, isAbort } from '../client/http/api-error';
import { runTriageSchema, type FailureTriage } from '../contract/dashboard-api/run-triage';
import { triageSettingsSchema } from '../contract/dashboard-api/triage-settings';
import { TRIAGE_PATHS } from '../contract/dashboard-api/triage-basics';
import { padId } from '../contract/ids';
import type { TestRun } from '../contract/records';
import { isFailedDetail } from '../analysis/run-outcome';
import { sleep } from './retry';

export type TriageReading =
  | {
      applied: true;
      /** Each failure of the run the store knows, by padded test case ID. */
      failures: ReadonlyMap<string, FailureTriage>;
      /** The dashboard's ticket link pattern, null without one. */
      ticketUrl: string | null;
    }
  | { applied: false; why: string };

export interface TriageWait {
  signal: AbortSignal;
  /** How long the store has to take in the finished run (its sync runs every few seconds). */
  waitMs?: number;
  everyMs?: number;
  /** Told once, when the store does not have the whole run at the first read. */
  onWait?: (waitMs: number) => void;
}

/** The store syncs every 10 s by default: three passes and a slow read fit in this. */
export const TRIAGE_WAIT_MS = 45_000;

/**
 * The triage of the run's failures, waiting while the store has not yet read the run (or not all its
 * failures); at the end of the wait, what the store has. Undefined for a run without failures.
 */
export async function readRunTriage(
  run: TestRun,
  dashboardUrl: string,
  { signal, waitMs = TRIAGE_WAIT_MS, everyMs = 1000, onWait }: TriageWait,
): Promise<TriageReading | undefined> {
  const failed = run.DETAILS.filter(isFailedDetail).map((detail) => padId(detail.CASEID));
  if (failed.length === 0) return undefined;
  const deadline = Date.now() + waitMs;
  try {
    const settings = getFromDashboard(TRIAGE_PATHS.settings, triageSettingsSchema, { signal }).catch(() => null);
    for (let first = true; ; first = false) {
      const answer = await getFromDashboard(TRIAGE_PATHS.run, runTriageSchema, { query: { id: run.RUN_ID }, signal });
      const failures = new Map((answer?.failures ?? []).map((failure) => [padId(failure.CASEID), failure]));
      const whole = failed.every((caseId) => failures.has(caseId));
      if (whole || (answer && Date.now() >= deadline))
        return { applied: true, failures, ticketUrl: (await settings)?.ticketUrl ?? null };
      if (Date.now() >= deadline)
        return {
          applied: false,
          why: `the dashboard at ${dashboardUrl} had not taken in run ${run.RUN_ID} after ${waitMs / 1000} s (its history sync may be behind or failing)`,
        };
      if (first) onWait?.(waitMs);
      await sleep(everyMs, signal);
    }
  } catch (error) {
    if (isAbort(error) || signal.aborted) throw error;
    return { applied: false, why: whyNoTriage(error, dashboardUrl) };
  }
}

function whyNoTriage(error: unknown, dashboardUrl: string): string {
  if (!(error instanceof ApiError)) return `reading it from ${dashboardUrl} failed: ${String(error)}`;
  if (error.status === 0)
    return `no dashboard answers at ${dashboardUrl} (${error.detail ?? error.message}); give --dashboard-url where the team's dashboard runs`;
  if (error.status === 404)
    return `${dashboardUrl} serves no dashboard API with triage (HTTP 404); give --dashboard-url where the team's dashboard runs`;
  if (error.code === 'STORE_NOT_OPEN') return `the dashboard at ${dashboardUrl} has no history store: ${error.message}`;
  if (error.status === 401 || error.status === 403)
    return `the dashboard at ${dashboardUrl} did not let this user read it (HTTP ${error.status}): ${error.message}`;
  return `the dashboard at ${dashboardUrl} answered HTTP ${error.status}: ${error.message}`;
}
