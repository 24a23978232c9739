import './chart.css';
import { seriesClass } from './series';

/** What each line of a chart stands for, each named beside a sample of its colour and dashes. */
export function ChartLegend({ lines }: { lines: readonly { key: string; label: string; colour?: number }[] }) {
  return (
    <ul className="chart-legend" aria-label="Lines">
      {lines.map((line, order) => (
        <li key={line.key}>
          <svg width="28" height="10" aria-hidden="true" className={seriesClass(line.colour ?? order)}>
            <line x1="1" x2="27" y1="5" y2="5" className="legend-line" />
          </svg>
          {line.label}
        </li>
      ))}
    </ul>
  );
}
