import { useRef, useState, type KeyboardEvent } from 'react';
import { useInAppLinks } from '../../navigation/use-in-app-links';

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

/**
 * The chart's points as links, one tab stop for the whole chart (a roving tabindex: a stop per point would
 * bury what follows the chart): `moves` says where each key goes, Enter opens what the point counts. The
 * stop starts at the end of the first line, the newest point, and stays there as points arrive until the user
 * moves it.
 */
export function PointLinks<P extends PlacedPoint>({
  lines,
  moves,
  onShow,
}: {
  lines: P[][];
  moves: PointMoves;
  onShow: (point?: P) => void;
}) {
  const [current, setCurrent] = useState({ line: 0, index: Number.MAX_SAFE_INTEGER });
  const links = useRef(new Map<string, HTMLOrSVGElement | null>());
  const open = useInAppLinks();
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

  return (
    <g onClick={open}>
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
            className={`chart-point series-${order}`}
            onKeyDown={(event) => move(event, order, index)}
            onFocus={() => {
              setCurrent({ line: order, index });
              onShow(point);
            }}
            onBlur={() => onShow(undefined)}
            onMouseEnter={() => onShow(point)}
            onMouseLeave={() => onShow(undefined)}
          >
            <circle cx={point.x} cy={point.y} r={9} className="chart-hit" />
            <circle cx={point.x} cy={point.y} r={2.5} className="chart-dot" />
          </a>
        )),
      )}
    </g>
  );
}
