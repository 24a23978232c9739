// The outage rule as the lead last set it, or the default; changed like a decision, on the version seen.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { OutageRule, putOutageRuleBodySchema } from '../../../contract/dashboard-api/triage-outage-rule';
import { DEFAULT_OUTAGE_PATTERNS } from '../../../analysis/triage/outage-rule';
import { triageSettings } from '../store/triage-schema';
import type { StoreDb } from '../store/store-db';
import type { Actor } from './decision-writes';
import { conflict } from './triage-problem';
import { instantOf, storeTime } from './triage-time';

const OUTAGE_RULE = 'outage-rule';
interface Stored {
  patterns: string[];
}

export async function readOutageRule(db: StoreDb): Promise<OutageRule> {
  const [row] = await db.select().from(triageSettings).where(eq(triageSettings.name, OUTAGE_RULE));
  if (!row) return { patterns: [...DEFAULT_OUTAGE_PATTERNS], version: 0, changedAt: null, changedBy: null };
  return {
    patterns: (row.value as Stored).patterns,
    version: row.version,
    changedAt: instantOf(row.changedAt),
    changedBy: row.changedBy,
  };
}

export async function putOutageRule(
  db: StoreDb,
  { patterns, version }: z.output<typeof putOutageRuleBodySchema>,
  actor: Actor,
): Promise<OutageRule> {
  const at = storeTime(actor.now);
  const value: Stored = { patterns: [...new Set(patterns)] };
  const written =
    version === 0
      ? await db
          .insert(triageSettings)
          .values({ name: OUTAGE_RULE, value, version: 1, changedAt: at, changedBy: actor.user })
          .onConflictDoNothing()
          .returning()
      : await db
          .update(triageSettings)
          .set({ value, version: version + 1, changedAt: at, changedBy: actor.user })
          .where(and(eq(triageSettings.name, OUTAGE_RULE), eq(triageSettings.version, version)))
          .returning();
  if (written.length === 0) {
    const current = await readOutageRule(db);
    throw conflict(
      `The outage rule was changed by ${current.changedBy ?? 'nobody'} at ${current.changedAt ?? 'no time'} ` +
        `(version ${current.version}) after the version ${version} you based your change on; read it again.`,
    );
  }
  return readOutageRule(db);
}
