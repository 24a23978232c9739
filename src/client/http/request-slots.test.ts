import { describe, expect, it } from 'vitest';
import { createRequestSlots } from './request-slots';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('createRequestSlots', () => {
  it('runs at most the given number of tasks at once, the others in order as slots free up', async () => {
    const run = createRequestSlots(2);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = gates.map((gate, index) =>
      run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await results[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2]);
  });

  it('drops a waiting task whose signal aborts: it never runs and frees its place in the queue', async () => {
    const run = createRequestSlots(1);
    const gate = deferred();
    const started: string[] = [];
    const first = run(async () => {
      started.push('first');
      await gate.promise;
    });
    const controller = new AbortController();
    const dropped = run(async () => void started.push('dropped'), controller.signal);
    const last = run(async () => void started.push('last'));
    controller.abort(new Error('scrolled away'));
    await expect(dropped).rejects.toThrow('scrolled away');
    gate.resolve();
    await Promise.all([first, last]);
    expect(started).toEqual(['first', 'last']);
  });

  it('does not start a task whose signal has already aborted', async () => {
    const run = createRequestSlots(4);
    let ran = false;
    await expect(run(async () => void (ran = true), AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
    expect(ran).toBe(false);
  });
});
