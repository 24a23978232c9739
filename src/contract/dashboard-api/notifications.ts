// The dashboard's own API: notifications (issue 73). Channels are set up in the server's environment, with their
// secrets (SMTP password, webhook URLs); these endpoints name them by label only. The team chooses which are on and
// who gets the e-mails, and reads how the deliveries went.
import { z } from 'zod/mini';
import { about, at, user, version } from './triage-fields';

export const NOTIFY_PATHS = {
  settings: '/notifications/settings',
  /** When the weekly digest goes out (digest-schedule.ts). */
  digest: '/notifications/digest',
  test: '/notifications/test',
  deliveries: '/notifications/deliveries',
} as const;

export const CHANNEL_KINDS = {
  email: 'E-mail (SMTP)',
  teams: 'Microsoft Teams webhook',
  slack: 'Slack webhook',
  webhook: 'JSON webhook',
} as const;
export type ChannelKind = keyof typeof CHANNEL_KINDS;
const channelKindSchema = z.enum(Object.keys(CHANNEL_KINDS) as [ChannelKind, ...ChannelKind[]]);

export const MAX_RECIPIENTS = 100;

/** An e-mail address, loosely: a mail server is the judge; this catches a typo such as a missing @. */
const address = () =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(254, 'is longer than 254 characters'),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'is not an e-mail address'),
    );

const ownerAddressSchema = z.object({
  owner: z.string().check(z.trim(), z.minLength(1, 'is empty'), z.maxLength(100, 'is longer than 100 characters')),
  address: address(),
});

export const notificationSettingsSchema = z
  .object({
    /** Every channel the server's environment sets up, by label, and whether the team turned it on. */
    channels: z.array(z.object({ label: z.string(), kind: channelKindSchema, on: z.boolean() })),
    /** Who gets every e-mail. */
    recipients: z.array(z.string()),
    /** A decision's owner (as written on the decision) and the address their e-mails go to. */
    owners: z.array(z.object({ owner: z.string(), address: z.string() })),
    /** The address messages link to (DASHBOARD_PUBLIC_URL); null: messages carry no link. */
    publicUrl: z.nullable(z.string()),
    /** 0 while nobody has changed the settings; a change names the version it was based on. */
    version: z.int(),
    changedAt: z.nullable(at()),
    changedBy: z.nullable(user()),
  })
  .register(z.globalRegistry, { id: 'NotificationSettings' });
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;

// ---- PUT /api/notifications/settings ----

export const putNotificationSettingsBodySchema = z.object({
  /** The labels of the channels to turn on; the others are off. */
  channels: z
    .array(z.string(), { error: 'is required: the labels of the channels to turn on' })
    .check(z.maxLength(50, 'names more than 50 channels')),
  recipients: z
    .array(address(), { error: 'is required: a list of e-mail addresses' })
    .check(z.maxLength(MAX_RECIPIENTS, `holds more than ${MAX_RECIPIENTS} addresses`)),
  owners: z
    .array(ownerAddressSchema, { error: 'is required: a list of owners with their addresses' })
    .check(z.maxLength(500, 'holds more than 500 owners')),
  version: version(),
});
export type PutNotificationSettingsBody = z.input<typeof putNotificationSettingsBodySchema>;

// ---- POST /api/notifications/test ----

export const testMessageBodySchema = z.object({
  channel: z
    .string({ error: 'is required: the label of the channel to test' })
    .register(z.globalRegistry, about('The label of a channel the server sets up.')),
});

// ---- GET /api/notifications/deliveries ----

export const DELIVERY_STATES = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
} as const;
export type DeliveryState = keyof typeof DELIVERY_STATES;

export const deliverySchema = z
  .object({
    id: z.int(),
    channel: z.string(),
    /** What it tells: a run's end with new failures, or a test message. */
    subject: z.string(),
    state: z.enum(Object.keys(DELIVERY_STATES) as [DeliveryState, ...DeliveryState[]]),
    attempts: z.int(),
    createdAt: at(),
    sentAt: z.nullable(at()),
    /** When a waiting message is tried (again). */
    nextAt: z.nullable(at()),
    /** Why the last attempt failed, without secrets. */
    lastError: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'Delivery' });
export type Delivery = z.output<typeof deliverySchema>;

export const deliveriesSchema = z
  .object({
    /** The newest first. */
    deliveries: z.array(deliverySchema),
    /** How many wait, and how many failed for good, of all kept. */
    waiting: z.int(),
    failed: z.int(),
  })
  .register(z.globalRegistry, { id: 'Deliveries' });
export type Deliveries = z.output<typeof deliveriesSchema>;
