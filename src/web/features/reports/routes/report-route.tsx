import { Breadcrumbs } from '../../../components/breadcrumbs/breadcrumbs';
import { CopyLinkButton } from '../../../components/copy-link-button';
import { useDocumentTitle } from '../../../components/document-title';
import { LeftOutOfLink } from '../../../components/left-out-of-link/left-out-of-link';
import { leftOutOfReportLink } from '../form/report-form-model';
import { ReportForm } from '../form/report-form';
import { StoreFreshness } from '../../../components/store-freshness/store-freshness';

/** `/reports`: the execution report builder. */
export function ReportRoute() {
  useDocumentTitle('Execution report', 'Reports');
  return (
    <div className="page stack">
      <header className="report-intro">
        <Breadcrumbs items={[{ label: 'Reports' }]} />
        <div className="title-row">
          <h1>Execution report</h1>
          <StoreFreshness />
          {/* The filters are in the address, so the link opens this report builder as it is now. */}
          <CopyLinkButton />
        </div>
        <p className="muted">
          Choose filters, check how many executions match, and download the Excel workbook the service builds.
        </p>
      </header>
      <LeftOutOfLink
        read={leftOutOfReportLink}
        intro="This link asks for filters the report builder cannot use. They are left out, and the count and the report are for the filters below:"
      />
      <ReportForm />
    </div>
  );
}
