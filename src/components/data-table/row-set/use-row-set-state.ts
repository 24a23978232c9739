import { startTransition, useEffect, useRef, useState } from 'react';
import type { RowSet, RowSetState } from './row-set';

interface Held {
  rowSet: RowSet<unknown> | undefined;
  state: RowSetState | undefined;
}

/**
 * Re-renders when rows arrive or a view is applied. Each re-render is a transition, so React renders a long
 * list in slices and the page answers a tap in between (useSyncExternalStore would render each one in a single
 * blocking task). A new one is asked for only once the last has been committed: one that arrived mid-render
 * would restart it, and on a slow phone a list still loading would never be drawn.
 */
export function useRowSetState(rowSet: RowSet<unknown> | undefined): RowSetState | undefined {
  const [held, setHeld] = useState<Held>(() => ({ rowSet, state: rowSet?.getState() }));
  const rendering = useRef(false);
  // Another row set (other filters) shows its own state at once, never the last one's for a render.
  const replaced = held.rowSet !== rowSet;
  if (replaced) setHeld({ rowSet, state: rowSet?.getState() });

  useEffect(() => {
    if (!rowSet) return;
    const refresh = () => {
      if (rendering.current) return;
      rendering.current = true;
      startTransition(() => setHeld({ rowSet, state: rowSet.getState() }));
    };
    const unsubscribe = rowSet.subscribe(refresh);
    // The render asked for is committed: what changed since (or before this subscription) renders next.
    rendering.current = false;
    if (rowSet.getState() !== held.state) refresh();
    return unsubscribe;
  }, [rowSet, held]);

  return replaced ? rowSet?.getState() : held.state;
}
