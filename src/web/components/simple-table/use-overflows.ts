import { useEffect, useState, type RefObject } from 'react';

/** Whether the box's content is wider than the box, and whether more of it lies beyond either edge now. */
export interface Overflow {
  overflows: boolean;
  moreLeft: boolean;
  moreRight: boolean;
}

const NONE: Overflow = { overflows: false, moreLeft: false, moreRight: false };

const same = (a: Overflow, b: Overflow) =>
  a.overflows === b.overflows && a.moreLeft === b.moreLeft && a.moreRight === b.moreRight;

/** The box's overflow, kept up to date as either changes size and as the box scrolls sideways. */
export function useOverflows(box: RefObject<HTMLElement | null>): Overflow {
  const [overflow, setOverflow] = useState(NONE);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      // A pixel's slack: zoomed layouts end a scroll a fraction short of the width.
      const next = {
        overflows: hidden > 0,
        moreLeft: element.scrollLeft > 1,
        moreRight: element.scrollLeft < hidden - 1,
      };
      setOverflow((now) => (same(now, next) ? now : next));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The content grows without the box doing so (more rows, longer text): watch it as well.
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [box]);
  return overflow;
}
