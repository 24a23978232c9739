import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useOverviewFigures } from '../../../../client/dashboard/overview-figures';
import { storeNotAnswering } from '../../../../client/dashboard/store-not-answering';
import { isUnreachable } from '../../../../client/query-client';
import type { OverviewFigures } from '../../../../contract/dashboard-api/overview';
import { routeSchemas } from '../../../../routes/route-schemas';
import { CopyLinkButton } from '../../../components/copy-link-button';
import { useDocumentTitle } from '../../../components/document-title';
import { LeftOutOfLink } from '../../../components/left-out-of-link/left-out-of-link';
import { PrintHeading, type PrintFilter } from '../../../components/print-heading';
import { FailedRead } from '../../../components/query-view/query-view';
import { NeedsStore } from '../../../components/store-freshness/needs-store';
import { UnbrokenFormats } from '../../../components/unbroken-formats';
import { useDisclosure } from '../../../components/use-disclosure';
import { useInAppLinks } from '../../../navigation/use-in-app-links';
import { useRouteSearch } from '../../../navigation/use-route-state';
import { useRunsInProgress } from '../data/runs-in-progress';
import { tileStates } from '../data/tile-state';
import { figuresFor } from '../data/use-overview-figures';
import { OverviewFilters } from '../filters/overview-filters';
import {
  leftOutOfLink,
  overviewParams,
  overviewSearch,
  USER_LABEL,
  type OverviewParams,
} from '../filters/overview-params';
import { CausesTile } from '../tiles/causes-tile';
import { DurationsTile } from '../tiles/durations-tile';
import { ExecutionsTile } from '../tiles/executions-tile';
import { FailingTile } from '../tiles/failing-tile';
import { FoldersTile } from '../tiles/folders-tile';
import { NotRunTile } from '../tiles/not-run-tile';
import { PassRateTile } from '../tiles/pass-rate-tile';
import { RunsTile } from '../tiles/runs-tile';
import { FiguresReadLine } from './figures-read-line';
import { NeedsTriageLine } from './needs-triage-line';
import { LifecycleLine } from './lifecycle-line';
import { InvestigatedLine } from './investigated-line';
import '../overview.css';

/** What a printed overview says it summarises: the same filters as the line under them on screen. */
const printFilters = ({ range, folders, types, user }: OverviewParams): PrintFilter[] => [
  { label: 'Runs started', value: `${range.from} to ${range.to}` },
  { label: 'Folders', value: folders.length > 0 ? `${folders.join(', ')} and below` : 'all' },
  { label: 'Run types', value: types.length > 0 ? types.join(', ') : 'all' },
  { label: USER_LABEL, value: user || 'anyone' },
];

/** `/`: how testing goes, what is broken and what is running, for the filters in the URL. */
export function OverviewRoute() {
  useDocumentTitle('Overview');
  const [search, setSearch] = useRouteSearch(routeSchemas.overview.search);
  const params = useMemo(() => overviewParams(search), [search]);
  const { user } = params;
  const figures = useOverviewFigures(useMemo(() => figuresFor(params), [params]));
  // Stable, so the filters and the tiles (memo) re-render only when what they show changed.
  const { refetch } = figures;
  const retry = useCallback(() => void refetch(), [refetch]);
  const change = useCallback(
    (next: Partial<OverviewParams>) => setSearch((current) => overviewSearch({ ...overviewParams(current), ...next })),
    [setSearch],
  );
  // On a phone the filters would fill the first screen: they wait behind a button there (overview.css), and the
  // line under them says which apply.
  const filtersPanel = useDisclosure<HTMLDivElement>('overview-filters');
  // The tiles link with plain anchors, opened in the app from here: a router <Link> costs a dozen hooks.
  const openInApp = useInAppLinks();
  if (storeNotAnswering(figures.error))
    return (
      <div className="page stack overview">
        <h1>Overview</h1>
        <NeedsStore what="The overview" />
      </div>
    );

  return (
    // The click handler only hands on clicks on the tiles' links, which keys reach as links (Enter clicks them).
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="page stack overview" onClick={openInApp}>
      {/* On paper the print heading takes the title's and the filters line's place: said twice, the title was. */}
      <header className="title-row print-hidden">
        <h1>Overview</h1>
        <div className="title-actions">
          <button {...filtersPanel.buttonProps} className="filters-button">
            Filters
          </button>
          <CopyLinkButton />
        </div>
      </header>
      <PrintHeading title="Overview" filters={printFilters(params)} />
      <div {...filtersPanel.panelProps} className="overview-filters-panel">
        <OverviewFilters key={user} params={params} onChange={change} />
      </div>
      <p className="muted print-hidden" aria-live="polite">
        <UnbrokenFormats text={scopeLine(params)} />
      </p>
      <LeftOutOfLink
        read={leftOutOfLink}
        intro="This link asks for filters the overview cannot use. They are left out, and the figures are for the filters above:"
      />
      <OverviewTiles params={params} figures={figures} onChange={change} onRetry={retry} />
    </div>
  );
}

