import { describe, expect, it } from 'vitest';
import { indexLines, lineAt, lineCount, lineOf } from './line-index';

describe('indexLines', () => {
  it('gives every line, CRLF and LF alike, without its break; a trailing break leaves an empty last line', () => {
    const index = indexLines('a\r\nbb\n\nccc\n');
    expect(Array.from({ length: lineCount(index) }, (_, line) => lineAt(index, line))).toEqual([
      'a',
      'bb',
      '',
      'ccc',
      '',
    ]);
  });

  it('has one empty line for an empty text', () => {
    const index = indexLines('');
    expect(lineCount(index)).toBe(1);
    expect(lineAt(index, 0)).toBe('');
  });

  it('finds the line of a character offset', () => {
    const index = indexLines('ab\ncd\nef');
    expect([0, 2, 3, 5, 6, 7].map((offset) => lineOf(index, offset))).toEqual([0, 0, 1, 1, 2, 2]);
  });
});
