// A run's ending in words (analysis/run-ending.ts decides it). The list's column is narrow, so a run cut short by a
// service stop says it in two words there; its page says it whole.
import type { RunEnding } from '../../../../analysis/run-ending';

export const RUN_STATES: Record<RunEnding, string> = {
  running: 'Running',
  finished: 'Finished',
  aborted: 'Aborted',
  'cut-short': 'Service stopped',
};

export const RUN_STATE_SENTENCES: Record<RunEnding, string> = {
  ...RUN_STATES,
  'cut-short': 'Cut short: the service stopped',
};
