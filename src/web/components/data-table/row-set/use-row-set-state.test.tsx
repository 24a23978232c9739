import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RowSet, RowSetState } from './row-set';
import { useRowSetState } from './use-row-set-state';

/** What the hook reads of a row set: its state and its change notices. */
function fakeRowSet(loaded = 0) {
  const listeners = new Set<() => void>();
  let state = { loaded, complete: false } as RowSetState;
  const rowSet = {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getState: () => state,
  } as unknown as RowSet<unknown>;
  const arrive = (change: Partial<RowSetState>) => {
    state = { ...state, ...change };
    listeners.forEach((listener) => listener());
  };
  return { rowSet, arrive };
}

/** Every text the list has rendered, in order. */
let rendered: string[] = [];

function Loaded({ rowSet }: { rowSet: RowSet<unknown> }) {
  const state = useRowSetState(rowSet);
  const text = `${state?.loaded} loaded${state?.complete ? ', complete' : ''}`;
  rendered.push(text);
  return <p>{text}</p>;
}

describe('useRowSetState', () => {
  it('ends on the last state when rows arrive faster than the list renders', async () => {
    const { rowSet, arrive } = fakeRowSet();
    render(<Loaded rowSet={rowSet} />);
    // Each burst arrives while the render for the one before is still to be committed.
    for (let burst = 1; burst <= 5; burst += 1)
      act(() => {
        for (let step = 1; step <= 10; step += 1) arrive({ loaded: burst * 1000 + step });
      });
    act(() => arrive({ loaded: 6000, complete: true }));
    expect(await screen.findByText('6000 loaded, complete')).toBeTruthy();
  });

  it('shows a new row set at once, not the one it replaces', () => {
    const first = fakeRowSet(100);
    const second = fakeRowSet(7);
    const { rerender } = render(<Loaded rowSet={first.rowSet} />);
    expect(screen.getByText('100 loaded')).toBeTruthy();
    rendered = [];
    rerender(<Loaded rowSet={second.rowSet} />);
    expect(rendered).not.toContain('100 loaded');
    expect(screen.getByText('7 loaded')).toBeTruthy();
    // The first no longer renders anything.
    act(() => first.arrive({ loaded: 200 }));
    expect(screen.getByText('7 loaded')).toBeTruthy();
  });

  it('catches up with rows that arrived before it subscribed', async () => {
    const { rowSet, arrive } = fakeRowSet(1);
    // The state moves on after the list has rendered and before it has subscribed.
    function ArriveAfter() {
      arrive({ loaded: 50 });
      return null;
    }
    render(
      <>
        <Loaded rowSet={rowSet} />
        <ArriveAfter />
      </>,
    );
    expect(await screen.findByText('50 loaded')).toBeTruthy();
  });
});
