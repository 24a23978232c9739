import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';

export interface PlacedPoint {
  key: string;
  series: number;
  /** The bucket it stands for. */
  index: number;
  x: number;
  y: number;
  href: string;
  label: string;
}

/**
 * The chart's points as links, one tab stop for the whole chart (a roving tabindex): Left and Right move
 * along a line, Up and Down to the next line, Home and End to its ends, Enter opens what the point counts.
 */
export function PointLinks({ series, onShow }: { series: PlacedPoint[][]; onShow: (point?: PlacedPoint) => void }) {
  const [current, setCurrent] = useState({ line: 0, index: Number.MAX_SAFE_INTEGER });
  // SVG links at run time; the router's Link is typed for HTML ones, and focus() is all this needs of them.
  const links = useRef(new Map<string, HTMLOrSVGElement | null>());
  const line = Math.min(current.line, series.length - 1);
  const stop = Math.min(current.index, (series[line]?.length ?? 1) - 1);

  const move = (event: KeyboardEvent, order: number, index: number) => {
    const points = series[order]!;
    const moves: Record<string, () => [number, number]> = {
      ArrowRight: () => [order, index + 1],
      ArrowLeft: () => [order, index - 1],
      Home: () => [order, 0],
      End: () => [order, points.length - 1],
      ArrowDown: () => [(order + 1) % series.length, index],
      ArrowUp: () => [(order - 1 + series.length) % series.length, index],
    };
    const target = moves[event.key]?.();
    if (!target) return;
    event.preventDefault();
    const nextLine = series[target[0]]!;
    const nextIndex = Math.max(0, Math.min(nextLine.length - 1, target[1]));
    setCurrent({ line: target[0], index: nextIndex });
    const point = nextLine[nextIndex];
    if (point) links.current.get(point.key)?.focus();
  };

  return (
    <g>
      {series.map((points, order) =>
        points.map((point, index) => (
          <Link
            key={point.key}
            ref={(element) => {
              links.current.set(point.key, element);
            }}
            to={point.href}
            tabIndex={order === line && index === stop ? 0 : -1}
            aria-label={point.label}
            className={`oc-point series-${order}`}
            onKeyDown={(event) => move(event, order, index)}
            onFocus={() => {
              setCurrent({ line: order, index });
              onShow(point);
            }}
            onBlur={() => onShow(undefined)}
            onMouseEnter={() => onShow(point)}
            onMouseLeave={() => onShow(undefined)}
          >
            <circle cx={point.x} cy={point.y} r={9} className="oc-hit" />
            <circle cx={point.x} cy={point.y} r={2.5} className="oc-dot" />
          </Link>
        )),
      )}
    </g>
  );
}
