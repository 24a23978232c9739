import { describe, expect, it } from 'vitest';
import { createSharedAnswers } from './shared-answer';

describe('answers shared between requests', () => {
  it('works an answer out once for requests that come while it is worked out and a few seconds after', async () => {
    let clock = 0;
    let computed = 0;
    const shared = createSharedAnswers({ now: () => clock });
    let finish!: (value: number) => void;
    const compute = () => {
      computed += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const first = shared('a', compute);
    clock = 60_000; // a long computation: later requests still wait for it
    const second = shared('a', compute);
    finish(42);
    expect(await Promise.all([first, second])).toEqual([42, 42]);
    clock += 4_000;
    expect(await shared('a', compute)).toBe(42);
    expect(computed).toBe(1);
    clock += 2_000;
    const fresh = shared('a', compute);
    finish(43);
    expect(await fresh).toBe(43);
    expect(computed).toBe(2);
  });

  it('keeps no failure: the next request works the answer out again', async () => {
    const shared = createSharedAnswers({ now: () => 0 });
    await expect(shared('b', () => Promise.reject(new Error('store gone')))).rejects.toThrow('store gone');
    await new Promise((resolve) => setTimeout(resolve));
    expect(await shared('b', async () => 7)).toBe(7);
  });
});
