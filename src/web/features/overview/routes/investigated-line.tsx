import type { Investigated } from '../../../../contract/dashboard-api/overview';
import { unpadId } from '../../../../contract/ids';
import { formatDateTime, formatDuration, formatPercent } from '../../../../format/format';
import { countOf, formatCount } from '../../../../format/format-count';
import { paths } from '../../../../routes/paths';

/**
 * How far the range's failures were investigated, from the store (a page without one has no decisions): the share
 * with a decision, how long a person took, and the oldest failure still waiting, linked to its result.
 */
export function InvestigatedLine({ investigated }: { investigated: Investigated | undefined }) {
  if (!investigated || investigated.failures === 0) return null;
  const { failures, decided, automatic, carried, medianSecondsToDecide, oldestUndecided } = investigated;
  return (
    <section className="print-hidden" aria-label="Investigated">
      <p>
        Investigated: {formatPercent(decided + automatic + carried, failures)} of the range&apos;s{' '}
        {countOf(failures, 'failure')} have a decision ({formatCount(decided)} decided by a person,{' '}
        {automatic > 0 ? `${formatCount(automatic)} applied automatically from a suggestion, ` : ''}
        {formatCount(carried)} carried from an earlier decision)
        {medianSecondsToDecide === null
          ? '.'
          : `; median time to a person's decision ${formatDuration(medianSecondsToDecide * 1000)}.`}{' '}
        {oldestUndecided ? (
          <a href={paths.testCase.href(unpadId(oldestUndecided.CASEID), 'results', { run: oldestUndecided.RUN_ID })}>
            Oldest undecided: test case {unpadId(oldestUndecided.CASEID)},{' '}
            <span className="investigated-date">
              {formatDateTime(oldestUndecided.STARTED_DATE, oldestUndecided.STARTED_TIME)}
            </span>
          </a>
        ) : (
          'None undecided.'
        )}
      </p>
    </section>
  );
}
