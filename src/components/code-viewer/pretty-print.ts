// Pretty-printing of payloads for reading. Unparsable input is shown as it came: a payload is evidence,
// the viewer must never hide or "fix" it.

/** Indents XML one element per line; leaves text content and comments as they are. */
export function prettyXml(xml: string): string {
  const tokens = xml.replace(/>\s+</g, '><').split(/(?=<)|(?<=>)/);
  const lines: string[] = [];
  let depth = 0;
  let pendingText = '';
  for (const token of tokens) {
    if (!token.startsWith('<')) {
      pendingText += token;
      continue;
    }
    if (token.startsWith('</')) {
      depth = Math.max(0, depth - 1);
      if (pendingText && lines.length > 0) {
        lines[lines.length - 1] += `${pendingText}${token}`;
        pendingText = '';
        continue;
      }
      lines.push(`${'  '.repeat(depth)}${token}`);
      continue;
    }
    pendingText = '';
    lines.push(`${'  '.repeat(depth)}${token}`);
    const selfContained = token.endsWith('/>') || token.startsWith('<?') || token.startsWith('<!');
    if (!selfContained) depth++;
  }
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
