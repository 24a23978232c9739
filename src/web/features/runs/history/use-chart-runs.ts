import { startTransition, useEffect, useState } from 'react';
import type { ListRun } from '../../../../contract/dashboard-api/runs';
import type { RowSet, RowSetState } from '../../../components/data-table/row-set/row-set';
import { MAX_POINTS } from './chart-model';

/** The newest runs come first, so the chart's newest finished runs are among these even with some in progress. */
const HEAD = 2 * MAX_POINTS;

export interface ChartRuns {
  runs: ListRun[];
  /** These are the newest of every run read, not of the first ones only: more will not come. */
  final: boolean;
}

/**
 * The newest runs of a row set for the pass-rate chart: asked for when the first runs are here, when the
 * chart's share of them is, once all are, and when a run was started or finished since (each answer re-renders
 * the page, so not at every step between).
 * The previous list's runs stay until the new ones are here, so a refresh does not blank the chart.
 */
export function useChartRuns(rowSet: RowSet<ListRun> | undefined, state: RowSetState | undefined): ChartRuns {
  const [chart, setChart] = useState<ChartRuns>({ runs: [], final: false });
  const loaded = state?.loaded ?? 0;
  // Once all are in, a run started or finished since (the list follows runs in progress) changes the newest runs, and
  // so does one found cut short by a service stop once its cases are read (run-rows.ts).
  const stage = state?.complete
    ? `complete ${loaded} ${state.counts.running ?? 0} ${state.counts.cutShort ?? 0}`
    : loaded >= HEAD
      ? 'head'
      : loaded > 0
        ? 'first'
        : 'none';
  useEffect(() => {
    // Nothing read yet: nothing to draw, and the list's first rows ask again.
    if (!rowSet || stage === 'none') return;
    let current = true;
    void rowSet.head(HEAD).then((head) => {
      // Drawn in slices, as the list's rows are (useRowSetState): a chart with a point per run is a long render.
      if (current) startTransition(() => setChart({ runs: head, final: stage.startsWith('complete') }));
    });
    return () => {
      current = false;
    };
  }, [rowSet, stage]);
  return chart;
}
