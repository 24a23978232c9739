// Counts shown to people, one format everywhere: "100,000 test cases", "Run selected (100,000)".

/**
 * `100000` → `100,000`, as en-US writes it. Written out rather than through Intl.NumberFormat: a page's first
 * number format costs 25-50 ms of ICU set-up on a 2-core machine, in the first render of every screen that shows
 * a count (measured in Chromium, 2026-11-25).
 */
export function formatCount(value: number): string {
  // Fractions, NaN, infinities and numbers past 2^53 count nothing here, and are rare enough to pay for Intl.
  // oxlint-disable-next-line no-restricted-properties -- never reached by a count (see above)
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

/** `1 test case`, `2,345 test cases`: the noun's plural is the noun with an s. */
export const countOf = (value: number, noun: string): string =>
  `${formatCount(value)} ${value === 1 ? noun : `${noun}s`}`;

/** What a list's filters leave of it: `; 1 matches the filters`, `; 2,345 match the filters`. */
export const matchingFilters = (value: number): string =>
  `; ${formatCount(value)} ${value === 1 ? 'matches' : 'match'} the filters`;
