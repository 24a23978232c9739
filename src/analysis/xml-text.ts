// Text made safe for XML 1.0: characters the standard forbids (most C0 controls, lone surrogates, U+FFFE
// and U+FFFF) are dropped, since no escape can carry them; markup characters are escaped.

const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function stripForbidden(text: string): string {
  return text.replace(FORBIDDEN, '');
}

/** Element content. `>` is escaped too, so `]]>` can never appear; CR as a reference, so it survives parsing. */
export function escapeText(text: string): string {
  return stripForbidden(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;');
}

/** A double-quoted attribute value; tabs and line breaks as references, else parsers turn them into spaces. */
export function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;');
}
