// Counts, per run, what the journal of a data directory recorded: how often it started, finished and how
// many case results it got. A run that finished twice, or lost a result, shows here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JOURNAL_FILE_NAME } from '../../mock/journal/open-journal';
import { parseJournal } from '../../mock/journal/parse-journal';

export interface RunTally {
  started: number;
  finished: number;
  caseResults: number;
}

export function tallyJournal(dataDir: string): Map<string, RunTally> {
  const path = join(dataDir, JOURNAL_FILE_NAME);
  const tally = new Map<string, RunTally>();
  const of = (runId: string) =>
    tally.get(runId) ?? tally.set(runId, { started: 0, finished: 0, caseResults: 0 }).get(runId)!;
  for (const record of parseJournal(readFileSync(path), path).records) {
    if (record.type === 'run-started') of(record.run.RUN_ID).started++;
    else if (record.type === 'case-finished') of(record.runId).caseResults++;
    else if (record.type === 'run-finished') of(record.runId).finished++;
  }
  return tally;
}
