import { memo } from 'react';
import { formatDateTime } from '../../../../format/format';
import { formatCount } from '../../../../format/format-count';
import { unpadId } from '../../../../contract/ids';
import type { TileState } from '../data/tile-state';
import type { OverviewParams } from '../filters/overview-params';
import { folderCasesHref } from '../overview-links';
import { CaseList } from './case-list';
import { Tile, TileBody } from './tile';

export const NotRunTile = memo(function NotRunTile({
  state,
  params,
  onRetry,
}: {
  state: TileState<'notRun'>;
  params: OverviewParams;
  onRetry: () => void;
}) {
  const never = folderCasesHref(params, 'Not run');
  return (
    <Tile name="not-run" reserve="27rem" title="Test cases not run">
      <TileBody state={state} what="the test cases not run" onRetry={onRetry}>
        {(data) => (
          <div className="tile-columns">
            <div>
              <h3>
                Never run: {formatCount(data.never.total)}
                {never ? (
                  <>
                    {' '}
                    <a href={never}>List them</a>
                  </>
                ) : null}
              </h3>
              {data.never.total === 0 ? (
                <p className="muted">Every test case has run at least once.</p>
              ) : (
                <CaseList label="Never run" cases={data.never.shown} detail={(testCase) => unpadId(testCase.caseId)} />
              )}
            </div>
            <div>
              <h3>Not run in this range: {formatCount(data.notInRange.total)}</h3>
              {data.notInRange.total === 0 ? (
                <p className="muted">Every test case that has run ran in this range.</p>
              ) : (
                <CaseList
                  label="Not run in this range, longest first"
                  cases={data.notInRange.shown}
                  detail={(testCase) =>
                    `${unpadId(testCase.caseId)}, last run ${formatDateTime(testCase.lastDate, testCase.lastTime)}`
                  }
                />
              )}
            </div>
          </div>
        )}
      </TileBody>
    </Tile>
  );
});
