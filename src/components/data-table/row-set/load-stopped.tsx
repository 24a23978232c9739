import { formatCount } from '../../format-count';
import { ErrorState } from '../../states';
import type { RowSetState } from './row-set';

/**
 * A row set whose load failed part-way: how many rows arrived, why it stopped and a retry; nothing while it
 * loads or once it is whole. The rows that arrived stay in the table below it.
 */
export function LoadStopped({
  state,
  rows,
  onRetry,
}: {
  state: RowSetState | undefined;
  /** What the rows are, in the plural: `runs`, `test cases`. */
  rows: string;
  onRetry: () => void;
}) {
  if (!state?.error) return null;
  return (
    <ErrorState
      error={state.error}
      onRetry={onRetry}
      title={`Loading stopped after ${formatCount(state.loaded)} ${rows}`}
    />
  );
}
