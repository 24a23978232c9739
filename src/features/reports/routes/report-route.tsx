import { Breadcrumbs } from '../../../components/breadcrumbs/breadcrumbs';
import { ReportForm } from '../form/report-form';

/** `/reports`: the execution report builder. */
export function ReportRoute() {
  return (
    <div className="page stack">
      <header className="report-intro">
        <Breadcrumbs items={[{ label: 'Reports' }]} />
        <h1>Execution report</h1>
        <p className="muted">
          Choose filters, check how many executions match, and download the Excel workbook the service builds.
        </p>
      </header>
      <ReportForm />
    </div>
  );
}
