import { describe, expect, it } from 'vitest';
import { listText } from './list-text';

describe('listText', () => {
  it('writes a list as Intl.ListFormat does in English', () => {
    const lists = [[], ['dates'], ['dates', 'folders'], ['dates', 'folders', 'run types'], ['a', 'b', 'c', 'd', 'e']];
    for (const [word, type] of [
      ['and', 'conjunction'],
      ['or', 'disjunction'],
    ] as const) {
      const intl = new Intl.ListFormat('en', { type });
      expect(lists.map((items) => listText(items, word))).toEqual(lists.map((items) => intl.format(items)));
    }
  });
});
