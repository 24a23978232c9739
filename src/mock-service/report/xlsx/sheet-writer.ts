// One worksheet written row by row: a bold header row that stays in view, data rows as XML text handed to
// the ZIP entry in large pieces, and an auto-filter over them all.
import { textElement } from './cell-text';
import { HEADER_STYLE, formatStyle, type CellFormat } from './workbook-parts';
import type { ZipEntry } from './zip-writer';

export interface SheetColumn {
  header: string;
  /** In characters of the default font, as Excel measures column widths. */
  width: number;
  /** Number format for the column's numbers (dates and times are day serials and fractions of a day). */
  format?: CellFormat;
}

/** Empty strings and missing values leave the cell out; non-finite numbers are written as text. */
export type CellValue = string | number | null | undefined;

/** Excel's grid: 16,384 columns (A…XFD). */
const MAX_COLUMNS = 16_384;
/** Bytes gathered before they go to the deflater: big enough that per-call costs vanish. */
const PIECE_BYTES = 256 * 1024;
/** Room for a piece and the row that completes it. */
const BUFFER_BYTES = 2 * PIECE_BYTES;
/** UTF-8 takes at most 3 bytes per UTF-16 code unit. */
const MAX_UTF8_PER_UNIT = 3;

/** A, B, …, Z, AA, AB, … for a zero-based column index. */
function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

export class SheetWriter {
  private readonly letters: string[];
  private readonly styles: string[];
  /** The header is row 1. */
  private rowNumber = 1;
  // Rows are encoded straight into this buffer: cheaper than joining them into one long string first.
  private buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  private used = 0;

  constructor(
    private readonly entry: ZipEntry,
    private readonly columns: readonly SheetColumn[],
  ) {
    if (columns.length === 0 || columns.length > MAX_COLUMNS)
      throw new Error(`A sheet has 1 to ${MAX_COLUMNS} columns, not ${columns.length}`);
    this.letters = columns.map((_, index) => columnLetters(index));
    this.styles = columns.map((column) => (column.format ? ` s="${formatStyle(column.format)}"` : ''));
    const cols = columns.map(
      (column, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"${column.format ? ` style="${formatStyle(column.format)}"` : ''}/>`,
    );
    this.append(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
        '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
        `<sheetFormatPr defaultRowHeight="15"/><cols>${cols.join('')}</cols><sheetData>`,
    );
    const header = columns.map(
      (column, index) =>
        `<c r="${this.letters[index]}1" s="${HEADER_STYLE}" t="inlineStr"><is>${textElement(column.header)}</is></c>`,
    );
    this.append(`<row r="1">${header.join('')}</row>`);
  }

  /** Adds one row below the last; values past the last column are ignored. A promise means: wait for it
   * before the next row, the deflater is full. */
  addRow(values: readonly CellValue[]): Promise<void> | undefined {
    const row = ++this.rowNumber;
    let xml = `<row r="${row}">`;
    const count = Math.min(values.length, this.columns.length);
    for (let index = 0; index < count; index++) {
      const value = values[index];
      if (typeof value === 'number' && Number.isFinite(value)) {
        xml += `<c r="${this.letters[index]}${row}"${this.styles[index]}><v>${value}</v></c>`;
      } else if (value !== '' && value !== null && value !== undefined) {
        xml += `<c r="${this.letters[index]}${row}" t="inlineStr"><is>${textElement(String(value))}</is></c>`;
      }
    }
    this.append(`${xml}</row>`);
    return this.used >= PIECE_BYTES ? this.flush() : undefined;
  }

  /** The header and every row written so far, as `A1:R42`: what the auto-filter covers. */
  get filterRange(): string {
    return `A1:${this.letters.at(-1)}${this.rowNumber}`;
  }

  /** Ends the sheet; the ZIP entry stays open for the writer to close. */
  async finish(): Promise<void> {
    // Over the rows too, not the header alone, so no reader has to guess where the data ends.
    this.append(
      `</sheetData><autoFilter ref="${this.filterRange}"/>` +
        '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>',
    );
    await this.flush();
  }

  private append(xml: string): void {
    const needed = this.used + xml.length * MAX_UTF8_PER_UNIT;
    if (needed > this.buffer.length) {
      const larger = Buffer.allocUnsafe(Math.max(needed, BUFFER_BYTES));
      this.buffer.copy(larger, 0, 0, this.used);
      this.buffer = larger;
    }
    this.used += this.buffer.write(xml, this.used, 'utf8');
  }

  /** Hands the gathered bytes on; the deflater keeps them, so the next rows go into a fresh buffer. */
  private flush(): Promise<void> {
    const piece = this.buffer.subarray(0, this.used);
    this.buffer = Buffer.allocUnsafe(BUFFER_BYTES);
    this.used = 0;
    return this.entry.write(piece);
  }
}
