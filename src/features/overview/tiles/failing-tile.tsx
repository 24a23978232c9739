import { memo } from 'react';
import { Link } from 'react-router';
import { toDay } from '../../../analysis/overview/date-range';
import type { FailingCase } from '../../../analysis/overview/case-figures';
import { formatCount } from '../../../components/format-count';
import { unpadId } from '../../../contract/ids';
import type { TileState } from '../data/overview-session';
import { today, type OverviewParams } from '../filters/overview-params';
import { folderCasesHref } from '../overview-links';
import { CaseList } from './case-list';
import { Tile, TileBody, TileEmpty } from './tile';

/** "failing for 3 days (since 2026-11-20)", or at least since the range began. */
function howLong(testCase: FailingCase, now: string, sinceKnown: boolean): string {
  if (!sinceKnown) return `last failed ${testCase.lastDate}`;
  if (!testCase.since) return `last failed ${testCase.lastDate}, no result in this range`;
  const days = toDay(now) - toDay(testCase.since);
  const length =
    days <= 0 ? 'since today' : `for ${testCase.atLeast ? 'at least ' : ''}${days} ${days === 1 ? 'day' : 'days'}`;
  return `failing ${length} (${testCase.atLeast ? 'every result since' : 'since'} ${testCase.since})`;
}

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
      action={all ? <Link to={all}>List the failed ones in the explorer</Link> : undefined}
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
                detail={(testCase) => `${unpadId(testCase.caseId)}, ${howLong(testCase, now, data.sinceKnown)}`}
              />
            </>
          )
        }
      </TileBody>
    </Tile>
  );
});
