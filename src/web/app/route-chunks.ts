// What each screen runs before its first content shows: the lazy screen the router loads for the address
// (router.tsx) and the lazy parts that screen opens at once. The build announces exactly these for the address
// being opened (src/build/vite-preload-route-chunks.ts), and the bundle budget counts them
// (bench/bundle-size.ts). router-chunks.test.ts checks that every route of the router is listed here.
import { paths } from '../../routes/paths';

export interface RouteChunks {
  /** As the bundle budget names the route. */
  name: string;
  /** The router's pattern for the route (react-router syntax: `:param`, `:param?`). */
  pattern: string;
  /** Source modules, from the project's root; the build adds every chunk they import statically. */
  modules: string[];
}

const explorerLayout = 'src/web/features/explorer/routes/explorer-layout.tsx';

export const ROUTE_CHUNKS: RouteChunks[] = [
  {
    name: 'overview',
    pattern: paths.overview.pattern,
    modules: ['src/web/features/overview/routes/overview-route.tsx'],
  },
  {
    name: 'explorer',
    pattern: paths.explorer.pattern,
    modules: [explorerLayout, 'src/web/features/explorer/routes/start-panel.tsx'],
  },
  {
    name: 'folder list',
    pattern: paths.folder.pattern,
    modules: [
      explorerLayout,
      'src/web/features/explorer/routes/folder-route.tsx',
      'src/web/features/explorer/list/test-case-list.tsx',
    ],
  },
  {
    name: 'test case',
    pattern: paths.testCase.pattern,
    modules: [explorerLayout, 'src/web/features/explorer/routes/test-case-route.tsx'],
  },
  { name: 'runs', pattern: paths.runs.pattern, modules: ['src/web/features/runs/routes/run-history-route.tsx'] },
  { name: 'new run', pattern: paths.newRun.pattern, modules: ['src/web/features/runs/routes/new-run-route.tsx'] },
  { name: 'run', pattern: paths.run.pattern, modules: ['src/web/features/runs/routes/run-route.tsx'] },
  { name: 'compare', pattern: paths.compareRuns.pattern, modules: ['src/web/features/runs/routes/compare-route.tsx'] },
  { name: 'reports', pattern: paths.reports.pattern, modules: ['src/web/features/reports/routes/report-route.tsx'] },
  {
    name: 'interfaces',
    pattern: paths.interfaces.pattern,
    modules: ['src/web/features/interfaces/interfaces-route.tsx'],
  },
  { name: 'interface', pattern: paths.interface.pattern, modules: ['src/web/features/interfaces/interface-route.tsx'] },
  { name: 'triage', pattern: paths.triage.pattern, modules: ['src/web/features/triage/routes/triage-route.tsx'] },
  {
    name: 'quarantine',
    pattern: paths.quarantine.pattern,
    modules: ['src/web/features/triage/routes/quarantine-route.tsx'],
  },
  {
    name: 'lifecycle',
    pattern: paths.lifecycle.pattern,
    modules: ['src/web/features/triage/routes/lifecycle-route.tsx'],
  },
  { name: 'digest', pattern: paths.digest.pattern, modules: ['src/web/features/triage/routes/digest-route.tsx'] },
];
