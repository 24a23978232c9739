// A run's ending in words (analysis/run-ending.ts decides it). The list's column is narrow: a run cut short by a
// service stop says "Cut short" there and the reason to screen readers and in its title; its page says it whole.
import type { RunEnding } from './run-ending';

export const RUN_STATES: Record<RunEnding, string> = {
  running: 'Running',
  finished: 'Finished',
  aborted: 'Aborted',
  'cut-short': 'Cut short',
};

export const CUT_SHORT_REASON = 'the service stopped';

export const RUN_STATE_SENTENCES: Record<RunEnding, string> = {
  ...RUN_STATES,
  'cut-short': `${RUN_STATES['cut-short']}: ${CUT_SHORT_REASON}`,
};
