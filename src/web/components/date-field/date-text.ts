// What a date field takes: a date typed as yyyy-mm-dd, the form every screen shows dates in, whatever the
// browser's locale (its own date input showed mm/dd/yyyy beside dates written yyyy-mm-dd).
import { isDateTypedInFull, isValidDate } from '../../../contract/date-time';

export const DATE_FORMAT = 'yyyy-mm-dd';

/** Why the text typed in a date field is not a date it takes; none for a date, or for nothing typed. */
export function dateTextProblem(text: string): string | undefined {
  const typed = text.trim();
  if (!typed) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(typed)) return `Enter the date as ${DATE_FORMAT}, e.g. 2026-11-20.`;
  if (!isValidDate(typed)) return `There is no ${typed}: enter a date that exists, as ${DATE_FORMAT}.`;
  // A year under 1000 is a typo here, and as a filter it would read the whole history.
  return isDateTypedInFull(typed) ? undefined : 'Enter the year in full, four digits.';
}
