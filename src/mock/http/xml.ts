// XML that mirrors the JSON one to one (docs/interface/decisions.md#addresses-ids-and-xml-d1): root DATA, one `item`
// per record, one element per member; arrays inside a record hold `item` elements the same way.

// Characters XML 1.0 cannot carry at all; they are replaced rather than producing a broken document.
const INVALID_XML_CHARS =
  // oxlint-disable-next-line no-control-regex -- matching control characters is the point here
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(text: string): string {
  return text.replace(INVALID_XML_CHARS, '\uFFFD').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';

function appendValue(parts: string[], name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    parts.push(`<${name}>`);
    for (const element of value) appendValue(parts, 'item', element);
    parts.push(`</${name}>`);
  } else if (typeof value === 'object') {
    parts.push(`<${name}>`);
    for (const [key, member] of Object.entries(value)) appendValue(parts, key, member);
    parts.push(`</${name}>`);
  } else {
    parts.push(`<${name}>${escapeXml(String(value))}</${name}>`);
  }
}

/** `{ DATA: [...] }` or an error body as an XML document. */
export function toXml(rootName: string, value: unknown): string {
  const parts: string[] = [XML_DECLARATION];
  appendValue(parts, rootName, value);
  return parts.join('');
}
