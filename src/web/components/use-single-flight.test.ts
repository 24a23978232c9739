import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookWithClient } from '../testing/render';
import { useSingleFlight } from './use-single-flight';

describe('useSingleFlight', () => {
  it('runs the action once for two starts in the same tick, and is busy until it ends', async () => {
    let calls = 0;
    const release: { finish?: () => void } = {};
    const { result } = renderHookWithClient(() =>
      useSingleFlight(async (label: string) => {
        calls++;
        expect(label).toBe('first');
        await new Promise<void>((resolve) => (release.finish = resolve));
      }),
    );
    let first: Promise<void> | undefined;
    act(() => {
      first = result.current.start('first');
      void result.current.start('second');
    });
    expect(calls).toBe(1);
    expect(result.current.busy).toBe(true);
    await act(async () => {
      release.finish!();
      await first;
    });
    expect(result.current.busy).toBe(false);
  });

  it('keeps the error of a failed action and clears it on the next start', async () => {
    let fail = true;
    const { result } = renderHookWithClient(() =>
      useSingleFlight(async () => {
        if (fail) throw new Error('The service said no.');
      }),
    );
    await act(() => result.current.start());
    expect(result.current.error).toBe('The service said no.');
    fail = false;
    await act(() => result.current.start());
    expect(result.current.error).toBe('');
  });
});
