import {
  elementScroll,
  useVirtualizer,
  type PartialKeys,
  type ReactVirtualizerOptions,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';

type ScrollAreaOptions = Pick<VirtualizerOptions<HTMLElement, Element>, 'observeElementRect' | 'scrollToFn'>;

/**
 * The library's defaults read the scroll area's size and scroll it to its offset the moment it attaches, in the
 * commit of the screen that opens: each read forces a layout of the whole page before the browser would have done
 * one (per cold load here: runs list 34 ms, payloads tab 20 ms, test case page's tree 14 ms; four times that on a
 * slow phone). A resize observer reports the size once the page is laid out, and a fresh area is already at the top.
 */
const measuredAfterLayout: ScrollAreaOptions = {
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

/** A virtualiser for a scroll area of its own (a list, tree or viewer), measured when the browser lays it out. */
export function useScrollAreaVirtualizer(
  options: PartialKeys<
    ReactVirtualizerOptions<HTMLElement, Element>,
    'observeElementRect' | 'observeElementOffset' | 'scrollToFn'
  >,
) {
  return useVirtualizer<HTMLElement, Element>({ ...measuredAfterLayout, ...options });
}
