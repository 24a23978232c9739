import { CHANGES, type Change } from '../../../../contract/run-changes';
import { Breadcrumbs } from '../../../components/breadcrumbs/breadcrumbs';
import { useDocumentTitle } from '../../../components/document-title';
import { QueryView } from '../../../components/query-view/query-view';
import { ErrorState } from '../../../components/states';
import { NeedsStore } from '../../../components/store-freshness/needs-store';
import { paths } from '../../../../routes/paths';
import { routeSchemas } from '../../../../routes/route-schemas';
import { useRouteParams, useRouteSearch } from '../../../navigation/use-route-state';
import { CompareView } from '../compare/compare-view';
import { useComparedRun } from '../compare/use-compared-run';

/** The group shown, from `?change=`; anything else shows every test case. */
const shownChange = (value: string): Change | undefined => CHANGES.find((change) => change === value);

/** `/runs/compare/:baseRunId/:runId`: what changed from the base run to the other, case by case. */
export function CompareRoute() {
  const route = useRouteParams(routeSchemas.compareRuns.params);
  const [search, setSearch] = useRouteSearch(routeSchemas.compareRuns.search);
  const { run: base, noStore: baseNoStore } = useComparedRun(route.ok ? route.params.baseRunId : '');
  const { run: current, noStore } = useComparedRun(route.ok ? route.params.runId : '');
  useDocumentTitle(
    base.data && current.data
      ? `${base.data.NAME || base.data.RUN_ID} → ${current.data.NAME || current.data.RUN_ID}`
      : undefined,
    'Compare runs',
  );
  const onShow = (change: Change | undefined) => setSearch({ change: change ?? '' });
  return (
    <div className="page stack compare-page">
      <Breadcrumbs items={[{ label: 'Runs', to: paths.runs.href() }, { label: 'Compare runs' }]} />
      <h1>Compare runs</h1>
      {!route.ok ? (
        <ErrorState error={new Error(`Compare needs two run IDs: ${route.problem}`)} title="Unknown runs" />
      ) : baseNoStore || noStore ? (
        <NeedsStore what="Comparing runs" />
      ) : (
        // Each side's failure says so and, while the service is not answering, tries again by itself.
        <QueryView query={base} loading="Loading both runs" loadingLines={8} error="Could not load the runs">
          {(baseRun) => (
            <QueryView query={current} loading="Loading both runs" loadingLines={8} error="Could not load the runs">
              {(run) => <CompareView base={baseRun} current={run} shown={shownChange(search.change)} onShow={onShow} />}
            </QueryView>
          )}
        </QueryView>
      )}
    </div>
  );
}
