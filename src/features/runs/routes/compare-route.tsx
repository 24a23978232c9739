import { useParams, useSearchParams } from 'react-router';
import { useTestRun } from '../../../api/test-runs/get-test-run';
import { WITH_DETAILS } from '../../../api/test-runs/runs-with-details';
import { CHANGES, type Change } from '../../../analysis/compare-runs';
import { isHexId } from '../../../contract/ids';
import { Breadcrumbs } from '../../../components/breadcrumbs/breadcrumbs';
import { ErrorState, LoadingState } from '../../../components/states';
import { paths } from '../../../navigation/paths';
import { CompareView } from '../compare/compare-view';

/** The group shown, from `?change=`; anything else shows every test case. */
function shownChange(search: URLSearchParams): Change | undefined {
  const value = search.get('change');
  return CHANGES.find((change) => change === value);
}

/** `/runs/compare/:baseRunId/:runId`: what changed from the base run to the other, case by case. */
export function CompareRoute() {
  const { baseRunId = '', runId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const valid = isHexId(baseRunId) && isHexId(runId);
  const base = useTestRun(baseRunId, WITH_DETAILS, { enabled: valid });
  const current = useTestRun(runId, WITH_DETAILS, { enabled: valid });
  const crumbs = <Breadcrumbs items={[{ label: 'Runs', to: paths.runs.href() }, { label: 'Compare runs' }]} />;
  if (!valid)
    return (
      <ErrorState
        error={new Error('Compare needs two run IDs: run IDs are 32 hexadecimal characters.')}
        title="Unknown runs"
      />
    );
  const failed = [base, current].find((run) => run.isError && !run.data);
  if (failed)
    return <ErrorState error={failed.error!} onRetry={() => void failed.refetch()} title="Could not load the runs" />;
  if (!base.data || !current.data) return <LoadingState label="Loading both runs" lines={8} />;
  const onShow = (change: Change | undefined) => {
    const next = new URLSearchParams(search);
    if (change) next.set('change', change);
    else next.delete('change');
    setSearch(next, { replace: true });
  };
  return (
    <div className="page stack compare-page">
      {crumbs}
      <h1>Compare runs</h1>
      <CompareView base={base.data} current={current.data} shown={shownChange(search)} onShow={onShow} />
    </div>
  );
}
