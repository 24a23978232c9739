// Wire dates (YYYY-MM-DD) and times (HH:MM:SS) order correctly as text, so "date time" is the sort key.
import { compareWire } from '../../../../contract/wire-order';

/** A copy, newest first by the date and time `when` gives; records of the same moment keep their order. */
export function newestFirst<T>(records: readonly T[], when: (record: T) => string): T[] {
  return records.toSorted((a, b) => compareWire(when(b), when(a)));
}
