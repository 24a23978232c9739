import { formatMoment } from '../../format/format';
import { usePrinting } from './use-printing';

export interface PrintFilter {
  label: string;
  value: string;
}

/**
 * The heading of a printed page (print.css shows it on paper only): what the page is, the filters that
 * shaped it, and when it was printed, so a saved PDF says what it summarises.
 */
export function PrintHeading({ title, filters }: { title: string; filters: readonly PrintFilter[] }) {
  const { printedAt } = usePrinting();
  return (
    <section className="print-heading print-only" aria-label="Printed summary">
      <p className="print-heading-app">Test Automation Dashboard</p>
      <p className="print-heading-title">{title}</p>
      <dl className="print-heading-filters">
        {filters.map((filter) => (
          <div key={filter.label}>
            <dt>{filter.label}</dt>
            <dd>{filter.value}</dd>
          </div>
        ))}
        <div>
          <dt>Printed</dt>
          <dd>{formatMoment(printedAt)}</dd>
        </div>
      </dl>
    </section>
  );
}
