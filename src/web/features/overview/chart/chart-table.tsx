import { formatCount } from '../../../../format/format-count';
import type { LineChartProps } from './line-chart';

/** The chart's figures as a table, folded away under a disclosure: the same facts without the picture. */
export function ChartTable({
  title,
  buckets,
  series,
  format,
  counts,
}: Pick<LineChartProps, 'title' | 'buckets' | 'series' | 'format' | 'counts'>) {
  return (
    <details className="chart-table">
      <summary>Show as a table</summary>
      <div className="chart-table-scroll">
        <table className="simple-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              {series.map((line) => (
                <th key={line.key} scope="col">
                  {line.label}
                </th>
              ))}
              {counts ? <th scope="col">{counts.label}</th> : null}
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket, index) => (
              <tr key={bucket.full}>
                <th scope="row">
                  <a href={bucket.href}>{bucket.full}</a>
                </th>
                {series.map((line) => {
                  const value = line.values[index];
                  return <td key={line.key}>{value === null || value === undefined ? '–' : format(value)}</td>;
                })}
                {counts ? <td>{formatCount(counts.values[index] ?? 0)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
