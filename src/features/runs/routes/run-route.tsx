import { useParams } from 'react-router';
import { useTestRun } from '../../../api/test-runs/get-test-run';
import { isHexId } from '../../../contract/ids';
import { paths } from '../../../navigation/paths';
import { Breadcrumbs } from '../../../components/breadcrumbs/breadcrumbs';
import { ErrorState, LoadingState } from '../../../components/states';
import { KeyValueTable } from '../run/key-value-table';
import { RunActions } from '../run/run-actions';
import { RunComparison } from '../run/run-comparison';
import { RunDetailsTable } from '../run/run-details-table';
import { RunHeader } from '../run/run-header';
import { RunFailureGroups, SincePrevious } from '../run/since-previous';
import '../run/run-page.css';

const INCLUDE_ALL = { $includeDetails: true, $includeComparison: true, $includeMetadata: true } as const;

/** `/runs/:runId`: one run, followed live until it finishes. */
export function RunRoute() {
  const { runId = '' } = useParams();
  const valid = isHexId(runId);
  const run = useTestRun(runId, INCLUDE_ALL, { enabled: valid });
  if (!valid)
    return (
      <ErrorState
        error={new Error(`"${runId}" is not a run ID: run IDs are 32 hexadecimal characters.`)}
        title="Unknown run"
      />
    );
  if (run.isPending) return <LoadingState label="Loading the run" lines={8} />;
  if (run.isError && !run.data)
    return <ErrorState error={run.error} onRetry={() => void run.refetch()} title="Could not load the run" />;
  const data = run.data!;
  return (
    <div className="page stack run-page">
      <Breadcrumbs items={[{ label: 'Runs', to: paths.runs.href() }, { label: data.NAME || data.RUN_ID }]} />
      <RunHeader run={data} />
      {run.isError ? (
        <p role="alert" className="field-error">
          Lost contact with the service ({run.error.message}); still trying, the page updates when it answers again.
        </p>
      ) : null}
      <SincePrevious run={data} />
      <RunActions run={data} />
      <section className="stack" aria-labelledby="details-heading">
        <h2 id="details-heading">Test cases</h2>
        <RunDetailsTable details={data.DETAILS} />
      </section>
      <section className="stack" aria-labelledby="causes-heading">
        <h2 id="causes-heading">Failures by cause</h2>
        <RunFailureGroups run={data} />
      </section>
      <section className="stack" aria-labelledby="comparison-heading">
        <h2 id="comparison-heading">Differences</h2>
        {data.COMPARISON ? (
          <RunComparison rows={data.COMPARISON} />
        ) : (
          <p className="muted">This system's release does not report field comparisons.</p>
        )}
      </section>
      <section className="stack" aria-labelledby="variables-heading">
        <h2 id="variables-heading">Variables used</h2>
        <KeyValueTable
          caption="Variables used"
          headers={['Test case', 'Variable', 'Value', 'Reference value']}
          rows={data.VARIABLES.map((row) => ({
            caseId: row.CASEID,
            key: row.VAR_NAME,
            value: row.VAR_VALUE,
            reference: row.REF_VALUE,
          }))}
        />
      </section>
      {data.METADATA && data.METADATA.length > 0 ? (
        <section className="stack" aria-labelledby="metadata-heading">
          <h2 id="metadata-heading">Middleware metadata</h2>
          <KeyValueTable
            caption="Middleware metadata"
            headers={['Test case', 'Name', 'Value']}
            rows={data.METADATA.map((row) => ({ caseId: row.CASEID, key: row.NAME, value: row.VALUE }))}
          />
        </section>
      ) : null}
    </div>
  );
}
