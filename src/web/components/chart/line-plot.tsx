import { PointLinks, type PlacedPoint, type PointMoves } from './point-links';
import './chart.css';
import { seriesClass } from './series';

/** A gridline or axis label, `at` its position in the plot's pixels. */
export interface Tick {
  key: string | number;
  at: number;
  label: string;
}

export interface LinePlotProps<P extends PlacedPoint> {
  /** Names the plot, whose points are a group of links. */
  label: string;
  /** The ID of a text that tells how to move between the points, where the chart has one. */
  describedBy?: string;
  width: number;
  height: number;
  pad: { left: number; right: number; top: number; bottom: number };
  /** Gridlines across the plot, labelled on the left. */
  rows: Tick[];
  /** Said above the axis labels, where the axis needs it said ("Axis from 70%"); needs a `pad.top` of 24. */
  axisNote?: string;
  /** Labels under the plot; `marks` draws a short line above each. */
  columns: Tick[];
  marks?: boolean;
  /** Each line's points, left to right. */
  lines: P[][];
  /** Each line's colour and dashes (`series-N`); by default its place. */
  colours?: readonly number[];
  moves: PointMoves;
  onShow: (point?: P) => void;
}

/** The line through the points; a missing index breaks it rather than bridging the gap. */
const linePath = (points: PlacedPoint[]) =>
  points
    .map((point, at) => {
      const command = at > 0 && points[at - 1]!.index === point.index - 1 ? 'L' : 'M';
      return `${command}${point.x.toFixed(1)},${point.y.toFixed(1)}`;
    })
    .join(' ');

/**
 * A hand-drawn SVG line plot (docs/decisions/0004-overview-charts.md): gridlines, axis labels, the lines and
 * their points as links. The caller places the points and ticks in pixels, so any scale fits (buckets, time).
 */
export function LinePlot<P extends PlacedPoint>({
  label,
  describedBy,
  width,
  height,
  pad,
  rows,
  axisNote,
  columns,
  marks = false,
  lines,
  colours,
  moves,
  onShow,
}: LinePlotProps<P>) {
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
    >
      <g aria-hidden="true">
        {axisNote ? (
          <text x={4} y={12} className="chart-label chart-axis-note">
            {axisNote}
          </text>
        ) : null}
        {rows.map((tick) => (
          <g key={tick.key}>
            <line x1={pad.left} x2={width - pad.right} y1={tick.at} y2={tick.at} className="chart-grid" />
            <text x={pad.left - 6} y={tick.at + 4} className="chart-label" textAnchor="end">
              {tick.label}
            </text>
          </g>
        ))}
        {columns.map((tick) => (
          <g key={tick.key}>
            {marks ? (
              <line
                x1={tick.at}
                x2={tick.at}
                y1={height - pad.bottom}
                y2={height - pad.bottom + 4}
                className="chart-grid"
              />
            ) : null}
            <text x={tick.at} y={height - 6} className="chart-label" textAnchor="middle">
              {tick.label}
            </text>
          </g>
        ))}
        {lines.map((points, order) => (
          <path key={order} d={linePath(points)} className={`chart-line ${seriesClass(colours?.[order] ?? order)}`} />
        ))}
      </g>
      <PointLinks lines={lines} colours={colours} moves={moves} onShow={onShow} />
    </svg>
  );
}
