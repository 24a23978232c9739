// Pretty-printing of payloads for reading. Unparsable input is shown as it came: a payload is evidence,
// the viewer must never hide or "fix" it.

const isBlank = (text: string) => text.trim() === '';
const indents: string[] = [];
const indent = (depth: number) => (indents[depth] ??= '  '.repeat(depth));

/**
 * Indents XML one element per line; text content, comments and anything after the last tag are kept. One
 * pass with indexOf: a 5 MB IDoc is 200,000 lines, and this runs on the page's thread.
 */
export function prettyXml(xml: string): string {
  const lines: string[] = [];
  let depth = 0;
  let pendingText = '';
  let index = 0;
  while (index < xml.length) {
    const open = xml.indexOf('<', index);
    const textEnd = open < 0 ? xml.length : open;
    const text = xml.slice(index, textEnd);
    // Whitespace between two tags is layout, not content: the indentation replaces it.
    if (text && !(open >= 0 && index > 0 && xml.charCodeAt(index - 1) === 62 && isBlank(text))) pendingText += text;
    if (open < 0) break;
    const close = xml.indexOf('>', open);
    index = close < 0 ? xml.length : close + 1;
    const token = xml.slice(open, index);
    if (token.startsWith('</')) {
      depth = Math.max(0, depth - 1);
      if (pendingText && lines.length > 0) {
        lines[lines.length - 1] += `${pendingText}${token}`;
        pendingText = '';
        continue;
      }
      lines.push(`${indent(depth)}${token}`);
      continue;
    }
    // Text before an opening tag (mixed content) keeps a line of its own rather than being lost.
    if (pendingText && !isBlank(pendingText)) lines.push(`${indent(depth)}${pendingText.trim()}`);
    pendingText = '';
    lines.push(`${indent(depth)}${token}`);
    const selfContained = token.endsWith('/>') || token.startsWith('<?') || token.startsWith('<!');
    if (!selfContained) depth++;
  }
  if (pendingText && !isBlank(pendingText)) lines.push(pendingText.trim());
  return lines.join('\n');
}

export function prettyJson(text: string): string | undefined {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return undefined;
  }
}

/** EDIFACT: one segment per line (segments end with an apostrophe). */
export function prettyEdifact(text: string): string {
  return text.replace(/'\s*/g, "'\n").trimEnd();
}

export type PayloadFormat = 'XML' | 'IDOC' | 'JSON' | 'FLAT' | 'EDI' | string;

/** The readable form of a payload, or the text unchanged where no pretty form applies. */
export function prettyPrint(text: string, format: PayloadFormat): string {
  if (format === 'JSON') return prettyJson(text) ?? text;
  if (format === 'XML' || format === 'IDOC') return text.trimStart().startsWith('<') ? prettyXml(text.trim()) : text;
  if (format === 'EDI') return prettyEdifact(text);
  return text;
}
