// The end of a run as a person reads it in a pipeline's log: counts per status, duration, links, and the
// verdict of each gate with the reason (and the new failures, by test case).
import type { GateVerdict } from '../analysis/gates';
import { runOutcome } from '../analysis/run-outcome';
import { formatDuration } from '../format/format';
import { elapsedMs } from '../contract/date-time';
import { unpadId } from '../contract/ids';
import type { TestRun } from '../contract/records';

export function runSummary(run: TestRun, runUrl: string): string {
  const outcome = runOutcome(run);
  const duration = elapsedMs(run);
  const lines = [
    `Run ${run.NAME ? `"${run.NAME}" ` : ''}${run.RUN_ID} finished${Number.isFinite(duration) ? ` in ${formatDuration(Math.max(0, duration))}` : ''}`,
    `  ${outcome.total} test ${outcome.total === 1 ? 'case' : 'cases'}: ${outcome.byStatus.map(({ text, count }) => `${count} ${text.toLowerCase()}`).join(', ') || 'none'}`,
    `  Pass rate: ${outcome.total > 0 ? `${outcome.passRate.toFixed(1)}%` : '–'}`,
    `  Dashboard: ${runUrl}`,
  ];
  if (run.REPORT_URL) lines.push(`  Web report: ${run.REPORT_URL}`);
  if (run.FIORI_REPORT_URL) lines.push(`  Launchpad report: ${run.FIORI_REPORT_URL}`);
  return lines.join('\n');
}

export function gatesSummary(verdicts: readonly GateVerdict[]): string {
  if (verdicts.length === 0) return 'No gates given: the run counts as passed whatever its results.';
  const lines = ['Gates:'];
  for (const verdict of verdicts) {
    lines.push(`  ${verdict.holds ? 'PASS' : 'FAIL'} --${verdict.gate}: ${verdict.reason}`);
    for (const detail of verdict.holds ? [] : (verdict.newFailures ?? []))
      lines.push(
        `         ${unpadId(detail.CASEID)} ${detail.DESCR}${detail.MESSAGE ? ` – ${detail.MESSAGE}` : ''}`.trimEnd(),
      );
  }
  const failed = verdicts.filter((verdict) => !verdict.holds).map((verdict) => `--${verdict.gate}`);
  lines.push(failed.length > 0 ? `Gate failed: ${failed.join(', ')}` : 'All gates hold.');
  return lines.join('\n');
}
