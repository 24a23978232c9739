// Progress of a run on stderr: on a terminal one bar redrawn in place; in a CI log, where a redrawn line
// would pile up as noise, one line each time the counts change.
import type { TestRun } from '../contract/records';

export interface Progress {
  update(run: TestRun): void;
  /** Ends the bar's line, so what is printed next starts on its own. */
  end(): void;
}

interface Counts {
  total: number;
  done: number;
  passed: number;
  failed: number;
  running: number;
  queued: number;
}

function countsOf(run: TestRun): Counts {
  const statuses = run.DETAILS.map((detail) => detail.STATUS);
  const count = (...codes: string[]) => statuses.filter((status) => codes.includes(status)).length;
  const total = Math.max(run.TC_TOTAL, run.DETAILS.length);
  return {
    total,
    done: run.TC_PASSED + run.TC_FAILED,
    passed: run.TC_PASSED,
    failed: run.TC_FAILED,
    running: count('R'),
    queued: count('Q'),
  };
}

const progressLine = (counts: Counts) =>
  `${counts.done}/${counts.total} done: ${counts.passed} passed, ${counts.failed} failed, ${counts.running} running, ${counts.queued} queued`;

const BAR_WIDTH = 24;

export function createProgress(stream: NodeJS.WriteStream, interactive = stream.isTTY === true): Progress {
  let last = '';
  let drawn = false;
  return {
    update(run) {
      const counts = countsOf(run);
      const text = progressLine(counts);
      if (text === last) return;
      last = text;
      if (!interactive) {
        stream.write(`${text}\n`);
        return;
      }
      const filled = counts.total > 0 ? Math.round((counts.done / counts.total) * BAR_WIDTH) : 0;
      stream.write(`\r\x1b[K[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${text}`);
      drawn = true;
    },
    end() {
      if (drawn) stream.write('\n');
      drawn = false;
    },
  };
}
