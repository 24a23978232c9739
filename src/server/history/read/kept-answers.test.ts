import { describe, expect, it, vi } from 'vitest';
import { COST_FACTOR, FRESH_FOR_MS, KeptAnswers } from './kept-answers';

/** Answers "query@version#n", n counting the computations, over a version the test moves. */
function setUp(warm?: () => string[]) {
  const state = { version: 1, computed: 0, clock: 0, fail: false };
  const kept = new KeptAnswers<string, string>({
    ...(warm ? { warm } : {}),
    keyOf: (query) => query,
    version: async () => String(state.version),
    compute: async (query) => {
      state.computed += 1;
      if (state.fail) throw new Error('store closed');
      return `${query}@${state.version}#${state.computed}`;
    },
    now: () => state.clock,
  });
  return { state, kept };
}

describe('answers kept while the store stays the same', () => {
  it('works an answer out once for requests together and later ones, and again once the store changed', async () => {
    const { state, kept } = setUp();
    expect(await Promise.all([kept.answer('month'), kept.answer('month')])).toEqual(['month@1#1', 'month@1#1']);
    state.clock += 60 * 60_000;
    expect(await kept.answer('month')).toBe('month@1#1');
    state.version = 2;
    expect(await kept.answer('month')).toBe('month@2#2');
    // A change within seconds of working it out waits: a run going on changes the store every few seconds.
    state.version = 3;
    state.clock += FRESH_FOR_MS - 1;
    expect(await kept.answer('month')).toBe('month@2#2');
    state.clock += 1;
    expect(await kept.answer('month')).toBe('month@3#3');
    state.version = 2;
    expect(await kept.answer('week')).toBe('week@2#4');
  });

  it('works the views asked lately out again after a pass, so that their next reader waits for nothing', async () => {
    const { state, kept } = setUp();
    await kept.answer('month');
    state.clock += 10 * 60_000;
    await kept.answer('week');
    state.clock += 10 * 60_000; // the month was asked 20 minutes ago, the week 10
    state.version = 2;
    await kept.refresh();
    expect(state.computed).toBe(3);
    expect(await kept.answer('week')).toBe('week@2#3');
    expect(state.computed).toBe(3);
    expect(await kept.answer('month')).toBe('month@2#4');
  });

  it('keeps the warm views worked out, asked or not, however long ago', async () => {
    const { state, kept } = setUp(() => ['default']);
    await kept.refresh();
    expect(state.computed).toBe(1);
    expect(await kept.answer('default')).toBe('default@1#1');
    state.clock += 60 * 60_000;
    state.version = 2;
    await kept.refresh();
    // Its first reader of the day waits for nothing.
    expect(await kept.answer('default')).toBe('default@2#2');
    expect(state.computed).toBe(2);
  });

  it('leaves a view alone at a pass that did not change it', async () => {
    const { state, kept } = setUp();
    await kept.answer('month');
    await kept.refresh();
    expect(state.computed).toBe(1);
  });

  it('works a view that changed within seconds of its last working out again once it may', async () => {
    vi.useFakeTimers();
    try {
      const { state, kept } = setUp();
      await kept.answer('month');
      state.version = 2;
      await kept.refresh();
      expect(state.computed).toBe(1);
      state.clock += FRESH_FOR_MS;
      await vi.advanceTimersByTimeAsync(FRESH_FOR_MS);
      expect(state.computed).toBe(2);
      expect(await kept.answer('month')).toBe('month@2#2');
    } finally {
      vi.useRealTimers();
    }
  });

  it("follows a user's change at once, however recently it worked the answer out", async () => {
    const state = { version: 'decisions 1|sync 1', computed: 0 };
    const kept = new KeptAnswers<string, string>({
      keyOf: (query) => query,
      version: async () => state.version,
      urgentPart: (version) => version.split('|')[0]!,
      compute: async (query) => `${query}@${state.version}#${++state.computed}`,
      now: () => 0,
    });
    await kept.answer('queue');
    state.version = 'decisions 1|sync 2';
    expect(await kept.answer('queue')).toBe('queue@decisions 1|sync 1#1');
    state.version = 'decisions 2|sync 2';
    expect(await kept.answer('queue')).toBe('queue@decisions 2|sync 2#2');
  });

  it('serves an answer that takes seconds while its successor is worked out, if it is not too old', async () => {
    const state = { version: 1, computed: 0, clock: 0 };
    const waiting: (() => void)[] = [];
    const finish = () => waiting.shift()?.();
    const kept = new KeptAnswers<string, string>({
      keyOf: (query) => query,
      version: async () => String(state.version),
      compute: async (query) => {
        state.computed += 1;
        const answer = `${query}@${state.version}#${state.computed}`;
        if (state.computed > 1) await new Promise<void>((resolve) => waiting.push(resolve));
        return answer;
      },
      now: () => state.clock,
      staleFor: 10 * 60_000,
    });
    expect(await kept.answer('all')).toBe('all@1#1');
    state.version = 2;
    state.clock += FRESH_FOR_MS;
    // The reader gets the last answer at once; the next one is under way.
    expect(await kept.answer('all')).toBe('all@1#1');
    expect(state.computed).toBe(2);
    expect(await kept.answer('all')).toBe('all@1#1');
    finish();
    await kept.refresh();
    expect(await kept.answer('all')).toBe('all@2#2');
    // Too old to serve: the reader waits for the new answer.
    state.version = 3;
    state.clock += 10 * 60_000;
    const waited = kept.answer('all');
    await vi.waitFor(() => expect(state.computed).toBe(3));
    finish();
    expect(await waited).toBe('all@3#3');
  });

  it('works a slow answer served stale out again at most once in twenty times what it took', async () => {
    const state = { version: 1, computed: 0, clock: 0 };
    const kept = new KeptAnswers<string, string>({
      keyOf: (query) => query,
      version: async () => String(state.version),
      compute: async (query) => {
        state.computed += 1;
        state.clock += 5000; // five seconds of the history thread
        return `${query}@${state.version}#${state.computed}`;
      },
      now: () => state.clock,
      staleFor: 10 * 60_000,
    });
    expect(await kept.answer('all')).toBe('all@1#1');
    // Runs stored every few seconds: the answer stands for 20 × 5 s from its start, whoever asks.
    for (const version of [2, 3, 4]) {
      state.version = version;
      state.clock += 20_000;
      expect(await kept.answer('all')).toBe('all@1#1');
      await kept.refresh();
    }
    expect(state.computed).toBe(1);
    state.clock = COST_FACTOR * 5000;
    expect(await kept.answer('all')).toBe('all@1#1');
    await kept.refresh();
    expect(await kept.answer('all')).toBe('all@4#2');
  });

  it('never serves an answer worked out while the first sync read stale once the history is whole', async () => {
    const state = { version: 1, clock: 0 };
    const kept = new KeptAnswers<string, string>({
      keyOf: (query) => query,
      version: async () => `${state.version}|${state.version < 5 ? 'first sync' : 'whole'}`,
      compute: async (query) => `${query}@${state.version}`,
      now: () => state.clock,
      // Every stored run moves the version; the part after "|" says whether the first sync still reads.
      urgentPart: (version) => version,
      staleFor: 10 * 60_000,
      stalePart: (version) => version.split('|')[1]!,
    });
    state.version = 3;
    expect(await kept.answer('all')).toBe('all@3');
    state.version = 4;
    expect(await kept.answer('all')).toBe('all@3');
    state.version = 5;
    expect(await kept.answer('all')).toBe('all@5');
  });

  it('keeps no failure: the next request works the answer out again', async () => {
    const { state, kept } = setUp();
    state.fail = true;
    await expect(kept.answer('month')).rejects.toThrow('store closed');
    state.fail = false;
    expect(await kept.answer('month')).toBe('month@1#2');
  });
});
