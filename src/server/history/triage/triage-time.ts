// Triage times in the store and on the wire. The store keeps them as instants (timestamptz, schema.ts), to the
// second, read back as UTC text; "fixed before this run started" reads the run's start (a service time, no zone)
// as UTC, as contract/date-time.ts reads the service's times. The contract says them as instants.
import { toWireDateTime } from '../../../contract/date-time';

/** A moment as the store writes it: `YYYY-MM-DD HH:MM:SS+00`. */
export function storeTime(moment: Date): string {
  const { date, time } = toWireDateTime(moment);
  return `${date} ${time}+00`;
}

/** A stored instant (UTC text) or a run's start as the contract's instant, `YYYY-MM-DDTHH:MM:SSZ`. */
export const instantOf = (stored: string): string => `${stored.slice(0, 10)}T${stored.slice(11, 19)}Z`;

export const instantOrNull = (stored: string | null): string | null => (stored === null ? null : instantOf(stored));

/** A run's stored start as the wire's date and time. */
export const wireStart = (stored: string) => ({
  STARTED_DATE: stored.slice(0, 10),
  STARTED_TIME: stored.slice(11, 19),
});
