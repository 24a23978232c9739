import type { OverviewFigures } from '../../../../contract/dashboard-api/overview';

export type TileName = keyof OverviewFigures;

/** What one tile shows of the overview's one read: its figures, the read's error, or that it is on its way. */
export type TileState<N extends TileName> =
  { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; data: OverviewFigures[N] };

const LOADING = { status: 'loading' } as const;

/**
 * Each tile's state from the overview's one read: figures once read stay through a refresh that fails (the line
 * under the filters says so).
 */
export function tileStates(data: OverviewFigures | undefined, error: Error | null): { [N in TileName]: TileState<N> } {
  const of = <N extends TileName>(name: N): TileState<N> =>
    data ? { status: 'ready', data: data[name] } : error ? { status: 'error', error } : LOADING;
  return {
    executions: of('executions'),
    previous: of('previous'),
    passRate: of('passRate'),
    durations: of('durations'),
    latest: of('latest'),
    folders: of('folders'),
    failing: of('failing'),
    notRun: of('notRun'),
    causes: of('causes'),
    investigated: of('investigated'),
  };
}
