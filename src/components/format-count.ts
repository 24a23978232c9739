// Counts shown to people, one format everywhere: "100,000 test cases", "Run selected (100,000)".

// One formatter for every render: toLocaleString builds a new one per call, which shows in profiles.
const numberFormat = new Intl.NumberFormat('en-US');

/** `100000` → `100,000`. */
export const formatCount = (value: number): string => numberFormat.format(value);

/** `1 test case`, `2,345 test cases`: the noun's plural is the noun with an s. */
export const countOf = (value: number, noun: string): string =>
  `${formatCount(value)} ${value === 1 ? noun : `${noun}s`}`;
