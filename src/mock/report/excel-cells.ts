// Typed date and time cells (Excel stores dates as day serials and times as fractions of a day), and status
// cells coloured by outcome.
import type { CellFill } from './xlsx/cell-styles';
import type { CellValue } from './xlsx/sheet-writer';

/** Day serial of 1970-01-01 in Excel's 1900 date system. */
const UNIX_EPOCH_SERIAL = 25_569;
const MS_PER_DAY = 86_400_000;

/** A wire date (YYYY-MM-DD) as a day serial; empty stays empty, anything unreadable stays text. */
export function dateCell(date: string): number | string {
  if (!date) return '';
  const serial =
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / MS_PER_DAY +
    UNIX_EPOCH_SERIAL;
  return Number.isFinite(serial) ? serial : date;
}

/** A wire time (HH:MM:SS) as a fraction of a day; empty stays empty, anything unreadable stays text. */
export function timeCell(time: string): number | string {
  if (!time) return '';
  const seconds = Number(time.slice(0, 2)) * 3600 + Number(time.slice(3, 5)) * 60 + Number(time.slice(6, 8));
  return Number.isFinite(seconds) && time.length === 8 ? seconds / 86_400 : time;
}

/** A moment as a date-and-time serial, in UTC (Excel's serials carry no time zone). */
export function dateTimeCell(moment: Date): number {
  return moment.getTime() / MS_PER_DAY + UNIX_EPOCH_SERIAL;
}

const STATUS_FILLS: Readonly<Record<string, CellFill>> = { S: 'passed', W: 'warning', E: 'failed', A: 'failed' };

/** A status cell (its code or its text) coloured by the outcome the code stands for. */
export function statusCell(value: string, status: string): CellValue {
  const fill = STATUS_FILLS[status];
  return fill ? { value, style: { fill } } : value;
}
