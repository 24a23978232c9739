// A run record has no status member (docs/interface/decisions.md#statuses-and-run-types-d4): in progress while END_DATE is empty, else ended.
// Aborted cases count as failed in TC_FAILED, so a list record cannot tell a run whose cases were aborted
// from one whose cases failed (its page can, from DETAILS); what it can tell is a run that ended before
// every case had a result.
import { isRunFinished, type ListedRun } from '../../../../contract/records';

export const RUN_STATES = { running: 'Running', finished: 'Finished', aborted: 'Aborted' } as const;
export type RunState = keyof typeof RUN_STATES;

export function runState(run: Pick<ListedRun, 'END_DATE' | 'TC_TOTAL' | 'TC_PASSED' | 'TC_FAILED'>): RunState {
  if (!isRunFinished(run)) return 'running';
  return run.TC_PASSED + run.TC_FAILED < run.TC_TOTAL ? 'aborted' : 'finished';
}
