import { Breadcrumbs } from '../../../components/breadcrumbs/breadcrumbs';
import { CopyLinkButton } from '../../../components/copy-link-button';
import { ReportForm } from '../form/report-form';

/** `/reports`: the execution report builder. */
export function ReportRoute() {
  return (
    <div className="page stack">
      <header className="report-intro">
        <Breadcrumbs items={[{ label: 'Reports' }]} />
        <div className="title-row">
          <h1>Execution report</h1>
          {/* The filters are in the address, so the link opens this report builder as it is now. */}
          <CopyLinkButton />
        </div>
        <p className="muted">
          Choose filters, check how many executions match, and download the Excel workbook the service builds.
        </p>
      </header>
      <ReportForm />
    </div>
  );
}
