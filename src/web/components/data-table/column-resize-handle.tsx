import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

export const MIN_COLUMN_PX = 48;
export const MAX_COLUMN_PX = 960;
const STEP_PX = 16;
const BIG_STEP_PX = 64;

const clamp = (px: number) => Math.round(Math.min(MAX_COLUMN_PX, Math.max(MIN_COLUMN_PX, px)));

interface ColumnResizeHandleProps {
  /** The column's name, for the handle's accessible name. */
  title: string;
  /** The width the user gave the column, if any. */
  width: number | undefined;
  /** A new width in px, or undefined for the column's default. */
  onResize: (width: number | undefined) => void;
}

/**
 * The handle between two column headers (a focusable separator, as the WAI-ARIA window splitter): drag it,
 * or focus it and press Left/Right (Shift for bigger steps), Home/End for the narrowest and widest; Enter
 * or a double click gives the column back its default width.
 */
export function ColumnResizeHandle({ title, width, onResize }: ColumnResizeHandleProps) {
  const [measured, setMeasured] = useState<number>();
  const drag = useRef<{ x: number; width: number }>(undefined);
  // The handle sits in the header cell, whose width is the column's (the parent's own ref is not set yet
  // when a child's layout effect runs, so the cell is reached from here).
  const handleRef = useRef<HTMLDivElement>(null);
  const cellWidth = () => handleRef.current?.parentElement?.getBoundingClientRect().width;
  const current = () => width ?? cellWidth() ?? MIN_COLUMN_PX;

  // aria-valuenow must say the width the column has now, also while it has no width of its own. The observer's
  // first report comes once the browser has laid the table out; measuring the cell here instead forced that
  // layout in the commit of the screen that opens (up to 25 ms of a cold runs list's longest task).
  useLayoutEffect(() => {
    const cell = handleRef.current?.parentElement;
    if (!cell) return;
    // No observer (jsdom in unit tests): measured at once.
    if (typeof ResizeObserver === 'undefined') return void setMeasured(cell.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) =>
      setMeasured(entry?.borderBoxSize[0]?.inlineSize ?? cell.getBoundingClientRect().width),
    );
    observer.observe(cell);
    return () => observer.disconnect();
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, width: current() };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) onResize(clamp(drag.current.width + event.clientX - drag.current.x));
  };
  const endDrag = () => {
    drag.current = undefined;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? BIG_STEP_PX : STEP_PX;
    const next =
      event.key === 'ArrowRight'
        ? clamp(current() + step)
        : event.key === 'ArrowLeft'
          ? clamp(current() - step)
          : event.key === 'Home'
            ? MIN_COLUMN_PX
            : event.key === 'End'
              ? MAX_COLUMN_PX
              : event.key === 'Enter'
                ? null
                : undefined;
    if (next === undefined) return;
    event.preventDefault();
    onResize(next ?? undefined);
  };

  return (
    <div
      ref={handleRef}
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${title} column`}
      aria-valuenow={Math.round(width ?? measured ?? MIN_COLUMN_PX)}
      aria-valuemin={MIN_COLUMN_PX}
      aria-valuemax={MAX_COLUMN_PX}
      aria-valuetext={`${Math.round(width ?? measured ?? MIN_COLUMN_PX)} pixels${width ? '' : ', default width'}`}
      tabIndex={0}
      className="dt-resize"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onDoubleClick={() => onResize(undefined)}
      onKeyDown={onKeyDown}
    />
  );
}
