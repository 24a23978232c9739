import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstInOrder } from './first-in-order';

interface Item {
  key: number;
  at: number;
}
const byKey = (a: Item, b: Item) => a.key - b.key;

describe('firstInOrder', () => {
  it('picks the first few in order without sorting the rest', () => {
    const items = [5, 3, 9, 1, 7].map((key, at) => ({ key, at }));
    expect(firstInOrder(items, 3, byKey).map((item) => item.key)).toEqual([1, 3, 5]);
    expect(firstInOrder(items, 10, byKey).map((item) => item.key)).toEqual([1, 3, 5, 7, 9]);
    expect(firstInOrder(items, 0, byKey)).toEqual([]);
  });

  it('keeps equal items in their list order, as a stable sort does', () => {
    const items = [2, 1, 2, 1, 2].map((key, at) => ({ key, at }));
    expect(firstInOrder(items, 4, byKey).map((item) => item.at)).toEqual([1, 3, 0, 2]);
  });

  it('gives what sorting the whole list and taking the first would give', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 })), fc.integer({ min: 0, max: 30 }), (keys, limit) => {
        const items = keys.map((key, at) => ({ key, at }));
        expect(firstInOrder(items, limit, byKey)).toEqual(items.toSorted(byKey).slice(0, limit));
      }),
    );
  });
});
