import { isRunFinished, type TestRun } from '../../../../contract/records';
import { formatDuration, formatTimeOfDay } from '../../../../format/format';
import { ranCount, runEnding } from '../../../../analysis/run-ending';
import { outageCount } from '../../../../analysis/triage/outage-rule';
import { passRatePercent } from '../../../../analysis/pass-rate';
import { RUN_STATE_SENTENCES } from '../../../../analysis/run-state-words';
import { doneCount, estimateTimeLeft, formatTimeLeft, runDuration } from './run-timing';
import { StatusBar } from './status-bar';
import { countStatuses } from './status-counts';

/** Shown even at 0, so "0 aborted" is read, not guessed; the rest only when some are in them. */
const ALWAYS = ['S', 'E', 'A'];
const WHILE_RUNNING = ['R', 'Q'];

/** Why the state of a run in progress is not known now: since when (its last answer) and what the service did. */
export interface StateUnknown {
  since: number;
  /** "the service is not answering", or what it answered instead. */
  reason: string;
}

/**
 * The run's verdict, readable from across the room: its state, a large count per status, a bar, its time. While the
 * service does not answer about a run in progress, the state says it is unknown (the counts are the last known),
 * and no time left is estimated: the pace of cases nobody hears of is no pace.
 */
export function RunVerdict({
  run,
  now,
  unknown,
  outagePatterns = [],
}: {
  run: TestRun;
  now: number;
  unknown?: StateUnknown;
  /** The store's outage rule: the aborts it names are left out of the pass rate, as on the runs list. */
  outagePatterns?: readonly string[];
}) {
  const running = !isRunFinished(run);
  const counts = countStatuses(run, running ? [...ALWAYS, ...WHILE_RUNNING] : ALWAYS);
  const state = runEnding(run);
  const outages = outageCount(run.DETAILS, outagePatterns);
  const rate = passRatePercent({ ...run, OUTAGES: outages });
  const elapsed = runDuration(run, now);
  const left = running ? estimateTimeLeft(elapsed, doneCount(run), run.TC_TOTAL) : undefined;
  return (
    <section className="verdict stack" aria-label="Result">
      {/* The live region holds what changes as cases finish, not the clock, which would be read every second. */}
      <div role="status" className="verdict-status">
        <p className="verdict-state">
          {unknown ? (
            <>
              <strong className="state-word state-unknown">
                State unknown since {formatTimeOfDay(new Date(unknown.since))}
              </strong>{' '}
              — {unknown.reason}; still trying ·{' '}
            </>
          ) : (
            <>
              <strong className={`state-word state-${state}`}>{RUN_STATE_SENTENCES[state]}</strong> ·{' '}
            </>
          )}
          {run.TC_TOTAL} test cases
          {rate === undefined ? null : (
            <>
              {' '}
              · pass rate{running ? ' so far' : state === 'cut-short' ? ` of the ${ranCount(run)} that ran` : ''}{' '}
              <strong>{rate}%</strong>
            </>
          )}
          {outages === 0
            ? null
            : rate === undefined
              ? ' · no pass rate: every case that ran aborted in an outage'
              : ` (${outages} aborted in an outage not counted)`}
        </p>
        <ul className="verdict-counts">
          {counts.map((entry) => (
            <li key={entry.code} className={`verdict-count count-${entry.code || 'none'}`}>
              <span className={`verdict-swatch segment-${entry.code || 'none'}`} aria-hidden="true" />
              <strong>{entry.count}</strong> {entry.label}
            </li>
          ))}
        </ul>
      </div>
      <StatusBar counts={counts} done={doneCount(run)} running={running} />
      <p className="verdict-time">
        {running ? (
          <>
            Elapsed {formatDuration(elapsed)} ·{' '}
            {unknown
              ? 'no estimate of the time left while the state is unknown'
              : left === undefined
                ? 'time left is estimated once the first test case is done'
                : `${formatTimeLeft(left)} left (estimated from the pace so far)`}
          </>
        ) : (
          <>Took {formatDuration(elapsed)}</>
        )}
      </p>
    </section>
  );
}
