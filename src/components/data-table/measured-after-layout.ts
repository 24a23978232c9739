import { elementScroll, type VirtualizerOptions } from '@tanstack/react-virtual';

type ScrollAreaOptions = Pick<VirtualizerOptions<HTMLDivElement, Element>, 'observeElementRect' | 'scrollToFn'>;

/**
 * Virtualiser options for a scroll area of its own that is measured when the browser lays the page out anyway.
 * The library's defaults read the area's size and scroll it to its offset the moment it attaches, in the commit
 * of the screen that opens: each read forces a layout of the whole page before the browser would have done one
 * (34 ms per cold load of the runs list here, four times that on a slow phone). A resize observer reports the
 * size once the page is laid out, and a fresh area is already at the top. The folder tree keeps the library's
 * way: this module would be a chunk of its own in the explorer's first load, over its budget.
 */
export const measuredAfterLayout: ScrollAreaOptions = {
  observeElementRect: (instance, onRect) => {
    const element = instance.scrollElement;
    if (!element) return;
    const measure = () => onRect({ width: element.clientWidth, height: element.clientHeight });
    // No observer (jsdom in unit tests): measured at once, as the library does.
    if (typeof ResizeObserver === 'undefined') return void measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  },
  scrollToFn: (offset, options, instance) => {
    // The virtualiser "scrolls" to where it believes it is when it attaches; at the top, that write is a no-op that
    // would only force a layout.
    if (offset + (options.adjustments ?? 0) === 0 && instance.scrollOffset === 0 && !options.behavior) return;
    elementScroll(offset, options, instance);
  },
};
