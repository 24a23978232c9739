import './progress-bar.css';

/** A labelled progress bar (WAI-ARIA progressbar with value and maximum). */
export function ProgressBar({ label, value, max, text }: { label: string; value: number; max: number; text?: string }) {
  const percent = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <div className="progress">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={text ?? `${value} of ${max} (${percent}%)`}
        className="progress-track"
      >
        <div className="progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="muted">{text ?? `${value} of ${max} (${percent}%)`}</span>
    </div>
  );
}
