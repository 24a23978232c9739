// Triage times in the store and on the wire. The store keeps them as the service's times are kept (wall-clock,
// no zone, UTC as contract/date-time.ts reads them), to the second, so "fixed before this run started" compares
// two times of one clock; the contract says them as instants.
import { toWireDateTime } from '../../../contract/date-time';

/** A moment as the store keeps it: `YYYY-MM-DD HH:MM:SS`. */
export function storeTime(moment: Date): string {
  const { date, time } = toWireDateTime(moment);
  return `${date} ${time}`;
}

/** A stored time (or a run's start) as the contract's instant, `YYYY-MM-DDTHH:MM:SSZ`. */
export const instantOf = (stored: string): string => `${stored.slice(0, 10)}T${stored.slice(11, 19)}Z`;

export const instantOrNull = (stored: string | null): string | null => (stored === null ? null : instantOf(stored));

/** A run's stored start as the wire's date and time. */
export const wireStart = (stored: string) => ({
  STARTED_DATE: stored.slice(0, 10),
  STARTED_TIME: stored.slice(11, 19),
});
