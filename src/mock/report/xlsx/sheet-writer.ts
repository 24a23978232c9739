// One worksheet written row by row: optional lines above the table (a title block), a bold header row that
// stays in view, data rows as XML text handed to the ZIP entry in large pieces, and an auto-filter over them
// all. Printed, a sheet is landscape, one page wide, with the header row repeated (workbook-parts.ts).
import { textElement } from './cell-text';
import { styleIndex, type CellFormat, type CellStyle } from './cell-styles';
import type { ZipEntry } from './zip-writer';

export interface SheetColumn {
  header: string;
  /** In characters of the default font, as Excel measures column widths. */
  width: number;
  /** Number format for the column's numbers (dates and times are day serials and fractions of a day). */
  format?: CellFormat;
}

/** A value with a style of its own; the column's number format applies unless the style names another. */
export interface StyledCell {
  value: string | number;
  style: CellStyle;
}

/** Text that opens an address when clicked, shown as a link. */
export interface LinkCell {
  value: string;
  link: string;
}

/** Empty strings and missing values leave the cell out; non-finite numbers are written as text. */
export type CellValue = string | number | null | undefined | StyledCell | LinkCell;

/** A cell's hyperlink: the cell (`C7`) and the address, which the sheet's relationships part holds. */
export interface SheetLink {
  ref: string;
  target: string;
}

export interface SheetOptions {
  /** Rows above the header row, e.g. when and how a report was made; not part of the filtered table. */
  preamble?: readonly (readonly CellValue[])[];
}

// Landscape, as wide as one page and as many pages long as it takes; grid lines keep long rows readable.
const PRINT_SETUP =
  '<printOptions gridLines="1"/>' +
  '<pageMargins left="0.4" right="0.4" top="0.6" bottom="0.6" header="0.3" footer="0.3"/>' +
  '<pageSetup orientation="landscape" fitToWidth="1" fitToHeight="0"/>' +
  '<headerFooter><oddFooter>&amp;L&amp;A&amp;RPage &amp;P of &amp;N</oddFooter></headerFooter>';

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
  private readonly formats: (CellFormat | undefined)[];
  private readonly styles: string[];
  /** The row of column headers, below the preamble. */
  readonly headerRow: number;
  private rowNumber = 0;
  /** The hyperlinks so far, in row order; few (a cell each), so they are kept until the sheet ends. */
  readonly links: SheetLink[] = [];
  // Rows are encoded straight into this buffer: cheaper than joining them into one long string first.
  private buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  private used = 0;

  constructor(
    private readonly entry: ZipEntry,
    private readonly columns: readonly SheetColumn[],
    { preamble = [] }: SheetOptions = {},
  ) {
    if (columns.length === 0 || columns.length > MAX_COLUMNS)
      throw new Error(`A sheet has 1 to ${MAX_COLUMNS} columns, not ${columns.length}`);
    this.letters = columns.map((_, index) => columnLetters(index));
    this.formats = columns.map((column) => column.format);
    this.styles = columns.map((column) => (column.format ? ` s="${styleIndex({ format: column.format })}"` : ''));
    this.headerRow = preamble.length + 1;
    const cols = columns.map(
      (column, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"${column.format ? ` style="${styleIndex({ format: column.format })}"` : ''}/>`,
    );
    const below = `A${this.headerRow + 1}`;
    this.append(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
        '<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>' +
        `<sheetViews><sheetView workbookViewId="0"><pane ySplit="${this.headerRow}" topLeftCell="${below}" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="${below}" sqref="${below}"/></sheetView></sheetViews>` +
        `<sheetFormatPr defaultRowHeight="15"/><cols>${cols.join('')}</cols><sheetData>`,
    );
    for (const line of preamble) this.encodeRow(line);
    this.encodeRow(columns.map((column) => ({ value: column.header, style: { bold: true } })));
  }

  /** Adds one row below the last; values past the last column are ignored. A promise means: wait for it
   * before the next row, the deflater is full. */
  addRow(values: readonly CellValue[]): Promise<void> | undefined {
    this.encodeRow(values);
    return this.used >= PIECE_BYTES ? this.flush() : undefined;
  }

  /** The header and every row written below it, as `A1:R42`: what the auto-filter covers. */
  get filterRange(): string {
    return `A${this.headerRow}:${this.letters.at(-1)}${this.rowNumber}`;
  }

  /** Ends the sheet; the ZIP entry stays open for the writer to close. */
  async finish(): Promise<void> {
    // Over the rows too, not the header alone, so no reader has to guess where the data ends. Hyperlinks name
    // their address by relationship ID (rId1… in links' order, xlsx-writer.ts writes them), between the two.
    const links = this.links.map(({ ref }, index) => `<hyperlink ref="${ref}" r:id="rId${index + 1}"/>`).join('');
    this.append(
      `</sheetData><autoFilter ref="${this.filterRange}"/>${links ? `<hyperlinks>${links}</hyperlinks>` : ''}${PRINT_SETUP}</worksheet>`,
    );
    await this.flush();
  }

  private encodeRow(values: readonly CellValue[]): void {
    const row = ++this.rowNumber;
    let xml = `<row r="${row}">`;
    const count = Math.min(values.length, this.columns.length);
    for (let index = 0; index < count; index++) {
      const given = values[index];
      const cell: Exclude<CellValue, LinkCell> =
        typeof given === 'object' && given !== null && 'link' in given ? this.linked(given, index, row) : given;
      const styled = typeof cell === 'object' && cell !== null;
      const value = styled ? cell.value : cell;
      if (typeof value === 'number' && Number.isFinite(value)) {
        const style = styled ? this.styleOf(cell.style, index) : this.styles[index];
        xml += `<c r="${this.letters[index]}${row}"${style}><v>${value}</v></c>`;
      } else if (value !== '' && value !== null && value !== undefined) {
        // A column's number format means nothing to text; a style of the cell's own does.
        const style = styled ? this.styleOf(cell.style, index) : '';
        xml += `<c r="${this.letters[index]}${row}"${style} t="inlineStr"><is>${textElement(String(value))}</is></c>`;
      }
    }
    this.append(`${xml}</row>`);
  }

  /** Keeps the cell's hyperlink and shows it as one; a link without text or address is plain text. */
  private linked({ value, link }: LinkCell, index: number, row: number): string | StyledCell {
    if (!value || !link) return value;
    this.links.push({ ref: `${this.letters[index]}${row}`, target: link });
    return { value, style: { link: true } };
  }

  private styleOf(style: CellStyle, index: number): string {
    const styled = styleIndex({ format: this.formats[index], ...style });
    return styled === 0 ? '' : ` s="${styled}"`;
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
