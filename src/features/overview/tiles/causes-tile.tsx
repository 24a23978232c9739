import { lazy, Suspense } from 'react';
import { LoadingState } from '../../../components/states';
import type { TileState } from '../data/overview-session';
import { Tile, TileBody, TileEmpty } from './tile';

// The group table (a data table) is the overview's biggest piece of code and its last tile: it loads meanwhile.
const FailureGroupTable = lazy(async () => ({
  default: (await import('../../../components/failure-groups/failure-groups')).FailureGroupTable,
}));

/** The range's failures grouped by cause, as the run page groups one run's: which failures share a cause. */
export function CausesTile({ state, onRetry }: { state: TileState<'causes'>; onRetry: () => void }) {
  return (
    <Tile name="causes" title="Failures by cause" wide>
      <TileBody state={state} what="the failure causes" onRetry={onRetry}>
        {(groups) =>
          groups.length === 0 ? (
            <TileEmpty title="No failures in this range." />
          ) : (
            <Suspense fallback={<LoadingState label="Loading the failure causes" lines={3} />}>
              <FailureGroupTable groups={groups} label="Failure causes in this range" />
            </Suspense>
          )
        }
      </TileBody>
    </Tile>
  );
}
