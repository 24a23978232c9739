// The team's rule for applying the best suggestion by itself (issue 73), off until a lead turns it on; a team setting
// changed on the version seen (triage-setting-store.ts).
import type { z } from 'zod/mini';
import type { putSuggestionRuleBodySchema, SuggestionRule } from '../../../contract/dashboard-api/triage-suggestions';
import type { StoreDb } from '../store/store-db';
import type { Actor } from './decision-writes';
import { readSetting, writeSetting } from './triage-setting-store';

const SUGGESTION_RULE = 'suggestion-rule';
/** What the bench recommends (bench/RESULTS.md, triage suggestions): no wrong application on its fixture. */
export const DEFAULT_MIN_SCORE = 0.9;
interface Stored {
  enabled: boolean;
  minScore: number;
}

export async function readSuggestionRule(db: StoreDb): Promise<SuggestionRule> {
  const { value, ...stored } = await readSetting<Stored>(db, SUGGESTION_RULE, {
    enabled: false,
    minScore: DEFAULT_MIN_SCORE,
  });
  return { enabled: value.enabled, minScore: value.minScore, ...stored };
}

export async function putSuggestionRule(
  db: StoreDb,
  { enabled, minScore, version }: z.output<typeof putSuggestionRuleBodySchema>,
  actor: Actor,
): Promise<SuggestionRule> {
  await writeSetting<Stored>(db, SUGGESTION_RULE, 'The suggestion rule', { enabled, minScore }, version, actor);
  return readSuggestionRule(db);
}
