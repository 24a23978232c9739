// Typed date and time cells: Excel stores dates as day serials and times as fractions of a day.
export const DATE_FORMAT = 'yyyy-mm-dd';
export const TIME_FORMAT = 'hh:mm:ss';

/** A wire date as a Date at UTC midnight (ExcelJS writes it as a serial date), or empty. */
export function dateCell(date: string): Date | string {
  return date ? new Date(`${date}T00:00:00Z`) : '';
}

/** A wire time as a fraction of a day, or empty. */
export function timeCell(time: string): number | string {
  if (!time) return '';
  const [hours, minutes, seconds] = time.split(':').map(Number);
  return ((hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0)) / 86_400;
}
