import { formatCount } from '../../../../format/format-count';
import { FailedRead } from '../../query-view/query-view';
import type { FailedQuery } from '../../query-view/use-recovery';
import type { RowSetState } from './row-set';

/**
 * A row set whose load failed part-way: how many rows arrived and why it stopped; nothing while it loads or once
 * it is whole. The rows that arrived stay in the table below it. While the service is not answering it reads
 * the list again by itself (FailedRead), as a list that could not start does.
 */
export function LoadStopped({
  state,
  rows,
  list,
}: {
  state: RowSetState | undefined;
  /** What the rows are, in the plural: `runs`, `test cases`. */
  rows: string;
  /** The list's query, whose next read reads the rows anew. */
  list: Pick<FailedQuery, 'isFetching' | 'refetch'>;
}) {
  if (!state?.error) return null;
  const query: FailedQuery = {
    error: state.error,
    errorUpdatedAt: state.failedAt ?? 0,
    isFetching: list.isFetching,
    refetch: list.refetch,
  };
  return <FailedRead query={query} title={`Loading stopped after ${formatCount(state.loaded)} ${rows}`} />;
}
