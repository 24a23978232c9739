import { passRateBand } from './pass-rate-band';

/** A run's pass rate as a bar coloured by its band, with the number as text (the bar only repeats it). */
export function PassRateBar({ percent }: { percent: number | undefined }) {
  if (percent === undefined) return <span className="muted">–</span>;
  return (
    <span className="rate-cell">
      <span className={`rate-bar band-${passRateBand(percent)}`} aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </span>
      {percent}%
    </span>
  );
}
