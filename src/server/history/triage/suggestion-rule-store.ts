// The team's rule for applying the best suggestion by itself (issue 73), off until a lead turns it on; kept and
// changed like the outage rule (outage-rule-store.ts), on the version seen.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { putSuggestionRuleBodySchema, SuggestionRule } from '../../../contract/dashboard-api/triage-suggestions';
import { triageSettings } from '../store/triage-schema';
import type { StoreDb } from '../store/store-db';
import type { Actor } from './decision-writes';
import { conflict } from './triage-problem';
import { instantOf, storeTime } from './triage-time';

const SUGGESTION_RULE = 'suggestion-rule';
/** What the bench recommends (bench/RESULTS.md, triage suggestions): no wrong application on its fixture. */
export const DEFAULT_MIN_SCORE = 0.9;
interface Stored {
  enabled: boolean;
  minScore: number;
}

export async function readSuggestionRule(db: StoreDb): Promise<SuggestionRule> {
  const [row] = await db.select().from(triageSettings).where(eq(triageSettings.name, SUGGESTION_RULE));
  if (!row) return { enabled: false, minScore: DEFAULT_MIN_SCORE, version: 0, changedAt: null, changedBy: null };
  const { enabled, minScore } = row.value as Stored;
  return { enabled, minScore, version: row.version, changedAt: instantOf(row.changedAt), changedBy: row.changedBy };
}

export async function putSuggestionRule(
  db: StoreDb,
  { enabled, minScore, version }: z.output<typeof putSuggestionRuleBodySchema>,
  actor: Actor,
): Promise<SuggestionRule> {
  const at = storeTime(actor.now);
  const value: Stored = { enabled, minScore };
  const written =
    version === 0
      ? await db
          .insert(triageSettings)
          .values({ name: SUGGESTION_RULE, value, version: 1, changedAt: at, changedBy: actor.user })
          .onConflictDoNothing()
          .returning()
      : await db
          .update(triageSettings)
          .set({ value, version: version + 1, changedAt: at, changedBy: actor.user })
          .where(and(eq(triageSettings.name, SUGGESTION_RULE), eq(triageSettings.version, version)))
          .returning();
  if (written.length === 0) {
    const current = await readSuggestionRule(db);
    throw conflict(
      `The suggestion rule was changed by ${current.changedBy ?? 'nobody'} at ${current.changedAt ?? 'no time'} ` +
        `(version ${current.version}) after the version ${version} you based your change on; read it again.`,
    );
  }
  return readSuggestionRule(db);
}
