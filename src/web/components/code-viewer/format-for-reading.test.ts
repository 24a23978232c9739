import { describe, expect, it } from 'vitest';
import { formatBeginning, formatForReading, type FormatRequest } from './format-for-reading';
import { lineAt, lineCount, type LineIndex } from './line-index';

const linesOf = (index: LineIndex) => Array.from({ length: lineCount(index) }, (_, line) => lineAt(index, line));

/** An IDoc-like document whose elements hold text with '>' in it, mixed content and comments. */
const idoc = Array.from(
  { length: 60 },
  (_, segment) =>
    `<E1EDP01 SEGMENT="1"><POSEX>${segment}</POSEX><MENGE>a > b ${segment}</MENGE>` +
    `<TEXT>before <B>bold</B> after</TEXT><!-- note ${segment} --><EMPTY/></E1EDP01>`,
).join('');
const xml = `<?xml version="1.0"?>\n<ORDERS05><IDOC BEGIN="1">${idoc}</IDOC></ORDERS05>`;

/** Cut at every position in a range: every line the beginning gives must be the whole's line in that place. */
function expectLinesOfTheWhole(request: FormatRequest) {
  const whole = linesOf(formatForReading(request));
  let checked = 0;
  for (let chars = 40; chars < request.text.length; chars += 7) {
    const beginning = formatBeginning(request, chars);
    if (!beginning) continue;
    const lines = linesOf(beginning);
    expect(lines, `cut at ${chars}`).toEqual(whole.slice(0, lines.length));
    checked++;
  }
  return checked;
}

describe('formatBeginning', () => {
  it('gives only lines of the pretty-printed whole, in their places, wherever the text is cut', () => {
    expect(expectLinesOfTheWhole({ text: xml, format: 'IDOC', pretty: true })).toBeGreaterThan(100);
  });

  it('does the same for the text as it came, EDIFACT segments and CRLF lines', () => {
    const flat = Array.from({ length: 300 }, (_, index) => `E2EDK01 ${String(index).padStart(6, '0')} > 1`).join(
      '\r\n',
    );
    expect(expectLinesOfTheWhole({ text: flat, format: 'FLAT', pretty: false })).toBeGreaterThan(100);
    const edifact = Array.from({ length: 300 }, (_, index) => `LIN+${index}++4000862141404:SRV'`).join('\r\n');
    expect(expectLinesOfTheWhole({ text: edifact, format: 'EDI', pretty: true })).toBeGreaterThan(100);
  });

  it('shows a first screen and more from a large payload’s beginning', () => {
    const large = `<ORDERS05>${idoc.repeat(40)}</ORDERS05>`;
    const beginning = formatBeginning({ text: large, format: 'IDOC', pretty: true })!;
    expect(lineCount(beginning)).toBeGreaterThan(1_000);
    expect(lineAt(beginning, 1)).toBe('  <E1EDP01 SEGMENT="1">');
  });

  it('gives nothing for pretty-printed JSON, which is formatted only whole', () => {
    const json = JSON.stringify({ items: Array.from({ length: 500 }, (_, index) => ({ index })) });
    expect(formatBeginning({ text: json, format: 'JSON', pretty: true }, 1024)).toBeUndefined();
    expect(
      lineCount(formatBeginning({ text: `${json}\n${json}\n${json}`, format: 'JSON', pretty: false }, 30_000)!),
    ).toBe(1);
  });
});
