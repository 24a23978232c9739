import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { hasCommandModifier } from './command-keys';
import './split-pane.css';

interface SplitPaneProps {
  label: string;
  start: ReactNode;
  end: ReactNode;
  initial?: number;
  min?: number;
  max?: number;
  /** On a narrow screen (split-pane.css) only one pane fits: the start pane while this is true, else the end pane. */
  startOpen?: boolean;
}

/**
 * Two panes side by side with a separator that pointer and keyboard (arrows, Home, End) can move. On a narrow
 * screen the two take turns filling the space, as `startOpen` says; the caller offers the button that switches.
 */
export function SplitPane({
  label,
  start,
  end,
  initial = 340,
  min = 200,
  max = 700,
  startOpen = false,
}: SplitPaneProps) {
  const [width, setWidth] = useState(initial);
  const dragging = useRef(false);
  const clamp = (value: number) => Math.min(max, Math.max(min, value));
  const onKeyDown = (event: KeyboardEvent) => {
    if (hasCommandModifier(event)) return;
    const next = { ArrowLeft: width - 20, ArrowRight: width + 20, Home: min, End: max }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setWidth(clamp(next));
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!dragging.current) return;
    const left = (event.currentTarget as HTMLElement).parentElement!.getBoundingClientRect().left;
    setWidth(clamp(event.clientX - left));
  };
  return (
    <div
      className="split-pane"
      data-start-open={startOpen}
      style={{ '--split-start-width': `${width}px` } as CSSProperties}
    >
      <div className="split-start">{start}</div>
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label={label}
        aria-valuenow={width}
        aria-valuemin={min}
        aria-valuemax={max}
        tabIndex={0}
        className="split-handle"
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          dragging.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          dragging.current = false;
        }}
      />
      <div className="split-end">{end}</div>
    </div>
  );
}
