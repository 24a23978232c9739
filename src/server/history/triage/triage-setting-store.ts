// A team setting in triage_settings (the outage rule, the quarantine policy): read with its version, or the
// default; changed on the version seen, so that two leads do not overwrite each other unseen (409).
import { and, eq } from 'drizzle-orm';
import { triageSettings } from '../store/triage-schema';
import type { StoreDb } from '../store/store-db';
import type { Actor } from './decision-writes';
import { conflict } from './triage-problem';
import { instantOf, storeTime } from './triage-time';

export interface StoredSetting<V> {
  value: V;
  /** 0 while it is the default. */
  version: number;
  changedAt: string | null;
  changedBy: string | null;
}

export async function readSetting<V>(db: StoreDb, name: string, fallback: V): Promise<StoredSetting<V>> {
  const [row] = await db.select().from(triageSettings).where(eq(triageSettings.name, name));
  if (!row) return { value: fallback, version: 0, changedAt: null, changedBy: null };
  return { value: row.value as V, version: row.version, changedAt: instantOf(row.changedAt), changedBy: row.changedBy };
}

/** Writes `value` over `version`; `what` names the setting in the conflict's message ("The outage rule"). */
export async function writeSetting<V>(
  db: StoreDb,
  name: string,
  what: string,
  value: V,
  version: number,
  actor: Actor,
): Promise<void> {
  const at = storeTime(actor.now);
  const written =
    version === 0
      ? await db
          .insert(triageSettings)
          .values({ name, value, version: 1, changedAt: at, changedBy: actor.user })
          .onConflictDoNothing()
          .returning()
      : await db
          .update(triageSettings)
          .set({ value, version: version + 1, changedAt: at, changedBy: actor.user })
          .where(and(eq(triageSettings.name, name), eq(triageSettings.version, version)))
          .returning();
  if (written.length > 0) return;
  const current = await readSetting<V | null>(db, name, null);
  throw conflict(
    `${what} was changed by ${current.changedBy ?? 'nobody'} at ${current.changedAt ?? 'no time'} ` +
      `(version ${current.version}) after the version ${version} you based your change on; read it again.`,
  );
}
