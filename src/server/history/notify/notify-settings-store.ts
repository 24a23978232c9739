// The team's notification settings, kept as a triage setting: which channels are on, who gets every e-mail and
// which address each decision owner's go to. Changed like the outage rule, on the version seen.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type {
  NotificationSettings,
  putNotificationSettingsBodySchema,
} from '../../../contract/dashboard-api/notifications';
import { triageSettings } from '../store/triage-schema';
import type { StoreDb } from '../store/store-db';
import type { Actor } from '../triage/decision-writes';
import { badBody, conflict } from '../triage/triage-problem';
import { instantOf, storeTime } from '../triage/triage-time';
import type { NotifySetup } from './notify-channels';

const NOTIFICATIONS = 'notifications';

export interface StoredNotifySettings {
  channels: string[];
  recipients: string[];
  owners: { owner: string; address: string }[];
}

interface Versioned {
  value: StoredNotifySettings;
  version: number;
  changedAt: string | null;
  changedBy: string | null;
}

const NONE: StoredNotifySettings = { channels: [], recipients: [], owners: [] };

export async function readStoredNotifySettings(db: StoreDb): Promise<Versioned> {
  const [row] = await db.select().from(triageSettings).where(eq(triageSettings.name, NOTIFICATIONS));
  if (!row) return { value: NONE, version: 0, changedAt: null, changedBy: null };
  return {
    value: row.value as StoredNotifySettings,
    version: row.version,
    changedAt: instantOf(row.changedAt),
    changedBy: row.changedBy,
  };
}

export async function readNotifySettings(db: StoreDb, setup: NotifySetup): Promise<NotificationSettings> {
  const { value, ...stored } = await readStoredNotifySettings(db);
  return {
    channels: setup.channels.map(({ label, kind }) => ({ label, kind, on: value.channels.includes(label) })),
    recipients: value.recipients,
    owners: value.owners,
    publicUrl: setup.publicUrl,
    ...stored,
  };
}

export async function putNotifySettings(
  db: StoreDb,
  setup: NotifySetup,
  { channels, recipients, owners, version }: z.output<typeof putNotificationSettingsBodySchema>,
  actor: Actor,
): Promise<NotificationSettings> {
  const known = new Set(setup.channels.map((channel) => channel.label));
  const unknown = channels.find((label) => !known.has(label));
  if (unknown !== undefined)
    throw badBody(`channels: "${unknown}" is not a channel this server sets up (${[...known].join(', ') || 'none'})`);
  const at = storeTime(actor.now);
  const value: StoredNotifySettings = {
    channels: [...new Set(channels)],
    recipients: [...new Set(recipients.map((each) => each.toLowerCase()))],
    // Owners are matched as decisions write them, upper case like SAP users.
    owners: [...new Map(owners.map((each) => [each.owner.toUpperCase(), each.address.toLowerCase()]))].map(
      ([owner, address]) => ({ owner, address }),
    ),
  };
  const written =
    version === 0
      ? await db
          .insert(triageSettings)
          .values({ name: NOTIFICATIONS, value, version: 1, changedAt: at, changedBy: actor.user })
          .onConflictDoNothing()
          .returning()
      : await db
          .update(triageSettings)
          .set({ value, version: version + 1, changedAt: at, changedBy: actor.user })
          .where(and(eq(triageSettings.name, NOTIFICATIONS), eq(triageSettings.version, version)))
          .returning();
  if (written.length === 0) {
    const current = await readStoredNotifySettings(db);
    throw conflict(
      `The notification settings were changed by ${current.changedBy ?? 'nobody'} at ${current.changedAt ?? 'no time'} ` +
        `(version ${current.version}) after the version ${version} you based your change on; read them again.`,
    );
  }
  return readNotifySettings(db, setup);
}
