import { describe, expect, it } from 'vitest';
import { untilAborted } from './retry';

describe('untilAborted', () => {
  it('rejects with the abort reason even when the work never settles (a hung body read)', async () => {
    const controller = new AbortController();
    const waiting = untilAborted(new Promise<never>(() => {}), controller.signal);
    controller.abort(new Error('Interrupted'));
    await expect(waiting).rejects.toThrow('Interrupted');
  });

  it('answers what the work answers while nothing aborts', async () => {
    expect(await untilAborted(Promise.resolve(42), new AbortController().signal)).toBe(42);
    await expect(untilAborted(Promise.reject(new Error('Refused')), new AbortController().signal)).rejects.toThrow(
      'Refused',
    );
  });
});
