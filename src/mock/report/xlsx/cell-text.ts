// Untrusted text as XML element content that Excel, LibreOffice and SheetJS read back as it was written.

/** Excel refuses longer cell text; longer values are cut and end with TRUNCATION_MARKER. */
export const MAX_CELL_CHARS = 32_767;
export const TRUNCATION_MARKER = '… [truncated]';

// XML 1.0 forbids most C0 controls and U+FFFE/U+FFFF; a carriage return would be read back as a line feed.
// Those are written in Excel's own `_xHHHH_` notation, so a literal `_xHHHH_` in the text needs its
// underscore escaped the same way. Lone surrogates become U+FFFD when the text is encoded as UTF-8.
// oxlint-disable-next-line no-control-regex -- finding these controls is the point
const SPECIAL = /[&<>\r\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|_(?=x[0-9A-Fa-f]{4}_)/g;
const HAS_SPECIAL = new RegExp(SPECIAL.source);

function escapeChar(char: string): string {
  if (char === '&') return '&amp;';
  if (char === '<') return '&lt;';
  if (char === '>') return '&gt;';
  return `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`;
}

/** The text cut to Excel's cell limit, never between the two halves of a surrogate pair. */
export function fitCellLimit(text: string): string {
  if (text.length <= MAX_CELL_CHARS) return text;
  let end = MAX_CELL_CHARS - TRUNCATION_MARKER.length;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return text.slice(0, end) + TRUNCATION_MARKER;
}

export function escapeText(text: string): string {
  return HAS_SPECIAL.test(text) ? text.replace(SPECIAL, escapeChar) : text;
}

const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

/** A `<t>` element holding the text; Excel would trim leading and trailing blanks without xml:space. */
export function textElement(text: string): string {
  const fitted = fitCellLimit(text);
  const padded = isSpace(fitted.charCodeAt(0)) || isSpace(fitted.charCodeAt(fitted.length - 1));
  return `${padded ? '<t xml:space="preserve">' : '<t>'}${escapeText(fitted)}</t>`;
}

/** Text for an XML attribute value in double quotes (sheet names, document properties). */
export function escapeAttribute(text: string): string {
  return escapeText(text).replaceAll('"', '&quot;');
}
