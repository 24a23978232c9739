import { describe, expect, it } from 'vitest';
import { MAX_CELL_CHARS, TRUNCATION_MARKER, escapeText, fitCellLimit, textElement } from './cell-text';

describe('cell text', () => {
  it('escapes markup and writes the controls XML forbids in Excel notation', () => {
    expect(escapeText('a<b&c>d ]]>')).toBe('a&lt;b&amp;c&gt;d ]]&gt;');
    expect(escapeText('\u0000\u0001\u000B\u001F\r\uFFFF')).toBe('_x0000__x0001__x000B__x001F__x000D__xFFFF_');
    expect(escapeText('tab\tand\nnewline stay')).toBe('tab\tand\nnewline stay');
  });

  it('escapes the underscore of text that looks like an Excel escape, so it reads back literally', () => {
    expect(escapeText('_x0041_ and _x12')).toBe('_x005F_x0041_ and _x12');
  });

  it('keeps leading and trailing blanks', () => {
    expect(textElement(' padded\n')).toBe('<t xml:space="preserve"> padded\n</t>');
    expect(textElement('plain')).toBe('<t>plain</t>');
  });

  it('cuts text past Excel’s limit and marks the cut, never inside an emoji', () => {
    const long = 'x'.repeat(MAX_CELL_CHARS + 10);
    expect(fitCellLimit(long)).toHaveLength(MAX_CELL_CHARS);
    expect(fitCellLimit(long).endsWith(TRUNCATION_MARKER)).toBe(true);
    expect(fitCellLimit('x'.repeat(MAX_CELL_CHARS))).toHaveLength(MAX_CELL_CHARS);

    const cutAt = MAX_CELL_CHARS - TRUNCATION_MARKER.length;
    const emojiAcrossCut = `${'x'.repeat(cutAt - 1)}😀${'y'.repeat(100)}`;
    const fitted = fitCellLimit(emojiAcrossCut);
    expect(fitted).toBe(`${'x'.repeat(cutAt - 1)}${TRUNCATION_MARKER}`);
  });
});
