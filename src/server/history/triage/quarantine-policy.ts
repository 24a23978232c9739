// The team's quarantine policy (issue 73): kept in triage_settings like the outage rule, and applied by the server
// that syncs after each pass that stored something, and when the policy is saved. It puts each flaky case
// (analysis/lifecycle/case-lifecycle.ts: the class, not only the score, so a broken case is not hidden) whose score
// reaches the threshold in quarantine, as `dashboard` with the score, unless the case is in quarantine or left one
// less than the cool-down ago. Its quarantines leave by passes or by hand like any other.
import type { z } from 'zod/mini';
import { percent } from '../../../analysis/flakiness';
import { DEFAULT_QUARANTINE_PASSES, type Quarantine } from '../../../contract/dashboard-api/triage-quarantine';
import {
  DEFAULT_QUARANTINE_POLICY,
  POLICY_ACTOR,
  type putQuarantinePolicyBodySchema,
  type QuarantinePolicy,
} from '../../../contract/dashboard-api/triage-quarantine-policy';
import { DEFAULT_TRIAGE_DAYS } from '../../../contract/dashboard-api/triage-basics';
import { failingCases } from '../read/stored-lifecycle';
import { recentCaseResults } from '../read/recent-case-results';
import type { StoreDb } from '../store/store-db';
import type { Actor } from './decision-writes';
import { readOutageRule } from './outage-rule-store';
import { enterQuarantine, quarantinesOfCases } from './quarantine-store';
import { readSetting, writeSetting } from './triage-setting-store';
import { TriageProblem } from './triage-problem';
import { instantOf } from './triage-time';

const QUARANTINE_POLICY = 'quarantine-policy';
type Stored = Pick<QuarantinePolicy, 'on' | 'threshold' | 'coolDown'>;

export async function readQuarantinePolicy(db: StoreDb): Promise<QuarantinePolicy> {
  const { value, ...version } = await readSetting<Stored>(db, QUARANTINE_POLICY, DEFAULT_QUARANTINE_POLICY);
  return { ...value, ...version };
}

export async function putQuarantinePolicy(
  db: StoreDb,
  { on, threshold, coolDown, version }: z.output<typeof putQuarantinePolicyBodySchema>,
  actor: Actor,
): Promise<QuarantinePolicy> {
  const value: Stored = { on, threshold, coolDown: { unit: coolDown.unit, count: coolDown.count } };
  await writeSetting(db, QUARANTINE_POLICY, 'The quarantine policy', value, version, actor);
  return readQuarantinePolicy(db);
}

const DAY_MS = 86_400_000;

/** Whether a case whose newest quarantine is `last` may be put in quarantine by the policy now. */
function cooledDown(
  last: Quarantine | undefined,
  policy: Stored,
  runStartsNewestFirst: readonly string[],
  now: Date,
): boolean {
  if (!last) return true;
  if (last.leftAt === null) return false;
  const { unit, count } = policy.coolDown;
  if (unit === 'days') return now.getTime() - Date.parse(last.leftAt) >= count * DAY_MS;
  // Runs of the case (with an outcome) started after it left: a run start read as UTC, as the triage reads it.
  return runStartsNewestFirst.filter((start) => instantOf(start) > last.leftAt!).length >= count;
}

/** Applies the policy when it is on; answers the quarantines it made (none when off). */
export async function applyQuarantinePolicy(db: StoreDb, now: Date): Promise<Quarantine[]> {
  const policy = await readQuarantinePolicy(db);
  if (!policy.on) return [];
  const { patterns } = await readOutageRule(db);
  const { rows } = await failingCases(db, DEFAULT_TRIAGE_DAYS, now);
  const flaky = rows.filter((row) => row.class === 'flaky' && row.score !== null && row.score >= policy.threshold);
  if (flaky.length === 0) return [];
  const caseIds = flaky.map((row) => row.CASEID);
  const newest = new Map<string, Quarantine>();
  for (const quarantine of await quarantinesOfCases(db, caseIds, patterns)) {
    const known = newest.get(quarantine.CASEID);
    if (!known || quarantine.id > known.id) newest.set(quarantine.CASEID, quarantine);
  }
  const recent = policy.coolDown.unit === 'runs' ? await recentCaseResults(db, caseIds, patterns) : new Map();
  const made: Quarantine[] = [];
  for (const row of flaky) {
    const starts = (recent.get(row.CASEID) ?? []).map((result: { startedAt: string }) => result.startedAt);
    if (!cooledDown(newest.get(row.CASEID), policy, starts, now)) continue;
    const reason =
      `Flaky score ${percent(row.score!)} reached the team's quarantine policy ` +
      `(${percent(policy.threshold)} and above)`;
    try {
      made.push(
        await enterQuarantine(
          db,
          { CASEID: row.CASEID, reason, passesNeeded: DEFAULT_QUARANTINE_PASSES },
          { user: POLICY_ACTOR, now },
          patterns,
          row.score,
        ),
      );
    } catch (error) {
      // Put in quarantine meanwhile, by a person or another pass: the case is where the policy wants it.
      if (!(error instanceof TriageProblem && error.status === 409)) throw error;
    }
  }
  return made;
}
