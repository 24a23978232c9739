import { describe, expect, it } from 'vitest';
import { changedRanges, splitTokens } from './changed-range';

describe('changedRanges', () => {
  it('covers what lies between the common prefix and the common suffix on each side', () => {
    const left = '<PartyID>0000141477</PartyID>';
    const right = '<PartyID>0000141478</PartyID>';
    expect(changedRanges(left, right)).toEqual({ left: [18, 19], right: [18, 19] });
    const value = changedRanges('<Qty>12</Qty>', '<Qty>1200</Qty>');
    expect(value).toEqual({ left: [7, 7], right: [7, 9] });
  });

  it('does not let prefix and suffix overlap when one line repeats the other', () => {
    expect(changedRanges('aa', 'aaa')).toEqual({ left: [2, 2], right: [2, 3] });
    expect(changedRanges('abc', 'xyz')).toEqual({ left: [0, 3], right: [0, 3] });
    expect(changedRanges('', 'new')).toEqual({ left: [0, 0], right: [0, 3] });
  });

  it('keeps a changed emoji whole', () => {
    // 😀 and 😁 share their high surrogate; the range must start before it.
    expect(changedRanges('a😀b', 'a😁b')).toEqual({ left: [1, 3], right: [1, 3] });
    // 😀 and 🙀 share their low surrogate; the range must end after it.
    expect(changedRanges('a😀b', 'a🙀b')).toEqual({ left: [1, 3], right: [1, 3] });
  });
});

describe('splitTokens', () => {
  it('cuts tokens at the range edges and flags the pieces inside', () => {
    const tokens = [
      { text: '<Qty>', kind: 'tag' },
      { text: '1200', kind: '' },
      { text: '</Qty>', kind: 'tag' },
    ];
    expect(splitTokens(tokens, [7, 11])).toEqual([
      { text: '<Qty>', kind: 'tag', changed: false },
      { text: '12', kind: '', changed: false },
      { text: '00', kind: '', changed: true },
      { text: '</', kind: 'tag', changed: true },
      { text: 'Qty>', kind: 'tag', changed: false },
    ]);
  });

  it('leaves the tokens whole when the range is empty', () => {
    expect(splitTokens([{ text: 'abc', kind: '' }], [1, 1])).toEqual([{ text: 'abc', kind: '', changed: false }]);
  });
});
