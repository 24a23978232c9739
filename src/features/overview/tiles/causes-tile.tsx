import { FailureGroupTable } from '../../../components/failure-groups/failure-groups';
import type { TileState } from '../data/overview-session';
import { Tile, TileBody, TileEmpty } from './tile';

/** The range's failures grouped by cause, as the run page groups one run's: which failures share a cause. */
export function CausesTile({ state, onRetry }: { state: TileState<'causes'>; onRetry: () => void }) {
  return (
    <Tile name="causes" title="Failures by cause" wide>
      <TileBody state={state} what="the failure causes" onRetry={onRetry}>
        {(groups) =>
          groups.length === 0 ? (
            <TileEmpty title="No failures in this range." />
          ) : (
            <FailureGroupTable groups={groups} label="Failure causes in this range" />
          )
        }
      </TileBody>
    </Tile>
  );
}
