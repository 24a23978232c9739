// What a compared value looks like, without what it says: every digit a 9, every letter an A, the rest kept. The
// store keeps a value's shape beside it (and only the shape and a hash where values are masked), so whether a
// field's values look generated is decided the same way on masked and plain stores.

/** The shape of a value: `2026-10-14T08:15:00Z` is `9999-99-99A99:99:99A`. */
export function valueShape(value: string): string {
  return value.replace(/\p{Nd}/gu, '9').replace(/\p{L}/gu, 'A');
}

/**
 * Shapes of values a system makes up on each message rather than takes from the business document: times and
 * timestamps, GUIDs and UUIDs, long numbers drawn from a counter. A date alone is not among them: a delivery date
 * is business data, and a date that differs every run is judged by how it behaves, not by its looks.
 */
const GENERATED_SHAPES: readonly RegExp[] = [
  // ISO and SAP timestamps: 2026-10-14T08:15:00Z, 2026-10-14 08:15:00.123, 20261014081500.
  /^9{4}-99-99[A ]99:99(:99([.,]9+)?)?(A|[+-]99:?99)?$/,
  /^9{14}([.,]9+)?$/,
  // A time of day on its own: 08:15:00.
  /^99:99:99([.,]9+)?$/,
  // GUIDs with and without dashes (a hex digit is a 9 or an A).
  /^[9A]{8}-[9A]{4}-[9A]{4}-[9A]{4}-[9A]{12}$/,
  /^[9A]{32}$/,
  // A counter: a number of ten digits or more, as message and IDoc numbers are.
  /^9{10,}$/,
];

/** Whether a value of this shape looks made up by the sending system (a time, a GUID, a counter). */
export function looksGenerated(shape: string): boolean {
  return GENERATED_SHAPES.some((pattern) => pattern.test(shape));
}
