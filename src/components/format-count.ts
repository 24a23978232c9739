// Counts shown to people, one format everywhere: "100,000 test cases", "Run selected (100,000)".

/**
 * `100000` → `100,000`, as en-US writes it. Written out rather than through Intl.NumberFormat: a page's first
 * number format costs 25-50 ms of ICU set-up on a 2-core machine, in the first render of every screen that shows
 * a count (measured in Chromium, 2026-11-25).
 */
export function formatCount(value: number): string {
  // NaN, infinities and numbers past 2^53 (whose digits are not exact anyway): rare enough to pay for Intl.
  if (!Number.isSafeInteger(Math.round(value))) return value.toLocaleString('en-US');
  const shown = Number.isInteger(value) ? value : Math.round(value * 1000) / 1000;
  const [whole = '', fraction] = String(Math.abs(shown)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** `1 test case`, `2,345 test cases`: the noun's plural is the noun with an s. */
export const countOf = (value: number, noun: string): string =>
  `${formatCount(value)} ${value === 1 ? noun : `${noun}s`}`;
