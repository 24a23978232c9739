// The bench's section of bench/RESULTS.md: how the screens were measured, and its three tables (the pace of a real
// system, localhost, and what today's build still asks of the service).
import { median } from '../median';
import type { ScreenFigure } from './figures';
import { LOCAL_TARGET_MS, localTable } from './local-table';
import { PACED_TARGET, pacedTable, requestsTable } from './paced-table';

/** A setting's pair of servers: their first syncs (seconds) and what they measured. */
export interface SettingResult {
  syncSeconds: { before: number; now: number };
  /** The machine's 1-minute load average before each screen's visits and after the last: how busy it was. */
  loads: number[];
  cores: number;
  figures: ScreenFigure[];
}

export interface SectionFacts {
  runs: number;
  commits: { before: string; now: string };
  /** Runs in each store once its first sync was done. */
  runsKept: number;
  quietSeconds: number;
  /** Each screen and what complete means there. */
  complete: { screen: string; complete: string }[];
  paced?: SettingResult | undefined;
  local?: SettingResult | undefined;
}

const minutes = (seconds: number) => (seconds / 60).toFixed(1);
/** The first syncs' time and the load while measuring (a shared machine: the times grow with it). */
const conditions = ({ syncSeconds, loads, cores }: SettingResult) =>
  `first syncs: before ${minutes(syncSeconds.before)} min, now ${minutes(syncSeconds.now)} min; load average while measuring ${median(loads).toFixed(1)} (${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)}) on ${cores} cores`;

export function screensSection(facts: SectionFacts): string {
  const { commits, paced, local } = facts;
  const parts = [
    `## Every screen, before (${commits.before}) and now (${commits.now}), large data set after the store's first sync (median of ${facts.runs} fresh pages)
The mock's large data set in a process of its own. Per setting, two dashboard servers in backend mode in front of it, one per build: **before** is ${commits.before} (the state before the "One dashboard" work), **now** is ${commits.now}; each has a new history store of its own and is measured once its first sync was done (${facts.runsKept.toLocaleString('en')} runs kept), its sync then paused (\`--sync-interval 3600\`). The builds alternate visit by visit, each round starting with the other; every visit is a fresh page opened by its address.
Time runs from navigation start to the first frame on which the screen is complete: nothing on it loading, busy, counting or growing "so far" (the folder tree's counts included), and ${facts.complete.map(({ screen, complete }) => `${screen}: ${complete}`).join('; ')}. A visit's page stays open until its reads have ended (no request for ${facts.quietSeconds} s after it was complete), so none runs into the next visit. "first visit" is a build's first visit of the screen in the run: later visits may get an answer the server kept from it (and an answer another screen asked for earlier may already be kept).`,
  ];
  if (paced)
    parts.push(`### At a real system's pace (${conditions(paced)})
The pacing proxy (bench/pacing-proxy.ts: first byte after 150 ms, 8 MB/s, at most 4 requests at once) in front of the service. MB and requests are what reached the service through it from navigation until the visit's reads had ended: the page's own reads through the dashboard server and the server's reads for it. Target (issue 70): every screen complete within ${PACED_TARGET.ms / 1000} s, and no visit asking the service for more than ${PACED_TARGET.bytes / 1024} KB (besides a payload's own bytes: none of these screens opens one).

${pacedTable(paced.figures)}`);
  if (local)
    parts.push(`### On localhost (${conditions(local)})
A second pair of servers (new stores, first syncs of their own) reading the mock's own port directly: nothing paced, nothing counted. Targets (issue 70): the explorer complete within ${LOCAL_TARGET_MS} ms; the folder of ~1,000 test cases and the runs list showing their first rows (the first frame with rows in their table) within ${LOCAL_TARGET_MS} ms. The other rows have no target here.

${localTable(local.figures)}`);
  if (paced)
    parts.push(`### What today's build still asks of the service, per screen (at the pace above)
Each kind of request that reached the service during a visit of the now build (method, path with IDs as \`{id}\` and without the service's base path, query names), per visit: the mean of its visits.

${requestsTable(paced.figures)}`);
  return parts.join('\n\n');
}
