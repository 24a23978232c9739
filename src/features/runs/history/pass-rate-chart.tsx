import { isRunFinished, type TestRun } from '../../../contract/records';

const WIDTH = 640;
const HEIGHT = 140;
const PAD = 24;

/** Pass rate of the shown finished runs over time, as an SVG with a text alternative. */
export function PassRateChart({ runs }: { runs: readonly TestRun[] }) {
  const points = runs
    .filter((run) => isRunFinished(run) && run.TC_TOTAL > 0)
    .map((run) => ({ when: `${run.STARTED_DATE} ${run.STARTED_TIME}`, rate: run.TC_PASSED / run.TC_TOTAL }))
    .toSorted((a, b) => a.when.localeCompare(b.when))
    .slice(-200);
  if (points.length < 2) return null;
  const average = points.reduce((sum, point) => sum + point.rate, 0) / points.length;
  const x = (index: number) => PAD + (index / (points.length - 1)) * (WIDTH - 2 * PAD);
  const y = (rate: number) => HEIGHT - PAD - rate * (HEIGHT - 2 * PAD);
  const path = points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(point.rate).toFixed(1)}`)
    .join(' ');
  const summary = `Pass rate of ${points.length} runs from ${points[0]!.when.slice(0, 10)} to ${points.at(-1)!.when.slice(0, 10)}: average ${Math.round(average * 100)}%, lowest ${Math.round(Math.min(...points.map((p) => p.rate)) * 100)}%, latest ${Math.round(points.at(-1)!.rate * 100)}%.`;
  return (
    <figure className="pass-rate-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="pass-rate-title pass-rate-desc">
        <title id="pass-rate-title">Pass rate over time</title>
        <desc id="pass-rate-desc">{summary}</desc>
        {[0, 0.5, 1].map((rate) => (
          <g key={rate}>
            <line x1={PAD} x2={WIDTH - PAD} y1={y(rate)} y2={y(rate)} className="chart-grid" />
            <text x={2} y={y(rate) + 4} className="chart-label">
              {rate * 100}%
            </text>
          </g>
        ))}
        <path d={path} className="chart-line" />
      </svg>
      <figcaption className="muted">{summary}</figcaption>
    </figure>
  );
}
