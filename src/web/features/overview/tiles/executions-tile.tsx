import { memo } from 'react';
import { rangeDays } from '../../../../analysis/overview/date-range';
import { formatCount } from '../../../../format/format-count';
import type { TileState } from '../data/tile-state';
import type { OverviewParams } from '../filters/overview-params';
import { runsHref } from '../overview-links';
import { changeText } from './executions-change';
import { passRateOf } from '../../../../analysis/overview/outcome';
import { Tile, TileBody, TileEmpty } from './tile';

// The status palette (global.css): aborted is grey and striped, the rest (no outcome yet) pale grey.
const PARTS = [
  ['passed', 'Passed', 'ok'],
  ['failed', 'Failed', 'bad'],
  ['aborted', 'Aborted', 'aborted'],
  ['other', 'Other (queued, running, unknown)', 'pending'],
] as const;

export const ExecutionsTile = memo(function ExecutionsTile({
  state,
  previous,
  params,
  onRetry,
}: {
  state: TileState<'executions'>;
  previous: TileState<'previous'>;
  params: OverviewParams;
  onRetry: () => void;
}) {
  return (
    <Tile name="executions" reserve="17rem" title="Executions" action={<a href={runsHref(params)}>Open these runs</a>}>
      <TileBody state={state} what="the executions" onRetry={onRetry}>
        {(current) => {
          const rate = passRateOf(current);
          return current.total === 0 ? (
            <TileEmpty title="No test case ran in this range.">Choose a longer range or fewer filters.</TileEmpty>
          ) : (
            <>
              <p className="tile-figure">
                <strong>{formatCount(current.total)}</strong> executions,{' '}
                <strong>{rate === undefined ? '–' : `${Math.round(rate * 100)}%`}</strong> passed
              </p>
              <p className="muted executions-change">
                {previous.status === 'ready'
                  ? changeText(current, previous.data, rangeDays(params.range))
                  : previous.status === 'error'
                    ? `Could not compare with the period before: ${previous.error.message}`
                    : 'Comparing with the period before…'}
              </p>
              <div className="outcome-bar" aria-hidden="true">
                {PARTS.map(([key, , tone]) =>
                  current[key] > 0 ? (
                    <span key={key} className={`tone-${tone}`} style={{ flexGrow: current[key] }} />
                  ) : null,
                )}
              </div>
              <dl className="outcome-list">
                {PARTS.map(([key, label, tone]) => (
                  <div key={key}>
                    <dt>
                      <span className={`legend-dot tone-${tone}`} aria-hidden="true" />
                      {label}
                      {key === 'aborted' && current.outages > 0 ? (
                        <span className="muted">
                          {' '}
                          ({formatCount(current.outages)} in outages, not in the pass rate)
                        </span>
                      ) : null}
                    </dt>
                    <dd>{formatCount(current[key])}</dd>
                  </div>
                ))}
              </dl>
            </>
          );
        }}
      </TileBody>
    </Tile>
  );
});
