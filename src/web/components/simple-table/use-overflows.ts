import { useEffect, useState, type RefObject } from 'react';

/** Whether the box's content is wider than the box, kept up to date as either changes size. */
export function useOverflows(box: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The content grows without the box doing so (more rows, longer text): watch it as well.
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return overflows;
}
