import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export const SEPARATOR = ' › ';
const LEFT_OUT = '…' + SEPARATOR;

/**
 * Where a folder is, giving up whole folders from its start when the cell is too narrow ("… › Payroll results to
 * ADP › Happy path"): the rows share their first folders, the nearest ones are what differ, and a path cut mid-word
 * ("…egration Suite (Cloud Integration)") read as neither. Only a nearest folder wider than the cell on its own is
 * cut, at its end. Screen readers and the tooltip have the whole path.
 */
export function FolderPathCell({ path }: { path: readonly string[] }) {
  const whole = path.join(SEPARATOR);
  const ref = useRef<HTMLSpanElement>(null);
  const from = useFirstShown(ref, path);
  return (
    <span ref={ref} className="folder-path" title={whole}>
      {from === 0 ? (
        whole
      ) : (
        <>
          <span className="visually-hidden">{whole}</span>
          <span aria-hidden="true">{LEFT_OUT + path.slice(from).join(SEPARATOR)}</span>
        </>
      )}
    </span>
  );
}

/**
 * The first folder shown: as many of the nearest as fit, the nearest at least. Known before the first paint and
 * followed as the cell's width changes: rows mount as the table scrolls, and a path drawn whole, then cut, would
 * flicker on each.
 */
function useFirstShown(ref: RefObject<HTMLElement | null>, path: readonly string[]): number {
  const [from, setFrom] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || path.length < 2) return;
    const fit = () => setFrom(firstFitting(path, element.clientWidth, () => textMeasure(element)));
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, path]);
  return from;
}

function firstFitting(path: readonly string[], width: number, measurer: () => (text: string) => number): number {
  // No width: not laid out (hidden, or a test's DOM without layout); the whole path is what there is to say.
  if (width <= 0) return 0;
  const measure = measurer();
  if (measure(path.join(SEPARATOR)) <= width) return 0;
  let from = path.length - 1;
  while (from > 1 && measure(LEFT_OUT + path.slice(from - 1).join(SEPARATOR)) <= width) from--;
  return from;
}

let canvas: CanvasRenderingContext2D | null | undefined;

/** How wide a text is in the element's font, measured off the page: no layout per row or per try. */
function textMeasure(element: HTMLElement): (text: string) => number {
  canvas ??= document.createElement('canvas').getContext('2d');
  const context = canvas;
  if (!context) return () => 0;
  const style = getComputedStyle(element);
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return (text) => context.measureText(text).width;
}
