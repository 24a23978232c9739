import { useCallback } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { isUnreachable } from '../../../../client/query-client';
import type { FailedQuery } from '../../../components/query-view/use-recovery';
import type { OverviewSession, TileState } from './overview-session';
import type { TileName } from './overview-protocol';

/**
 * The overview while the service is not answering, as one failed read: the first tile (or the runs in progress)
 * that could not reach it. FailedRead counts down to the next try and makes it, asking again only for what could
 * not be read: a new session of figures, the runs in progress, or both. Undefined while nothing waits.
 */
export function useOverviewWait(
  figures: UseQueryResult<OverviewSession>,
  tiles: readonly TileState<TileName>[],
  inProgress: UseQueryResult<unknown>,
): FailedQuery | undefined {
  const figuresWait = tiles.map((tile) => (tile.status === 'error' ? tile.error : undefined)).find(isUnreachable);
  // Runs in progress already shown stay through a failed refresh, which the line under the filters reports.
  const inProgressWait =
    inProgress.data === undefined && isUnreachable(inProgress.error) ? inProgress.error : undefined;
  const { refetch: refetchFigures } = figures;
  const { refetch: refetchInProgress } = inProgress;
  const refetch = useCallback(
    (options?: { cancelRefetch?: boolean }) =>
      Promise.all([
        figuresWait ? refetchFigures(options) : undefined,
        inProgressWait ? refetchInProgress(options) : undefined,
      ]),
    [figuresWait, inProgressWait, refetchFigures, refetchInProgress],
  );
  const error = figuresWait ?? inProgressWait;
  if (!error) return undefined;
  return {
    error,
    // A new session or a new failure of the runs in progress is a new failed try: the wait before the next grows.
    errorUpdatedAt: Math.max(figuresWait ? figures.dataUpdatedAt : 0, inProgressWait ? inProgress.errorUpdatedAt : 0),
    isFetching: figures.isFetching || inProgress.isFetching,
    refetch,
  };
}
