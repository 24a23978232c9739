import { afterEach, describe, expect, it } from 'vitest';
import { followRun, MOST_FOLLOWED, readFollowed, unfollowRun } from './followed-runs';

const id = (n: number) => n.toString(16).toUpperCase().padStart(32, '0');
const storeWith = (value: string | null) => ({ getItem: () => value, setItem: () => {} });

describe('the runs a tab follows', () => {
  afterEach(() => {
    for (let n = 0; n < MOST_FOLLOWED + 5; n++) unfollowRun(id(n));
  });

  it('outlive a reload: what one page follows, the next page of the tab reads back', () => {
    followRun(id(1));
    followRun(id(2));
    followRun(id(1));
    expect(readFollowed()).toEqual([id(1), id(2)]);
    unfollowRun(id(1));
    expect(readFollowed()).toEqual([id(2)]);
  });

  it(`are at most ${MOST_FOLLOWED}, the oldest dropped first`, () => {
    for (let n = 0; n < MOST_FOLLOWED + 2; n++) followRun(id(n));
    const kept = readFollowed();
    expect(kept).toHaveLength(MOST_FOLLOWED);
    expect(kept[0]).toBe(id(2));
    expect(kept.at(-1)).toBe(id(MOST_FOLLOWED + 1));
  });

  it('count as none when what is stored is not a list of IDs, or storage is off', () => {
    expect(readFollowed(storeWith('{not json'))).toEqual([]);
    expect(readFollowed(storeWith('{"runs":1}'))).toEqual([]);
    expect(readFollowed(storeWith(null))).toEqual([]);
    expect(readFollowed(null)).toEqual([]);
    expect(readFollowed(storeWith(JSON.stringify([id(7), 42, null, id(8)])))).toEqual([id(7), id(8)]);
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {},
    };
    expect(readFollowed(throwing)).toEqual([]);
  });
});
