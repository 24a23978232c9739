import {
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { hasCommandModifier } from './command-keys';
import { loadSplitPaneLayout, saveSplitPaneLayout, type SplitPaneLayout } from './split-pane-preference';
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
  /**
   * What the start pane holds ("folders"): given, a button hides and shows it on a wide screen ("Hide folders"),
   * as Enter on the separator does, and the layout is kept under this name for the next visit.
   */
  startName?: string;
}

/**
 * Two panes side by side with a separator that pointer and keyboard (arrows, Home, End; Enter hides and shows the
 * start pane) can move, as the WAI-ARIA window splitter pattern has it. On a narrow screen the two take turns
 * filling the space, as `startOpen` says; the caller offers the button that switches.
 */
export function SplitPane({
  label,
  start,
  end,
  initial = 340,
  min = 200,
  max = 700,
  startOpen = false,
  startName,
}: SplitPaneProps) {
  const [layout, setLayout] = useState<SplitPaneLayout>(() => {
    const fallback = { width: initial, collapsed: false };
    return startName ? loadSplitPaneLayout(startName, fallback, { min, max }) : fallback;
  });
  const { width, collapsed } = layout;
  const startId = useId();
  const dragging = useRef(false);
  /** Kept for the next visit once it settles: a drag writes when the pointer lets go, not at every move. */
  const change = (next: SplitPaneLayout) => {
    setLayout(next);
    if (startName && !dragging.current) saveSplitPaneLayout(startName, next);
  };
  const clamp = (value: number) => Math.min(max, Math.max(min, value));
  /** A new width shows the start pane again: moving the separator of a hidden pane brings it back. */
  const resize = (next: number) => change({ width: clamp(next), collapsed: false });
  const toggle = () => change({ width, collapsed: !collapsed });
  const toggleName = `${collapsed ? 'Show' : 'Hide'} ${startName}`;
  const onKeyDown = (event: KeyboardEvent) => {
    if (hasCommandModifier(event)) return;
    if (event.key === 'Enter' && startName) {
      event.preventDefault();
      toggle();
      return;
    }
    const next = { ArrowLeft: width - 20, ArrowRight: width + 20, Home: min, End: max }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    resize(collapsed ? width : next);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!dragging.current) return;
    const left = (event.currentTarget as HTMLElement).parentElement!.getBoundingClientRect().left;
    resize(event.clientX - left);
  };
  return (
    <div
      className="split-pane"
      data-start-open={startOpen}
      data-collapsed={collapsed}
      style={{ '--split-start-width': `${width}px` } as CSSProperties}
    >
      <div className="split-start" id={startId}>
        {start}
      </div>
      {/* Before the separator in the tab order: right after the pane it hides, or in its place. */}
      {startName ? (
        <button
          type="button"
          className="split-toggle"
          aria-controls={startId}
          aria-expanded={!collapsed}
          title={toggleName}
          onClick={toggle}
        >
          <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
          <span className="visually-hidden">{toggleName}</span>
        </button>
      ) : null}
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label={label}
        aria-controls={startId}
        // Hidden, the start pane is 0 wide: the pattern's value for a collapsed pane.
        aria-valuenow={collapsed ? 0 : width}
        aria-valuemin={startName ? 0 : min}
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
          if (startName) saveSplitPaneLayout(startName, layout);
        }}
      />
      <div className="split-end">{end}</div>
    </div>
  );
}
