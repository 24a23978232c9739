import { describe, expect, it } from 'vitest';
import { findMatches, matchesOnLine } from './find-matches';

const search = (text: string, query: string) => findMatches(text.toLowerCase(), query);

describe('findMatches', () => {
  it('finds every match, several on a line too, ignoring case', () => {
    expect(search('Order 1\nno\nORDER 2 order 3\norder', 'order')).toEqual([0, 11, 19, 27]);
  });

  it('does not count a match inside the one before', () => {
    expect(search('aaaa', 'aa')).toEqual([0, 2]);
  });

  it('finds nothing for a blank query, a missing word or across a line break', () => {
    expect(search('a\nb', '  ')).toEqual([]);
    expect(search('a\nb', 'zzz')).toEqual([]);
    expect(search('ab\ncd', 'b\nc')).toEqual([]);
  });
});

describe('matchesOnLine', () => {
  it("gives a line's matches within the line, the reader's one set apart", () => {
    // "ORDER 2 order 3" starts at 11 and ends at 26; its matches start at 11 and 19.
    const matches = [0, 11, 19, 27];
    expect(matchesOnLine(matches, 5, 2, 11, 26)).toEqual([
      { start: 0, end: 5, current: false },
      { start: 8, end: 13, current: true },
    ]);
    expect(matchesOnLine(matches, 5, 2, 8, 10)).toEqual([]);
  });
});
