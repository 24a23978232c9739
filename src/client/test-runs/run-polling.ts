// How often to ask about a run in progress: soon at first, less often while nothing changes or while
// requests fail, never more than every 10 s; not at all once it has finished.
import type { TestRun } from '../../contract/records';
import { isRunFinished } from '../../contract/records';

export const FIRST_POLL_MS = 1000;
export const MAX_POLL_MS = 10_000;

/** A fingerprint of what a user would see change: counts and statuses. */
export function progressSignature(run: TestRun): string {
  return `${run.TC_TOTAL}/${run.TC_PASSED}/${run.TC_FAILED}/${run.END_DATE}/${run.DETAILS.map((detail) => detail.STATUS).join('')}`;
}

export function nextPollDelay(run: TestRun | undefined, unchangedPolls: number, failures: number): number | false {
  if (run && isRunFinished(run)) return false;
  if (failures > 0) return Math.min(FIRST_POLL_MS * 2 ** failures, MAX_POLL_MS);
  return Math.min(Math.round(FIRST_POLL_MS * 1.5 ** unchangedPolls), MAX_POLL_MS);
}
