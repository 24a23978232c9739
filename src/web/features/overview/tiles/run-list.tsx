import type { RunDuration } from '../../../../analysis/overview/duration-tally';
import { formatDateTime, formatDuration } from '../../../../format/format';
import { paths } from '../../../../routes/paths';
import { UnbrokenFormats } from '../../../components/unbroken-formats';

/** Runs as links to their pages, with when they started and how long they took. */
export function RunList({ label, runs }: { label: string; runs: RunDuration[] }) {
  return (
    <ul className="tile-list" aria-label={label}>
      {runs.map((run) => (
        <li key={run.runId}>
          <a href={paths.run.href(run.runId)}>
            <UnbrokenFormats text={run.name || run.runId} />
          </a>
          <span className="muted">
            {run.type ? `${run.type}, ` : ''}
            {formatDateTime(run.startedDate, run.startedTime)}, took {formatDuration(run.ms)}
          </span>
        </li>
      ))}
    </ul>
  );
}
