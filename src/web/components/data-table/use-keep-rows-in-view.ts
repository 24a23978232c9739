import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { RowSource } from './windowed-data-table';

interface Anchor {
  id: string;
  position: number;
  count: number;
  viewKey: string;
}

/**
 * Rows that arrive above the ones on screen (a list that keeps itself current puts new runs first; a sorted list
 * still loading slots rows in anywhere) would push what the reader is looking at down by a row each. The scroll
 * follows them instead, as a browser's scroll anchoring does for ordinary content: these rows are placed by
 * transforms, which it does not see. At the very top nothing moves, so new rows show there.
 *
 * `scrollTop` is where the area was scrolled at its last scroll event (the virtualiser's offset): reading the
 * element's own after every render forced a layout of the page each time rows arrived (17 ms of each of a cold
 * runs list's tasks). Only a move reads it, to add to it.
 */
export function useKeepRowsInView<T>(
  source: RowSource<T>,
  positions: readonly number[],
  rowId: (row: T) => string,
  scrollRef: RefObject<HTMLElement | null>,
  rowHeight: number,
  scrollTop: number,
): void {
  const anchor = useRef<Anchor | undefined>(undefined);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    const before = anchor.current;
    if (element && before && before.viewKey === source.viewKey && scrollTop > 0) {
      const now = positions.find((position) => {
        const row = source.rowAt(position);
        return row !== undefined && rowId(row) === before.id;
      });
      const moved = now === undefined ? 0 : now - before.position;
      // Only by rows that came: a row that moved for another reason (a score arriving under a sort) is not followed.
      if (moved > 0 && moved <= source.count - before.count) {
        element.scrollTop += moved * rowHeight;
        anchor.current = { ...before, position: now!, count: source.count };
        return;
      }
    }
    // A row on screen near the top is the one to keep in place.
    const top = Math.ceil(scrollTop / rowHeight);
    const first = positions.find((position) => position >= top && source.rowAt(position) !== undefined);
    if (first === undefined) {
      anchor.current = undefined;
      return;
    }
    const id = rowId(source.rowAt(first)!);
    // The same row where it was keeps the count it was seen with: while new rows are on their way the old ones
    // still answer, and the count has grown already.
    const same = before?.id === id && before.position === first && before.viewKey === source.viewKey;
    anchor.current = { id, position: first, count: same ? before.count : source.count, viewKey: source.viewKey };
  });
}
