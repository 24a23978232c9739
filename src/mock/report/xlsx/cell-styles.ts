// The workbook's cell styles (xl/styles.xml): every combination of number format, fill and font (plain, bold,
// a link's blue underline) a cell can ask for, written once up front, so a streamed row finds its style by arithmetic, not by lookup.
import { escapeAttribute } from './cell-text';

/** Number formats a column or cell can carry, by the name callers use. */
export const CELL_FORMATS = {
  date: 'yyyy-mm-dd',
  time: 'hh:mm:ss',
  percent: '0.0%',
  dateTimeUtc: 'yyyy-mm-dd hh:mm:ss "UTC"',
  /** The service's own clock, whose zone the wire does not say. */
  dateTime: 'yyyy-mm-dd hh:mm:ss',
  /** Elapsed time past 24 hours too. */
  duration: '[h]:mm:ss',
} as const;
export type CellFormat = keyof typeof CELL_FORMATS;

/** Background fills by outcome: Excel's own "Good", "Neutral" and "Bad" cell-style colours. */
export const CELL_FILLS = { passed: 'FFC6EFCE', warning: 'FFFFEB9C', failed: 'FFFFC7CE' } as const;
export type CellFill = keyof typeof CELL_FILLS;

export interface CellStyle {
  format?: CellFormat;
  fill?: CellFill;
  bold?: boolean;
  /** Blue and underlined, as spreadsheet programs show a hyperlink; wins over bold. */
  link?: boolean;
}

const FORMAT_NAMES = Object.keys(CELL_FORMATS) as CellFormat[];
const FILL_NAMES = Object.keys(CELL_FILLS) as CellFill[];
// Slot 0 of each dimension is "none", so the all-none combination is index 0, the default style.
const FORMAT_SLOTS = FORMAT_NAMES.length + 1;
const FILL_SLOTS = FILL_NAMES.length + 1;
/** The two fills every styles part starts with (none and gray125) come before ours. */
const FIRST_FILL_ID = 2;
const FIRST_FORMAT_ID = 164;
/** Fonts by slot: plain, bold, link. */
const FONT_SLOTS = 3;
const fontSlot = ({ bold, link }: CellStyle) => (link ? 2 : Number(bold ?? false));

/** The index into cellXfs of a style; 0 is the default. */
export function styleIndex(style: CellStyle): number {
  const { format, fill } = style;
  const formatSlot = format ? FORMAT_NAMES.indexOf(format) + 1 : 0;
  const fillSlot = fill ? FILL_NAMES.indexOf(fill) + 1 : 0;
  return (fontSlot(style) * FILL_SLOTS + fillSlot) * FORMAT_SLOTS + formatSlot;
}

function cellXf(formatSlot: number, fillSlot: number, font: number): string {
  const numFmtId = formatSlot ? FIRST_FORMAT_ID + formatSlot - 1 : 0;
  const fillId = fillSlot ? FIRST_FILL_ID + fillSlot - 1 : 0;
  const applied = `${formatSlot ? ' applyNumberFormat="1"' : ''}${font ? ' applyFont="1"' : ''}${fillSlot ? ' applyFill="1"' : ''}`;
  return `<xf numFmtId="${numFmtId}" fontId="${font}" fillId="${fillId}" borderId="0" xfId="0"${applied}/>`;
}

/** The styles part, its cellXfs in the order styleIndex counts them. */
export function stylesXml(): string {
  const numFmts = Object.values(CELL_FORMATS).map(
    (code, index) => `<numFmt numFmtId="${FIRST_FORMAT_ID + index}" formatCode="${escapeAttribute(code)}"/>`,
  );
  const fills = Object.values(CELL_FILLS).map(
    (argb) =>
      `<fill><patternFill patternType="solid"><fgColor rgb="${argb}"/><bgColor indexed="64"/></patternFill></fill>`,
  );
  const xfs: string[] = [];
  for (let font = 0; font < FONT_SLOTS; font++)
    for (let fillSlot = 0; fillSlot < FILL_SLOTS; fillSlot++)
      for (let formatSlot = 0; formatSlot < FORMAT_SLOTS; formatSlot++) xfs.push(cellXf(formatSlot, fillSlot, font));
  const font = '<sz val="11"/><name val="Calibri"/><family val="2"/>';
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<numFmts count="${numFmts.length}">${numFmts.join('')}</numFmts>` +
    `<fonts count="${FONT_SLOTS}"><font>${font}</font><font><b/>${font}</font><font><u/><color rgb="FF0563C1"/>${font}</font></fonts>` +
    `<fills count="${FIRST_FILL_ID + fills.length}"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>${fills.join('')}</fills>` +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}
