// The fixed parts of an .xlsx package (ECMA-376 SpreadsheetML): what the sheets are, how the parts relate,
// the author and date (the cell styles are in cell-styles.ts).
import { escapeAttribute, escapeText } from './cell-text';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const SPREADSHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

export const sheetPath = (index: number) => `xl/worksheets/sheet${index + 1}.xml`;
/** A sheet's own relationships: its hyperlinks' addresses. */
export const sheetRelationshipsPath = (index: number) => `xl/worksheets/_rels/sheet${index + 1}.xml.rels`;

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
  /** The row of column headers, printed at the top of every page. */
  headerRow: number;
}

/** A1:R42 as $A$1:$R$42, the absolute form defined names take. */
const absolute = (range: string) => range.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2');

const quotedName = (name: string) => `'${name.replaceAll("'", "''")}'`;

/**
 * The sheets in tab order, each with two sheet-local names: the hidden `_xlnm._FilterDatabase` Excel itself
 * writes next to an auto-filter (some readers take the filtered range from it rather than from the sheet),
 * and `_xlnm.Print_Titles`, which repeats the header row at the top of every printed page.
 */
export function workbookXml(sheets: readonly WorkbookSheet[]): string {
  const entries = sheets.map(
    ({ name }, index) => `<sheet name="${escapeAttribute(name)}" sheetId="${index + 1}" r:id="rId${index + 2}"/>`,
  );
  const names = sheets.map(
    ({ name, filterRange, headerRow }, index) =>
      `<definedName name="_xlnm._FilterDatabase" localSheetId="${index}" hidden="1">${escapeText(`${quotedName(name)}!${absolute(filterRange)}`)}</definedName>` +
      `<definedName name="_xlnm.Print_Titles" localSheetId="${index}">${escapeText(`${quotedName(name)}!$${headerRow}:$${headerRow}`)}</definedName>`,
  );
  return (
    `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${OFFICE_RELATIONSHIP}">` +
    `<bookViews><workbookView/></bookViews><sheets>${entries.join('')}</sheets><definedNames>${names.join('')}</definedNames></workbook>`
  );
}

/** The addresses of a sheet's hyperlinks, rId1… in the order the sheet names them. */
export function sheetRelationshipsXml(targets: readonly string[]): string {
  const links = targets.map(
    (target, index) =>
      `<Relationship Id="rId${index + 1}" Type="${OFFICE_RELATIONSHIP}/hyperlink" Target="${escapeAttribute(target)}" TargetMode="External"/>`,
  );
  return `${XML_DECLARATION}<Relationships xmlns="${RELATIONSHIPS_NS}">${links.join('')}</Relationships>`;
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
