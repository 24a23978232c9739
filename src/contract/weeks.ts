// Weeks as the digest counts them, Monday to Sunday, over wire dates (YYYY-MM-DD, UTC): small and free of schemas, so
// that the app's first code (a route's search params) can tell a Monday without loading the digest's contract.
import { isValidDate } from './date-time';

/** The day `days` after a wire date (`YYYY-MM-DD`). */
export function daysAfter(date: string, days: number): string {
  const instant = new Date(`${date}T00:00:00Z`);
  instant.setUTCDate(instant.getUTCDate() + days);
  return instant.toISOString().slice(0, 10);
}

export const isMonday = (date: string) => isValidDate(date) && new Date(`${date}T00:00:00Z`).getUTCDay() === 1;

/** The Monday of the week holding `date` (YYYY-MM-DD). */
export function mondayOf(date: string): string {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return daysAfter(date, -weekday);
}

/** The Monday of the last week that has ended by `today` (YYYY-MM-DD): on a Monday, the week that ended yesterday. */
export const lastFullWeek = (today: string): string => daysAfter(mondayOf(today), -7);
