import { useEffect } from 'react';
import { isRunFinished, type TestRun } from '../../../contract/records';
import { followRun } from './followed-runs';

/** A run page opened while its run is in progress follows it, so its end is told even on another page or tab. */
export function useFollowRun(run: Pick<TestRun, 'RUN_ID' | 'END_DATE'> | undefined): void {
  const runId = run?.RUN_ID;
  const inProgress = run !== undefined && !isRunFinished(run);
  useEffect(() => {
    if (runId && inProgress) followRun(runId);
  }, [runId, inProgress]);
}
