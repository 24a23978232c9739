// Follows a started run until it has finished, with the dashboard's polling rhythm (run-polling.ts): soon
// at first, less often while nothing changes or requests fail, never more than every 10 s.
import type { ApiError } from '../client/http/api-error';
import { getTestRun } from '../client/test-runs/get-test-run';
import { nextPollDelay, progressSignature } from '../client/test-runs/run-polling';
import { isRunFinished, type TestRun } from '../contract/records';
import { isTransient, sleep } from './retry';

export class WaitTimedOut extends Error {}

export interface WaitOptions {
  signal: AbortSignal;
  /** Consecutive failed reads tolerated before giving up. */
  retries: number;
  /** Epoch ms after which to stop waiting. */
  deadline?: number | undefined;
  onProgress(run: TestRun): void;
  onRetry(error: ApiError, waitMs: number): void;
}

/** The finished run with DETAILS; rejects on abort, on the deadline, or once reads keep failing. */
export async function waitForRun(runId: string, options: WaitOptions): Promise<TestRun> {
  let signature = '';
  let unchangedPolls = 0;
  let failures = 0;
  for (;;) {
    let run: TestRun | undefined;
    let failure: ApiError | undefined;
    try {
      run = await getTestRun(runId, { $includeDetails: true }, options.signal);
      failures = 0;
    } catch (error) {
      if (!isTransient(error) || failures >= options.retries) throw error;
      failure = error as ApiError;
      failures++;
    }
    if (run) {
      options.onProgress(run);
      if (isRunFinished(run)) return run;
      const next = progressSignature(run);
      unchangedPolls = next === signature ? unchangedPolls + 1 : 0;
      signature = next;
    }
    const delay = nextPollDelay(run, unchangedPolls, failures) || 0;
    if (failure) options.onRetry(failure, delay);
    if (options.deadline !== undefined && Date.now() + delay > options.deadline) throw new WaitTimedOut();
    await sleep(delay, options.signal);
  }
}
