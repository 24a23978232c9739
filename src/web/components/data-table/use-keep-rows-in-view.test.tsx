import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeepRowsInView } from './use-keep-rows-in-view';
import type { RowSource } from './windowed-data-table';

const ROW_HEIGHT = 35;
const rows = (count: number) => Array.from({ length: count }, (_, index) => `run ${index}`);
/** The rows of a view as the table sees them; `stale` answers by the positions the rows had before. */
const source = (ids: readonly string[], viewKey = 'newest first', count = ids.length): RowSource<string> => ({
  count,
  rowAt: (position) => ids[position],
  allIds: async () => [...ids],
  viewKey,
});
/** Positions on screen for a table scrolled to `scrollTop`: a screenful and a few more either side. */
const onScreen = (scrollTop: number) =>
  Array.from({ length: 24 }, (_, index) => Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - 3) + index);

function table(scrollTop: number, first: RowSource<string>) {
  const element = document.createElement('div');
  element.scrollTop = scrollTop;
  const ref = { current: element };
  const view = renderHook(
    ({ rowSource }) =>
      useKeepRowsInView(rowSource, onScreen(element.scrollTop), (id) => id, ref, ROW_HEIGHT, element.scrollTop),
    { initialProps: { rowSource: first } },
  );
  return { element, show: (rowSource: RowSource<string>) => view.rerender({ rowSource }) };
}

describe('useKeepRowsInView', () => {
  it('scrolls down by the rows that came in above, so the rows on screen stay where they were', () => {
    const list = rows(300);
    const { element, show } = table(10 * ROW_HEIGHT, source(list));
    show(source(['new 1', 'new 2', ...list]));
    expect(element.scrollTop).toBe(12 * ROW_HEIGHT);
  });

  it('waits for the new rows when the count grows before they arrive (the old ones answer meanwhile)', () => {
    const list = rows(300);
    const { element, show } = table(10 * ROW_HEIGHT, source(list));
    show(source(list, 'newest first', 301));
    expect(element.scrollTop).toBe(10 * ROW_HEIGHT);
    show(source(['new', ...list]));
    expect(element.scrollTop).toBe(11 * ROW_HEIGHT);
  });

  it('leaves a table at its top as it is, so the new rows show there', () => {
    const list = rows(300);
    const { element, show } = table(0, source(list));
    show(source(['new', ...list]));
    expect(element.scrollTop).toBe(0);
  });

  it('does not follow a row to where a new sort or filter put it', () => {
    const list = rows(300);
    const { element, show } = table(10 * ROW_HEIGHT, source(list));
    show(source(['run 299', ...list.slice(0, 299)], 'sorted by name'));
    expect(element.scrollTop).toBe(10 * ROW_HEIGHT);
  });

  it('does not follow a row that moved while no row came (a score arriving under a sort)', () => {
    const list = rows(300);
    const { element, show } = table(10 * ROW_HEIGHT, source(list));
    show(source(['run 299', ...list.slice(0, 299)]));
    expect(element.scrollTop).toBe(10 * ROW_HEIGHT);
  });
});
