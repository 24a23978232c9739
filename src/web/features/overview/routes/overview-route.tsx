import { useCallback, useMemo } from 'react';
import { CopyLinkButton } from '../../../components/copy-link-button';
import { useDocumentTitle } from '../../../components/document-title';
import { PrintHeading, type PrintFilter } from '../../../components/print-heading';
import { UnbrokenFormats } from '../../../components/unbroken-formats';
import { FailedRead } from '../../../components/query-view/query-view';
import { useDisclosure } from '../../../components/use-disclosure';
import { figuresFor, useOverviewFigures, useRunsRead, useTile } from '../data/use-overview-figures';
import { useRunsInProgress } from '../data/runs-in-progress';
import { useOverviewWait } from '../data/use-overview-wait';
import { useShownFigures } from '../data/use-shown-figures';
import { OverviewFilters } from '../filters/overview-filters';
import { LeftOutOfLink } from '../../../components/left-out-of-link/left-out-of-link';
import {
  leftOutOfLink,
  overviewParams,
  overviewSearch,
  USER_LABEL,
  type OverviewParams,
} from '../filters/overview-params';
import { routeSchemas } from '../../../../routes/route-schemas';
import { useRouteSearch } from '../../../navigation/use-route-state';
import { useInAppLinks } from '../../../navigation/use-in-app-links';
import { CausesTile } from '../tiles/causes-tile';
import { DurationsTile } from '../tiles/durations-tile';
import { ExecutionsTile } from '../tiles/executions-tile';
import { FailingTile } from '../tiles/failing-tile';
import { FoldersTile } from '../tiles/folders-tile';
import { NotRunTile } from '../tiles/not-run-tile';
import { outagesIn, PassRateTile } from '../tiles/pass-rate-tile';
import { RunsTile } from '../tiles/runs-tile';
import { RunsStillReading } from '../tiles/tile';
import { FiguresReadLine } from './figures-read-line';
import { NeedsTriageLine } from './needs-triage-line';
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
  const filters = useMemo(() => figuresFor(params), [params]);
  const figures = useOverviewFigures(filters);
  const shown = useShownFigures(
    figures.data,
    useMemo(() => JSON.stringify(filters), [filters]),
  );
  const { session } = shown;
  // Stable, so the filters and the tiles (memo) re-render only when what they show changed: each tile's figures
  // arrive in a message of their own, several times while runs are read, and each re-rendered the whole page.
  const { refetch } = figures;
  const retry = useCallback(() => void refetch(), [refetch]);
  const change = useCallback(
    (next: Partial<OverviewParams>) => setSearch((current) => overviewSearch({ ...overviewParams(current), ...next })),
    [setSearch],
  );

  const executions = useTile(session, 'executions');
  const previous = useTile(session, 'previous');
  const passRate = useTile(session, 'passRate');
  const durations = useTile(session, 'durations');
  const latest = useTile(session, 'latest');
  const failing = useTile(session, 'failing');
  const notRun = useTile(session, 'notRun');
  const failingFolders = useTile(session, 'folders');
  const causes = useTile(session, 'causes');
  const inProgress = useRunsInProgress(params);
  // Everything read again: the figures, and which runs are in progress (a run started since is one).
  const refreshInProgress = inProgress.refetch;
  const refresh = useCallback(() => {
    void refetch();
    void refreshInProgress();
  }, [refetch, refreshInProgress]);
  const tiles = [executions, previous, passRate, durations, latest, failing, notRun, failingFolders, causes];
  const wait = useOverviewWait(figures, tiles, inProgress);
  // The store's figures stand while the service is down: then only the live part, the runs in progress, waits.
  const waitTitle = tiles.some((tile) => tile.status === 'error')
    ? 'Could not load the figures'
    : 'Could not read the runs in progress';
  const runsRead = useRunsRead(session);
  const reading = Boolean(runsRead.readFrom);
  // Runs in progress already shown stay through a failed refresh too (the tile keeps them).
  const inProgressFailure =
    inProgress.data !== undefined && inProgress.isError
      ? { error: inProgress.error, at: inProgress.errorUpdatedAt }
      : undefined;
  // On a phone the filters would fill the first screen: they wait behind a button there (overview.css), and the
  // line under them says which apply.
  const filtersPanel = useDisclosure<HTMLDivElement>('overview-filters');
  // The tiles link with plain anchors, opened in the app from here: a router <Link> costs a dozen hooks, and the
  // tiles' hundred or so links were rendered again each time their figures grew.
  const openInApp = useInAppLinks();

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
      {/* One notice while the service is not answering, where each tile said it again; the tiles wait for it. */}
      {wait ? <FailedRead query={wait} title={waitTitle} /> : null}
      <FiguresReadLine
        readFrom={runsRead.readFrom}
        readAt={session && runsRead.done ? session.startedAt : undefined}
        refreshing={Boolean(shown.refresh?.reading) || (inProgressFailure !== undefined && inProgress.isFetching)}
        failure={shown.refresh?.failure ?? inProgressFailure}
        waiting={Boolean(wait)}
        fromStore={session?.source() === 'store'}
        onRefresh={refresh}
      />
      <NeedsTriageLine />
      <div className="overview-grid">
        <RunsStillReading value={reading}>
          <ExecutionsTile
            state={executions}
            previous={previous}
            params={params}
            soFar={reading}
            outages={passRate.status === 'ready' ? outagesIn(passRate.data.all) : undefined}
            onRetry={retry}
          />
          <RunsTile latest={latest} recent={inProgress} params={params} onRetry={retry} />
        </RunsStillReading>
        <FailingTile state={failing} params={params} onRetry={retry} />
        <RunsStillReading value={reading}>
          <PassRateTile state={passRate} params={params} onChange={change} onRetry={retry} />
          <FoldersTile state={failingFolders} onRetry={retry} />
        </RunsStillReading>
        <NotRunTile state={notRun} params={params} onRetry={retry} />
        <RunsStillReading value={reading}>
          <DurationsTile state={durations} params={params} onRetry={retry} />
          <CausesTile state={causes} readFrom={params.range.from} onRetry={retry} />
        </RunsStillReading>
      </div>
    </div>
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
