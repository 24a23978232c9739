// The team's notification settings, kept as a triage setting: which channels are on, who gets every e-mail and
// which address each decision owner's go to. Changed like the outage rule, on the version seen.
import type { z } from 'zod/mini';
import type {
  NotificationSettings,
  putNotificationSettingsBodySchema,
} from '../../../contract/dashboard-api/notifications';
import type { StoreDb } from '../store/store-db';
import type { Actor } from '../triage/decision-writes';
import { badBody } from '../triage/triage-problem';
import { readSetting, writeSetting, type StoredSetting } from '../triage/triage-setting-store';
import type { NotifySetup } from './notify-channels';

const NOTIFICATIONS = 'notifications';

export interface StoredNotifySettings {
  channels: string[];
  recipients: string[];
  owners: { owner: string; address: string }[];
}

const NONE: StoredNotifySettings = { channels: [], recipients: [], owners: [] };

export const readStoredNotifySettings = (db: StoreDb): Promise<StoredSetting<StoredNotifySettings>> =>
  readSetting(db, NOTIFICATIONS, NONE);

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
  const value: StoredNotifySettings = {
    channels: [...new Set(channels)],
    recipients: [...new Set(recipients.map((each) => each.toLowerCase()))],
    // Owners are matched as decisions write them, upper case like SAP users.
    owners: [...new Map(owners.map((each) => [each.owner.toUpperCase(), each.address.toLowerCase()]))].map(
      ([owner, address]) => ({ owner, address }),
    ),
  };
  await writeSetting(db, NOTIFICATIONS, 'The notification settings', value, version, actor);
  return readNotifySettings(db, setup);
}
