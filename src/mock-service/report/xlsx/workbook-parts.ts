// The fixed parts of an .xlsx package (ECMA-376 SpreadsheetML): what the sheets are, how the parts relate,
// the author and date, and the handful of cell styles a report uses.
import { escapeAttribute, escapeText } from './cell-text';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const SPREADSHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** Number formats a column can carry, by the name callers use. */
export const CELL_FORMATS = { date: 'yyyy-mm-dd', time: 'hh:mm:ss', percent: '0.0%' } as const;
export type CellFormat = keyof typeof CELL_FORMATS;

const FORMAT_NAMES = Object.keys(CELL_FORMATS) as CellFormat[];
/** Indexes into cellXfs (see stylesXml): 0 is the default style, then one per format, then the bold header. */
export const formatStyle = (format: CellFormat) => FORMAT_NAMES.indexOf(format) + 1;
export const HEADER_STYLE = FORMAT_NAMES.length + 1;

export const sheetPath = (index: number) => `xl/worksheets/sheet${index + 1}.xml`;

export function contentTypesXml(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, index) => `<Override PartName="/${sheetPath(index)}" ContentType="${SPREADSHEET_TYPE}.worksheet+xml"/>`,
  );
  return (
    `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/xl/workbook.xml" ContentType="${SPREADSHEET_TYPE}.sheet.main+xml"/>` +
    `<Override PartName="/xl/styles.xml" ContentType="${SPREADSHEET_TYPE}.styles+xml"/>` +
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
    `${sheets.join('')}</Types>`
  );
}

export function packageRelationshipsXml(): string {
  return (
    `${XML_DECLARATION}<Relationships xmlns="${RELATIONSHIPS_NS}">` +
    `<Relationship Id="rId1" Type="${OFFICE_RELATIONSHIP}/officeDocument" Target="xl/workbook.xml"/>` +
    '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
    '</Relationships>'
  );
}

export function corePropertiesXml(creator: string, created: Date): string {
  const stamp = `${created.toISOString().slice(0, 19)}Z`;
  return (
    `${XML_DECLARATION}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    `<dc:creator>${escapeText(creator)}</dc:creator>` +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${stamp}</dcterms:created>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${stamp}</dcterms:modified>` +
    '</cp:coreProperties>'
  );
}

export interface WorkbookSheet {
  name: string;
  /** The sheet's auto-filter range, e.g. `A1:R42`. */
  filterRange: string;
}

/** A1:R42 as $A$1:$R$42, the absolute form defined names take. */
const absolute = (range: string) => range.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2');

/**
 * The sheets in tab order, each with the hidden `_xlnm._FilterDatabase` name Excel itself writes next to an
 * auto-filter; some readers take the filtered range from it rather than from the sheet.
 */
export function workbookXml(sheets: readonly WorkbookSheet[]): string {
  const entries = sheets.map(
    ({ name }, index) => `<sheet name="${escapeAttribute(name)}" sheetId="${index + 1}" r:id="rId${index + 2}"/>`,
  );
  const filters = sheets.map(
    ({ name, filterRange }, index) =>
      `<definedName name="_xlnm._FilterDatabase" localSheetId="${index}" hidden="1">${escapeText(`'${name.replaceAll("'", "''")}'!${absolute(filterRange)}`)}</definedName>`,
  );
  return (
    `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${OFFICE_RELATIONSHIP}">` +
    `<bookViews><workbookView/></bookViews><sheets>${entries.join('')}</sheets><definedNames>${filters.join('')}</definedNames></workbook>`
  );
}

/** rId1 is the styles; rId2… are the sheets in order, as workbookXml refers to them. */
export function workbookRelationshipsXml(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, index) =>
      `<Relationship Id="rId${index + 2}" Type="${OFFICE_RELATIONSHIP}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
  );
  return (
    `${XML_DECLARATION}<Relationships xmlns="${RELATIONSHIPS_NS}">` +
    `<Relationship Id="rId1" Type="${OFFICE_RELATIONSHIP}/styles" Target="styles.xml"/>${sheets.join('')}</Relationships>`
  );
}

export function stylesXml(): string {
  const formats = Object.values(CELL_FORMATS);
  const numFmts = formats.map(
    (code, index) => `<numFmt numFmtId="${164 + index}" formatCode="${escapeAttribute(code)}"/>`,
  );
  const formatXfs = formats.map(
    (_, index) => `<xf numFmtId="${164 + index}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
  );
  const font = '<sz val="11"/><name val="Calibri"/><family val="2"/>';
  return (
    `${XML_DECLARATION}<styleSheet xmlns="${MAIN_NS}">` +
    `<numFmts count="${formats.length}">${numFmts.join('')}</numFmts>` +
    `<fonts count="2"><font>${font}</font><font><b/>${font}</font></fonts>` +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${formats.length + 2}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>${formatXfs.join('')}` +
    '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}
