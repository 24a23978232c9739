import { memo, Suspense } from 'react';
import { lazyWithPreload } from '../../../components/lazy-with-preload';
import { LoadingState } from '../../../components/states';
import type { TileState } from '../data/tile-state';
import { Tile, TileBody, TileEmpty } from './tile';

// The group table (a data table) is the overview's biggest piece of code and its last tile: it loads while the
// figures are worked out, asked for as soon as the overview's own code is there (the tile's mount came 200 ms
// later, after the figures from the store had arrived), so it is there when the groups are.
const { Component: FailureGroupTable, preload: preloadFailureGroupTable } = lazyWithPreload(
  async () => (await import('../../../components/failure-groups/failure-groups')).FailureGroupTable,
);
void preloadFailureGroupTable();

/** The range's failures grouped by cause, as the run page groups one run's: which failures share a cause. */
export const CausesTile = memo(function CausesTile({
  state,
  readFrom,
  onRetry,
}: {
  state: TileState<'causes'>;
  /** The range's first day: a cause seen then may be older. */
  readFrom: string;
  onRetry: () => void;
}) {
  return (
    <Tile name="causes" reserve="26rem" title="Failures by cause" span="all">
      <TileBody state={state} what="the failure causes" onRetry={onRetry}>
        {(groups) =>
          groups.length === 0 ? (
            <TileEmpty title="No failures in this range." />
          ) : (
            <Suspense fallback={<LoadingState label="Loading the failure causes" lines={3} />}>
              <FailureGroupTable groups={groups} label="Failure causes in this range" readFrom={readFrom} />
            </Suspense>
          )
        }
      </TileBody>
    </Tile>
  );
});
