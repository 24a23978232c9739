import type { ComponentProps } from 'react';
import { EstimateStatus } from './estimate-status';

const ESTIMATE_ID = 'report-estimate';

/** The download button with what it would give (the estimate is its description), progress and outcome. */
export function ReportFooter({
  problem,
  estimate,
  pending,
  saved,
  error,
}: {
  /** Filters the service would refuse, said before anything is sent. */
  problem: string | undefined;
  estimate: Omit<ComponentProps<typeof EstimateStatus>, 'id'>;
  pending: boolean;
  saved: string;
  error: string;
}) {
  return (
    <div className="card report-footer">
      {problem ? (
        <p role="alert" className="field-error">
          {problem}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <div className="report-footer-row">
        <button
          type="submit"
          className="primary"
          disabled={Boolean(estimate.blocked) || pending}
          aria-describedby={ESTIMATE_ID}
        >
          Download report
        </button>
        <EstimateStatus id={ESTIMATE_ID} {...estimate} />
        {pending ? (
          <span role="status" className="row">
            <span className="spinner" aria-hidden="true" /> The server is building the workbook…
          </span>
        ) : null}
        <span role="status" className="muted">
          {saved}
        </span>
      </div>
    </div>
  );
}
