// Report build time and peak memory, ours (streaming) against SheetJS (in memory), each in its own process.
import { execFileSync } from 'node:child_process';

export interface ReportFigure {
  mode: 'ours' | 'sheetjs';
  rows: number;
  seconds: number;
  /** Resident memory with the store built, before the report starts. */
  baselineMb: number;
  /** Highest resident memory while the report was built (`process`: since start, where it cannot be reset). */
  peakMb: number;
  peakScope: 'build' | 'process';
}

/** Runs per data set that give about 100,000 and 1,000,000 executions. */
export const REPORT_SIZES = [
  { label: '100,000 rows', runs: 3300 },
  { label: '1,000,000 rows', runs: 33_000 },
];
const TIME_LIMIT_MS = 15 * 60_000;

export function measureReport(
  mode: ReportFigure['mode'],
  runs: number,
): ReportFigure | { mode: string; failed: string } {
  try {
    const output = execFileSync(
      process.execPath,
      ['--max-old-space-size=16384', '--expose-gc', '--import', 'tsx', 'bench/report-job.ts', mode, String(runs)],
      { encoding: 'utf8', timeout: TIME_LIMIT_MS },
    );
    return JSON.parse(output.trim().split('\n').at(-1)!) as ReportFigure;
  } catch (error) {
    return { mode, failed: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  }
}
