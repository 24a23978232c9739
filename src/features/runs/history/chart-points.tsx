import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../navigation/paths';
import type { ChartPoint } from './chart-model';

export interface PlacedPoint extends ChartPoint {
  x: number;
  y: number;
}

const STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index) => index + 1,
  ArrowUp: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  ArrowDown: (index) => index - 1,
  PageUp: (index) => index + 10,
  PageDown: (index) => index - 10,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The chart's points as links to their runs, one tab stop for all of them (a roving tabindex: two hundred
 * stops would bury the table behind the chart); the arrow keys move along the line, Enter opens the run.
 */
export function ChartPoints({ points, onShow }: { points: PlacedPoint[]; onShow: (point?: PlacedPoint) => void }) {
  // Undefined until the user moves: the newest point, also as more points arrive while the history loads.
  const [current, setCurrent] = useState<number>();
  // SVG links at run time; the router's Link is typed for HTML ones, and focus() is all this needs of them.
  const links = useRef<(HTMLOrSVGElement | null)[]>([]);
  const stop = Math.min(current ?? points.length - 1, points.length - 1);
  const move = (event: KeyboardEvent, index: number) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(points.length - 1, step(index, points.length)));
    setCurrent(next);
    links.current[next]?.focus();
  };
  return (
    <g>
      {points.map((point, index) => (
        <Link
          key={point.runId}
          ref={(element) => {
            links.current[index] = element;
          }}
          to={paths.run.href(point.runId)}
          tabIndex={index === stop ? 0 : -1}
          aria-label={`${point.name}, ${point.started}: ${Math.round(point.rate * 100)}% passed`}
          className="chart-point"
          onKeyDown={(event) => move(event, index)}
          onFocus={() => {
            setCurrent(index);
            onShow(point);
          }}
          onBlur={() => onShow(undefined)}
          onMouseEnter={() => onShow(point)}
          onMouseLeave={() => onShow(undefined)}
        >
          <circle cx={point.x} cy={point.y} r={9} className="chart-hit" />
          <circle cx={point.x} cy={point.y} r={2.5} className="chart-dot" />
        </Link>
      ))}
    </g>
  );
}
