import type { StatusCount } from './status-counts';

/** The statuses as one bar of segments; while the run goes on it is the run's progress bar. */
export function StatusBar({
  counts,
  done,
  running,
}: {
  counts: readonly StatusCount[];
  done: number;
  running: boolean;
}) {
  const shown = counts.filter((entry) => entry.count > 0);
  const total = shown.reduce((sum, entry) => sum + entry.count, 0);
  const spelled = shown.map((entry) => `${entry.count} ${entry.label}`).join(', ');
  const segments = shown.map((entry) => (
    <span
      key={entry.code}
      className={`status-segment segment-${entry.code || 'none'}`}
      style={{ width: `${(entry.count / total) * 100}%` }}
    />
  ));
  const progress = `${done} of ${total} test cases done (${total > 0 ? Math.round((done / total) * 100) : 0}%)`;
  return running ? (
    <div className="status-bar-row">
      <div
        role="progressbar"
        aria-label="Run progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${progress}: ${spelled}`}
        className="status-bar"
      >
        {segments}
      </div>
      <span className="muted">{progress}</span>
    </div>
  ) : (
    <div role="img" aria-label={`Result of ${total} test cases: ${spelled}`} className="status-bar">
      {segments}
    </div>
  );
}
