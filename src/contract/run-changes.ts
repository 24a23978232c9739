// How a test case changed from one run to another (analysis/compare-runs.ts tells it): the run page's summary,
// the compare page's filter and the API's counts all name the changes by these.

/** How a test case changed from the base run to the compared run, in the order a lead reads them. */
export const CHANGES = [
  'new-failure',
  'fixed',
  'still-failing',
  'only-base',
  'only-current',
  'unfinished',
  'still-passing',
] as const;
export type Change = (typeof CHANGES)[number];