/** The tiles, and above them the line on how fresh their figures are. */
function OverviewTiles({
  params,
  figures,
  onChange,
  onRetry,
}: {
  params: OverviewParams;
  figures: UseQueryResult<OverviewFigures>;
  onChange: (next: Partial<OverviewParams>) => void;
  onRetry: () => void;
}) {
  const inProgress = useRunsInProgress(params);
  const { refetch } = figures;
  const refreshInProgress = inProgress.refetch;
  // Everything read again: the figures, and which runs are in progress (a run started since is one).
  const refresh = useCallback(() => {
    void refetch();
    void refreshInProgress();
  }, [refetch, refreshInProgress]);
  // One notice right above the tiles while the server is not answering, where each tile said it again.
  const wait = [figures, inProgress].find((read) => read.data === undefined && isUnreachable(read.error));
  // Figures or runs in progress already shown stay through a failed refresh; the line under the filters says so.
  const failed = [figures, inProgress].find((read) => read.data !== undefined && read.isError);
  const { data, error } = figures;
  const tile = useMemo(() => tileStates(data, error), [data, error]);
  return (
    <>
      <FiguresReadLine
        readAt={figures.dataUpdatedAt}
        refreshing={figures.isFetching || inProgress.isFetching}
        failure={failed ? { error: failed.error, at: failed.errorUpdatedAt } : undefined}
        onRefresh={refresh}
      />
      <NeedsTriageLine />
      {wait ? (
        <FailedRead
          query={wait}
          title={wait === figures ? 'Could not load the figures' : 'Could not read the runs in progress'}
        />
      ) : null}
      <div className="overview-grid">
        <ExecutionsTile state={tile.executions} previous={tile.previous} params={params} onRetry={onRetry} />
        <RunsTile latest={tile.latest} recent={inProgress} params={params} onRetry={onRetry} />
        <FailingTile state={tile.failing} params={params} onRetry={onRetry} />
        <PassRateTile state={tile.passRate} params={params} onChange={onChange} onRetry={onRetry} />
        <FoldersTile state={tile.folders} onRetry={onRetry} />
        <NotRunTile state={tile.notRun} params={params} onRetry={onRetry} />
        <DurationsTile state={tile.durations} params={params} onRetry={onRetry} />
        <CausesTile state={tile.causes} readFrom={params.range.from} onRetry={onRetry} />
      </div>
      {/* Below the tiles: lines that come with answers of their own push nothing on screen down as they arrive. */}
      <LifecycleLine />
      <InvestigatedLine investigated={data?.investigated} />
    </>
  );
}

/** The line under the filters: which runs the figures count, in words. */
function scopeLine({ range, types, user, folders }: OverviewParams): string {
  const parts = [`Figures for runs started from ${range.from} to ${range.to}`];
  if (types.length > 0) parts.push(`run types ${types.join(', ')}`);
  if (user) parts.push(`started by ${user}`);
  if (folders.length > 0)
    parts.push(`in ${folders.length === 1 ? 'one folder' : `${folders.length} folders`} and below`);
  return `${parts.join(', ')}.`;
}
