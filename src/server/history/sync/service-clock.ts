// The service's own clock: its days decide which runs "today's" listing asks for, and the SAP system may run in
// another time zone than this server, or with its clock apart from ours. Each answer's Date header says the
// system's time (HTTP dates are UTC); the configured zone turns it into the SAP system's day.
import { daysBefore } from '../../../analysis/previous-run';

/** A Date header within this much of our clock is the same time: it has whole seconds only. */
const SAME_TIME_MS = 2000;

export interface ServiceClock {
  /** The service's time now, as far as its last answer told. */
  now(): Date;
  /** The SAP system's date now, YYYY-MM-DD. */
  today(): string;
  yesterday(): string;
}

/** How far the service's clock is from ours, as its last answer told: shared by every clock of this process. */
let offsetMs = 0;

/** Takes an answer's Date header into account (sync-load.ts hands each one of the sync's answers here). */
export function noteServiceDate(dateHeader: string | null, local = Date.now()): void {
  const at = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  if (Number.isNaN(at)) return;
  const apart = at - local;
  offsetMs = Math.abs(apart) < SAME_TIME_MS ? 0 : apart;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's date and time of an instant, as YYYY-MM-DD and HH:MM. */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Whether Intl knows the zone: a mistyped one is refused at start rather than read as UTC. */
export function isTimeZone(timeZone: string): boolean {
  try {
    return new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone !== '';
  } catch {
    return false;
  }
}

export function createServiceClock(timeZone: string, local: () => Date = () => new Date()): ServiceClock {
  const now = () => new Date(local().getTime() + offsetMs);
  return {
    now,
    today: () => wallClock(now(), timeZone).date,
    yesterday: () => daysBefore(wallClock(now(), timeZone).date, 1),
  };
}
