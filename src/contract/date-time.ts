// The service's wire formats: dates `YYYY-MM-DD`, times `HH:MM:SS`, both checked for real calendar values.
import { z } from 'zod/mini';

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_SHAPE = /^(\d{2}):(\d{2}):(\d{2})$/;

export function isValidDate(value: string): boolean {
  const match = DATE_SHAPE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/**
 * A date whose year is typed in full: a year under 1000 is a year half typed or a typo, never meant, and as a
 * filter it would read the whole history.
 */
export function isDateTypedInFull(value: string): boolean {
  return isValidDate(value) && Number(value.slice(0, 4)) >= 1000;
}

export function isValidTime(value: string): boolean {
  const match = TIME_SHAPE.exec(value);
  if (!match) return false;
  return Number(match[1]) <= 23 && Number(match[2]) <= 59 && Number(match[3]) <= 59;
}

export const wireDate = z.string().check(z.refine(isValidDate, 'must be a date YYYY-MM-DD'));
export const wireTime = z.string().check(z.refine(isValidTime, 'must be a time HH:MM:SS'));

/** UTC date and time of an instant in wire format. */
function two(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

export function toWireDateTime(instant: Date): { date: string; time: string } {
  return {
    date: `${instant.getUTCFullYear()}-${two(instant.getUTCMonth() + 1)}-${two(instant.getUTCDate())}`,
    time: `${two(instant.getUTCHours())}:${two(instant.getUTCMinutes())}:${two(instant.getUTCSeconds())}`,
  };
}

/** Milliseconds since the epoch of a wire date and time (read as UTC); NaN when either is empty. */
export function fromWireDateTime(date: string, time: string): number {
  if (!date || !time) return Number.NaN;
  return Date.parse(`${date}T${time}Z`);
}

/** What times a run, a result or a run's test case on the wire. */
export interface Timed {
  STARTED_DATE: string;
  STARTED_TIME: string;
  END_DATE: string;
  END_TIME: string;
}

/** Milliseconds from a record's start to its end; NaN until it has ended (or when a field is empty). */
export function elapsedMs(timed: Timed): number {
  return fromWireDateTime(timed.END_DATE, timed.END_TIME) - fromWireDateTime(timed.STARTED_DATE, timed.STARTED_TIME);
}
