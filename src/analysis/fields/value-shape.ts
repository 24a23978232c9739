// What a compared value looks like, without what it says: every digit a 9, every letter an A, the rest kept. Where
// the store masks values it keeps only the shape and a digest (server/history/sync/masked-values.ts), so whether a
// field's values look generated is decided the same way on masked and plain stores.

/** Characters of a value whose shape is told: a GUID (36) and any timestamp fit; a longer value keeps its length. */
const SHAPE_CHARS = 64;

/** Marks the shape of a date of the run's own day: the day a message was made, not one of the business document. */
const RUN_DAY = '@run-day';

const DAY_MS = 86_400_000;

/**
 * Whether the value is the run's day or the next (a run goes past midnight), as a date alone in the ISO or the SAP
 * form (2026-10-14, 20261014); `runStart` is the run's start as stored (YYYY-MM-DD HH:MM:SS), read as UTC.
 */
function isRunDay(value: string, runStart: string): boolean {
  if (!/^\d{4}-?\d{2}-?\d{2}$/.test(value)) return false;
  const day = Date.parse(`${runStart.slice(0, 10)}T00:00:00Z`);
  const days = [day, day + DAY_MS].map((ms) => new Date(ms).toISOString().slice(0, 10));
  return days.some((each) => each === value || each.replaceAll('-', '') === value);
}

/**
 * The shape of a value: `2026-10-14T08:15:00Z` is `9999-99-99A99:99:99A`; one over 64 characters ends `…<length>`.
 * Given its run's start, a date of the run's day is marked so (`99999999@run-day`): the creation date a sending
 * system writes into each message differs from its reference every day, and looks like any business date otherwise.
 */
export function valueShape(value: string, runStart?: string): string {
  const shape = value
    .slice(0, SHAPE_CHARS)
    .replace(/\p{Nd}/gu, '9')
    .replace(/\p{L}/gu, 'A');
  if (runStart !== undefined && isRunDay(value, runStart)) return `${shape}${RUN_DAY}`;
  return value.length > SHAPE_CHARS ? `${shape}…${value.length}` : shape;
}

/**
 * Shapes of values a system makes up on each message rather than takes from the business document: times and
 * timestamps, GUIDs and UUIDs, long numbers drawn from a counter, the date of the run's own day. Any other date alone
 * is not among them: a delivery date is business data, judged by how it behaves, not by its looks.
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
  // The day the message was made: the run's own.
  /@run-day$/,
];

/** Whether a value of this shape looks made up by the sending system (a time, a GUID, a counter). */
export function looksGenerated(shape: string): boolean {
  return GENERATED_SHAPES.some((pattern) => pattern.test(shape));
}
