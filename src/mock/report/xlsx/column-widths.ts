// Column widths from what the columns hold. An .xlsx states its widths before its rows, so a streamed sheet
// is measured first (a pass over the same rows) and written after.
import type { CellFormat } from './cell-styles';
import type { CellValue } from './sheet-writer';

/** Characters each number format shows: a date, a time, `100.0%`, a date and time (with "UTC"), a duration. */
const FORMAT_CHARS: Record<CellFormat, number> = {
  date: 10,
  time: 8,
  percent: 6,
  dateTimeUtc: 23,
  dateTime: 19,
  duration: 8,
};
/** Wider than this, text is better cut at the column edge than the sheet made unreadably wide. */
const MAX_CONTENT_CHARS = 60;
/** Room on both sides of the text, and for the header's filter button. */
const CELL_PADDING = 2;
const FILTER_BUTTON = 3;
/** Headers are upper case and bold: wider than the digits Excel's width unit is measured in. */
const HEADER_FACTOR = 1.2;

/** Characters a value shows as in a column with the given number format (its longest line, for text). */
export function shownChars(cell: CellValue, format: CellFormat | undefined): number {
  if (cell === null || cell === undefined) return 0;
  if (typeof cell === 'object') return shownChars(cell.value, 'style' in cell ? (cell.style.format ?? format) : format);
  if (typeof cell === 'number') return format ? FORMAT_CHARS[format] : String(cell).length;
  if (!cell.includes('\n')) return cell.length;
  return Math.max(...cell.split('\n').map((line) => line.length));
}

/** The widest content seen in each column so far. */
export class ContentWidths {
  readonly chars: number[];

  constructor(private readonly formats: readonly (CellFormat | undefined)[]) {
    this.chars = formats.map(() => 0);
  }

  measure(values: readonly CellValue[]): void {
    const count = Math.min(values.length, this.chars.length);
    for (let index = 0; index < count; index++) {
      const cell = values[index];
      // Text shows at most as wide as it is long: most cells are settled without a look inside.
      if (typeof cell === 'string' && cell.length <= this.chars[index]!) continue;
      const chars = shownChars(cell, this.formats[index]);
      if (chars > this.chars[index]!) this.chars[index] = chars;
    }
  }
}

/** A width, in Excel's unit, that shows the header with its filter button and content this many characters wide. */
export function fitWidth(header: string, contentChars: number): number {
  return Math.max(
    Math.ceil(header.length * HEADER_FACTOR) + FILTER_BUTTON,
    Math.min(contentChars, MAX_CONTENT_CHARS) + CELL_PADDING,
  );
}
