// For a table whose rows scroll with the page instead of a box of their own: the virtualiser then follows
// the page's scroll area, and needs to know where in it the rows begin (its scrollMargin).
import { useLayoutEffect, useState, type RefObject } from 'react';

/** The nearest ancestor that scrolls vertically: the page's scroll area. */
function scrollParent(node: HTMLElement): HTMLElement {
  for (let parent = node.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if (overflowY === 'auto' || overflowY === 'scroll') return parent;
  }
  return document.documentElement;
}

/** Where the table's rows begin in the page's scroll area, followed as the page's content changes size. */
export function usePageScroll(tableRef: RefObject<HTMLElement | null>, enabled: boolean) {
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    if (enabled && tableRef.current) setScroller(scrollParent(tableRef.current));
  }, [tableRef, enabled]);
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!scroller || !table) return;
    const measure = () => {
      const rows = table.querySelector('.dt-body') ?? table;
      const top = rows.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
      setMargin((current) => (Math.abs(top - current) < 1 ? current : top));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // Content above the rows that grows or shrinks (a run's header as it goes on, a message) resizes the
    // scroll area's content; a window resize, the area itself. Either may move where the rows begin.
    const observer = new ResizeObserver(measure);
    for (const element of [scroller, ...scroller.children]) observer.observe(element);
    return () => observer.disconnect();
  }, [tableRef, scroller]);
  return { scroller, margin };
}
