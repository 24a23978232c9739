// The outage rule as the lead last set it, or the default; changed like a decision, on the version seen.
import type { z } from 'zod/mini';
import type { OutageRule, putOutageRuleBodySchema } from '../../../contract/dashboard-api/triage-outage-rule';
import { DEFAULT_OUTAGE_PATTERNS } from '../../../analysis/triage/outage-rule';
import type { StoreDb } from '../store/store-db';
import type { Actor } from './decision-writes';
import { readSetting, writeSetting } from './triage-setting-store';

const OUTAGE_RULE = 'outage-rule';
interface Stored {
  patterns: string[];
}

export async function readOutageRule(db: StoreDb): Promise<OutageRule> {
  const { value, ...version } = await readSetting<Stored>(db, OUTAGE_RULE, { patterns: [...DEFAULT_OUTAGE_PATTERNS] });
  return { patterns: value.patterns, ...version };
}

export async function putOutageRule(
  db: StoreDb,
  { patterns, version }: z.output<typeof putOutageRuleBodySchema>,
  actor: Actor,
): Promise<OutageRule> {
  const value: Stored = { patterns: [...new Set(patterns)] };
  await writeSetting(db, OUTAGE_RULE, 'The outage rule', value, version, actor);
  return readOutageRule(db);
}
