import { memo } from 'react';
import { formatCount } from '../../../../format/format-count';
import { unpadId } from '../../../../contract/ids';
import type { TileState } from '../data/tile-state';
import { today, type OverviewParams } from '../filters/overview-params';
import { folderCasesHref } from '../overview-links';
import { CaseList } from './case-list';
import { failingSince } from './failing-since';
import { Tile, TileBody, TileEmpty } from './tile';

export const FailingTile = memo(function FailingTile({
  state,
  params,
  onRetry,
}: {
  state: TileState<'failing'>;
  params: OverviewParams;
  onRetry: () => void;
}) {
  const all = folderCasesHref(params, 'Failed');
  const now = today();
  return (
    <Tile
      name="failing"
      reserve="36rem"
      title="Test cases failing now"
      span="one-of-three"
      action={all ? <a href={all}>List the failed ones in the explorer</a> : undefined}
    >
      <TileBody state={state} what="the failing test cases" onRetry={onRetry}>
        {(data) =>
          data.total === 0 ? (
            <TileEmpty title="No test case fails now.">Every test case's last result passed or it never ran.</TileEmpty>
          ) : (
            <>
              <p className="tile-figure">
                <strong>{formatCount(data.total)}</strong> test cases whose last result failed (
                {formatCount(data.total - data.aborted)} failed, {formatCount(data.aborted)} aborted)
                {data.total > data.shown.length ? `; the ${data.shown.length} that failed last:` : ':'}
              </p>
              <CaseList
                label="Failing test cases, newest failure first"
                cases={data.shown}
                withStatus
                detail={(testCase) => `${unpadId(testCase.caseId)}, ${failingSince(testCase, now, data.sinceKnown)}`}
              />
            </>
          )
        }
      </TileBody>
    </Tile>
  );
});
