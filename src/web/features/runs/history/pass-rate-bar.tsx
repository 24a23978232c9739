import { countOf } from '../../../../format/format-count';
import { outagesOf, passRatePercent } from '../../../../analysis/pass-rate';

/** A grey word, not a colour: the run's aborts in an outage, which its rate leaves out (the store's rule). */
function OutageMark({ outages }: { outages: number }) {
  const said = `${countOf(outages, 'abort')} in an outage, not in the pass rate`;
  return (
    <span className="outage-mark" title={said}>
      Outage<span className="visually-hidden">: {said}</span>
    </span>
  );
}

/**
 * A run's pass rate as a bar of its passed share in green and its failed share in red, the status colours for
 * what they mean (PassRateLegend says it), with the number as text: the bar only repeats it. A band of its own
 * (red below 80%, amber below 95%) gave amber a second meaning beside "passed with warnings".
 */
export function PassRateBar({ run }: { run: Parameters<typeof passRatePercent>[0] }) {
  const percent = passRatePercent(run);
  const outages = outagesOf(run);
  const mark = outages > 0 ? <OutageMark outages={outages} /> : null;
  if (percent === undefined)
    return (
      <span className="rate-cell with-outage">
        <span className="muted">–</span>
        {mark}
      </span>
    );
  return (
    <span className={mark ? 'rate-cell with-outage' : 'rate-cell'}>
      <span className="rate-bar" aria-hidden="true">
        <span className="rate-passed" style={{ width: `${percent}%` }} />
        <span className="rate-failed" style={{ width: `${100 - percent}%` }} />
      </span>
      {percent}%{mark}
    </span>
  );
}

/** What the pass-rate bars' colours mean, once above the table. */
export function PassRateLegend() {
  return (
    <p className="rate-legend muted">
      <span>Pass-rate bars:</span>{' '}
      <span>
        <span className="rate-key rate-passed" aria-hidden="true" />
        passed
      </span>{' '}
      <span>
        <span className="rate-key rate-failed" aria-hidden="true" />
        failed
      </span>
    </p>
  );
}
