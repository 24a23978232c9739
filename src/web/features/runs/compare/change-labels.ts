import type { Change } from '../../../../contract/run-changes';

/** What each group of a comparison is called on screen. */
export const CHANGE_LABELS: Record<Change, string> = {
  'new-failure': 'New failures',
  fixed: 'Fixed',
  'still-failing': 'Still failing',
  'only-base': 'Only in the base run',
  'only-current': 'Only in the compared run',
  unfinished: 'Not finished yet',
  'still-passing': 'Still passing',
};

/** One test case's change, as its row says it. */
export const CHANGE_WORDS: Record<Change, string> = {
  'new-failure': 'New failure',
  fixed: 'Fixed',
  'still-failing': 'Still failing',
  'only-base': 'Only in base run',
  'only-current': 'Only in compared run',
  unfinished: 'Not finished',
  'still-passing': 'Still passing',
};
