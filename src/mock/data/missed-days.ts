// The seeded runs of days a kept history missed (decision 0017): a server started again with --data days after
// its history ended goes on as if the service had been running, so "the last 30 days" are never empty. Each day
// draws from a stream of its own, so filling (a, b] and then (b, c] gives exactly the runs (a, c] gives.
import { fromWireDateTime } from '../../contract/date-time';
import { createRandom, hashString } from '../lib/prng';
import type { StoredRun } from '../store/store-types';
import { compareRunsNewestFirst } from '../store/run-order';
import { newestNightBy, nightlyRun, randomRun, runsPerDay, type RunSources } from './generate-runs';

const DAY_MS = 86_400_000;

/** The seeded runs that start after `from` and by `until`, newest first. */
export function missedRuns(sources: RunSources, historyRuns: number, from: Date, until: Date): StoredRun[] {
  const foldersWithCases = [...sources.testCaseIdsByFolder.keys()];
  if (foldersWithCases.length === 0 || until <= from) return [];
  const perDay = runsPerDay(historyRuns);
  const runs: StoredRun[] = [];
  for (let day = from.getTime() - (from.getTime() % DAY_MS); day < until.getTime(); day += DAY_MS) {
    const random = createRandom(hashString(`day ${day}`, sources.seed));
    // About as many as a day of the seeded history holds, some days more, some fewer.
    const count = random.int(0, Math.round(2 * perDay));
    for (let i = 0; i < count; i++) {
      const run = randomRun(sources, random, foldersWithCases, () => new Date(day + random.int(0, 86_399) * 1000));
      const start = fromWireDateTime(run.record.STARTED_DATE, run.record.STARTED_TIME);
      if (start > from.getTime() && start <= until.getTime()) runs.push(run);
    }
  }
  // The nightly regression of every night after the kept history's newest one, when the new end holds it.
  const newest = newestNightBy(until);
  for (let night = newestNightBy(from) + DAY_MS; night <= newest; night += DAY_MS) {
    const run = nightlyRun(night, sources, createRandom(hashString(`night ${night}`, sources.seed)));
    if (run) runs.push(run);
  }
  return runs.toSorted((a, b) => compareRunsNewestFirst(a.record, b.record));
}
