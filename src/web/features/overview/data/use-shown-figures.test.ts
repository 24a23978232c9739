import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../client/http/api-error';
import type { OverviewSession } from './overview-session';
import { useShownFigures } from './use-shown-figures';

/** A session as the hook reads it: whether it finished, its first error, and who to tell. */
function session() {
  const listeners = new Set<() => void>();
  const state = { finished: false, failure: undefined as { error: Error; at: number } | undefined };
  const change = (next: Partial<typeof state>) =>
    act(() => {
      Object.assign(state, next);
      for (const listener of listeners) listener();
    });
  return {
    finished: () => state.finished,
    failure: () => state.failure,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    complete: () => change({ finished: true }),
    fail: (error: Error) => change({ failure: { error, at: 5_000 } }),
  } as unknown as OverviewSession & { complete: () => void; fail: (error: Error) => void };
}

const unreachable = new ApiError(0, 'NETWORK', 'The service could not be reached.', 'GET /testruns');

describe('the figures the overview shows', () => {
  it('are the newest read, as they arrive, when there is nothing earlier to show', () => {
    const first = session();
    const { result } = renderHook(() => useShownFigures(first, 'a'));
    expect(result.current).toEqual({ session: first });
  });

  it('stay the complete ones through a refresh that reads, then fails, until one is complete', () => {
    const [first, second, third] = [session(), session(), session()];
    const { result, rerender } = renderHook(({ newest }) => useShownFigures(newest, 'a'), {
      initialProps: { newest: first },
    });
    first.complete();
    rerender({ newest: second });
    expect(result.current).toEqual({ session: first, refresh: { reading: true, failure: undefined } });
    second.fail(unreachable);
    expect(result.current.session).toBe(first);
    expect(result.current.refresh).toEqual({ reading: false, failure: { error: unreachable, at: 5_000 } });
    // Tried again: still the first figures, and the failure is remembered while the try reads.
    rerender({ newest: third });
    expect(result.current.session).toBe(first);
    expect(result.current.refresh).toMatchObject({ reading: true, failure: { error: unreachable } });
    third.complete();
    expect(result.current).toEqual({ session: third });
  });

  it('are not those of other filters: new filters show their own as they arrive', () => {
    const [first, other] = [session(), session()];
    const { result, rerender } = renderHook(({ newest, filters }) => useShownFigures(newest, filters), {
      initialProps: { newest: first, filters: 'a' },
    });
    first.complete();
    rerender({ newest: other, filters: 'b' });
    expect(result.current).toEqual({ session: other });
  });
});
