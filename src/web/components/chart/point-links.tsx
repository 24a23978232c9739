import { useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useNavigate } from 'react-router';
import { useInAppLinks } from '../../navigation/use-in-app-links';
import { seriesClass } from './series';

/** A point where it is drawn, and what it opens. */
export interface PlacedPoint {
  /** Unique in the chart. */
  key: string;
  /** Its place along its line (a bucket, or the nth run); the line breaks where an index is missing. */
  index: number;
  x: number;
  y: number;
  href: string;
  /** Its accessible name: what the point counts, in words. */
  label: string;
}

/** Where a key takes the focus from point `index` of line `line`: [line, index], the index kept on that line. */
export type PointMove = (line: number, index: number, lines: readonly (readonly PlacedPoint[])[]) => [number, number];
export type PointMoves = Readonly<Record<string, PointMove>>;

/** Left and Right to the neighbours, Home and End to the ends: every chart's keys; each adds its own. */
export const ALONG_A_LINE: PointMoves = {
  ArrowRight: (line, index) => [line, index + 1],
  ArrowLeft: (line, index) => [line, index - 1],
  Home: (line) => [line, 0],
  End: (line, _, lines) => [line, lines[line]!.length - 1],
};

/** To the point nearest along the axis on the next line with points `step` lines away, round from last to first. */
const across =
  (step: 1 | -1): PointMove =>
  (line, index, lines) => {
    const x = lines[line]![index]!.x;
    for (let offset = 1; offset < lines.length; offset += 1) {
      const to = (((line + step * offset) % lines.length) + lines.length) % lines.length;
      const points = lines[to]!;
      if (points.length === 0) continue;
      let nearest = 0;
      points.forEach((point, at) => {
        if (Math.abs(point.x - x) < Math.abs(points[nearest]!.x - x)) nearest = at;
      });
      return [to, nearest];
    }
    return [line, index];
  };

/** Down and Up to the next and previous line, at the point nearest in time (lines may have gaps). */
export const ACROSS_LINES: PointMoves = { ArrowDown: across(1), ArrowUp: across(-1) };

/** The newest point: the line whose last point lies furthest along the axis (the first such), at its end. */
function newest(lines: readonly (readonly PlacedPoint[])[]): { line: number; index: number } {
  let line = 0;
  lines.forEach((points, order) => {
    if (points.length > 0 && (lines[line]!.length === 0 || points.at(-1)!.x > lines[line]!.at(-1)!.x)) line = order;
  });
  return { line, index: Math.max(0, lines[line]!.length - 1) };
}

/** How far from a point the pointer still picks it (px). */
const REACH = 24;

/** The point nearest to (x, y) within REACH, in the plot's pixels. */
export function nearestPoint<P extends PlacedPoint>(
  lines: readonly (readonly P[])[],
  x: number,
  y: number,
): P | undefined {
  let nearest: P | undefined;
  let best = REACH * REACH;
  for (const points of lines)
    for (const point of points) {
      const distance = (point.x - x) ** 2 + (point.y - y) ** 2;
      if (distance <= best) [nearest, best] = [point, distance];
    }
  return nearest;
}

/** Where a pointer event is in the SVG's own pixels (a phone may draw the SVG narrower than its viewBox). */
function inPlot(event: PointerEvent<SVGElement> | MouseEvent<SVGElement>) {
  const svg = event.currentTarget.ownerSVGElement!;
  const box = svg.getBoundingClientRect();
  const scale = box.width > 0 ? svg.viewBox.baseVal.width / box.width : 1;
  return { x: (event.clientX - box.left) * scale, y: (event.clientY - box.top) * scale };
}

/**
 * The chart's points as links, one tab stop for the whole chart (a roving tabindex: a stop per point would
 * bury what follows the chart): `moves` says where each key goes, Enter opens what the point counts. The
 * stop starts at the newest point, and stays there as points arrive until the user moves it.
 * The pointer picks the point nearest to it, whose link alone then takes the pointer: points closer together
 * than their targets are wide each got covered by the next one drawn, which could then not be pointed at.
 */
export function PointLinks<P extends PlacedPoint>({
  lines,
  colours,
  moves,
  onShow,
}: {
  lines: P[][];
  colours?: readonly number[];
  moves: PointMoves;
  onShow: (point?: P) => void;
}) {
  // Until the user moves it, the stop follows the newest point as points arrive.
  const [moved, setCurrent] = useState<{ line: number; index: number }>();
  const [hot, setHot] = useState<string>();
  const links = useRef(new Map<string, HTMLOrSVGElement | null>());
  const open = useInAppLinks();
  const navigate = useNavigate();
  const current = moved ?? newest(lines);
  const line = Math.min(current.line, lines.length - 1);
  const stop = Math.min(current.index, (lines[line]?.length ?? 1) - 1);

  const move = (event: KeyboardEvent, order: number, index: number) => {
    const target = moves[event.key]?.(order, index, lines);
    if (!target) return;
    event.preventDefault();
    const nextLine = lines[target[0]]!;
    const nextIndex = Math.max(0, Math.min(nextLine.length - 1, target[1]));
    setCurrent({ line: target[0], index: nextIndex });
    const point = nextLine[nextIndex];
    if (point) links.current.get(point.key)?.focus();
  };
  const pick = (event: PointerEvent<SVGElement>) => {
    const { x, y } = inPlot(event);
    const nearest = nearestPoint(lines, x, y);
    if (nearest?.key === hot) return;
    setHot(nearest?.key);
    onShow(nearest);
  };
  const click = (event: MouseEvent<SVGElement>) => {
    // Enter on a focused point (a click without a position), or a click the browser opens in a new tab.
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.detail === 0 || !plain) return open(event);
    // The nearest point opens, whichever link took the click: the pointer may have moved on before the nearest
    // point's link was drawn on top, and a tap lands where no link was until the finger touched.
    const { x, y } = inPlot(event);
    const nearest = nearestPoint(lines, x, y);
    if (!nearest) return;
    event.preventDefault();
    void navigate(nearest.href);
  };

  return (
    <g
      onClick={click}
      onPointerMove={pick}
      onPointerDown={pick}
      onPointerLeave={() => {
        setHot(undefined);
        onShow(undefined);
      }}
    >
      {/* Where the pointer is looked for: the whole chart, so a point at its edge is reached from all sides. */}
      <rect width="100%" height="100%" className="chart-catch" />
      {lines.map((points, order) =>
        points.map((point, index) => (
          <a
            key={point.key}
            ref={(element) => {
              links.current.set(point.key, element);
            }}
            href={point.href}
            tabIndex={order === line && index === stop ? 0 : -1}
            aria-label={point.label}
            className={`chart-point ${seriesClass(colours?.[order] ?? order)}${point.key === hot ? ' hot' : ''}`}
            onKeyDown={(event) => move(event, order, index)}
            onFocus={() => {
              setCurrent({ line: order, index });
              onShow(point);
            }}
            onBlur={() => onShow(undefined)}
          >
            <circle cx={point.x} cy={point.y} r={9} className="chart-hit" />
            <circle cx={point.x} cy={point.y} r={2.5} className="chart-dot" />
          </a>
        )),
      )}
    </g>
  );
}
