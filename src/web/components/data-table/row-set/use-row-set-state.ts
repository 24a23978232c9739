import { startTransition, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { RowSet, RowSetState } from './row-set';

/** Only more rows have been read: the list grows, nothing the user asked for has changed. */
const onlyLoaded = (before: RowSetState, after: RowSetState) =>
  before.viewPending === after.viewPending && before.revision === after.revision && before.error === after.error;

/**
 * A row set's state as the screen shows it. What the user asked for (a sort's or filter's answer, the rows
 * scrolled to) and an error show at once; more rows read show in a transition, `grow`.
 */
function shownState(rowSet: RowSet<unknown>, grow: () => void) {
  let shown = rowSet.getState();
  let growing = false;
  const catchUp = (notify: () => void) => {
    const state = rowSet.getState();
    if (state === shown) return;
    if (!onlyLoaded(shown, state)) {
      shown = state;
      notify();
    } else if (!growing) {
      growing = true;
      shown = state;
      grow();
    }
  };
  return {
    getSnapshot: () => shown,
    subscribe: (notify: () => void) => rowSet.subscribe(() => catchUp(notify)),
    /** A render of `rendered` is committed: once it is the last one asked for, rows read meanwhile render next. */
    committed(rendered: RowSetState, notify: () => void) {
      if (rendered === shown) growing = false;
      catchUp(notify);
    },
  };
}

const nothing = () => () => undefined;
const noState = () => undefined;

/**
 * Re-renders when rows arrive or a view is applied. While the list loads, each re-render for more rows is a
 * transition, so React renders a long list in slices and the page answers a tap in between (useSyncExternalStore
 * renders each in one blocking task); the next is asked for only once the last has been committed, as one that
 * arrived mid-render would restart it, and on a slow phone a list still loading would never be drawn.
 */
export function useRowSetState(rowSet: RowSet<unknown> | undefined): RowSetState | undefined {
  const [, setGrown] = useState(0);
  const shown = useMemo(
    () => (rowSet ? shownState(rowSet, () => startTransition(() => setGrown((count) => count + 1))) : undefined),
    [rowSet],
  );
  const state = useSyncExternalStore(shown?.subscribe ?? nothing, shown?.getSnapshot ?? noState);
  useEffect(() => shown?.committed(state!, () => setGrown((count) => count + 1)), [shown, state]);
  return state;
}
