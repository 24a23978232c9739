// When a cause was first seen, among runs that reach back only so far (the overview's range): one seen on the
// first day they reach may well be older, and showing that day as its first sight put every lasting cause there.
import type { RunRef } from '../../../analysis/failure-groups';
import { formatDateTime } from '../../../format/format';

export interface FirstSeen {
  /** For the table's cell. */
  short: string;
  /** Why the moment may not be the first, for a sentence. */
  caveat?: string;
}

/** `readFrom`: the first day the runs grouped reach back to, if they stop there. */
export function firstSeen(run: RunRef, readFrom?: string): FirstSeen {
  if (readFrom === undefined || run.STARTED_DATE > readFrom)
    return { short: formatDateTime(run.STARTED_DATE, run.STARTED_TIME) };
  return { short: 'From range start', caveat: "on the range's first day: it may be older than the range" };
}
