// The notification endpoints (issue 73): the team's settings (channels on, recipients, owners' addresses), a test
// message, and how the deliveries went. Channels and their secrets are the server's environment's; these name them
// by label only.
import { randomUUID } from 'node:crypto';
import {
  deliveriesSchema,
  deliverySchema,
  notificationSettingsSchema,
  NOTIFY_PATHS,
  putNotificationSettingsBodySchema,
  testMessageBodySchema,
} from '../../../contract/dashboard-api/notifications';
import { TRIAGE_PAGE_PATH } from '../../../contract/page-paths';
import { digestScheduleSchema, putDigestScheduleBodySchema } from '../../../contract/dashboard-api/digest-schedule';
import { putDigestSchedule, readDigestSchedule } from '../notify/digest-schedule';
import { NO_CHANNELS } from '../notify/notify-channels';
import { putNotifySettings, readNotifySettings } from '../notify/notify-settings-store';
import { listDeliveries, queueMessage } from '../notify/outbox-store';
import { notFound } from '../triage/triage-problem';
import { actorOf, define, type EndpointContext } from './dashboard-endpoints';
import { storeOf } from './store-answers';

/** The deliveries the status lists. */
const LISTED = 50;
const STALE = 'The write was based on an older version than the stored one; the message says whose change it met.';

const setupOf = (context: EndpointContext) => context.triage?.notify ?? NO_CHANNELS;

export const NOTIFICATION_ENDPOINTS = [
  define({
    method: 'get',
    path: NOTIFY_PATHS.settings,
    operationId: 'getNotificationSettings',
    summary: 'The notification channels, which are on, and who gets the e-mails',
    description:
      'Every channel the server sets up (by label and kind: e-mail over SMTP, a Microsoft Teams, Slack or JSON ' +
      'webhook; their addresses and passwords are never shown), whether the team turned it on, the addresses every ' +
      'e-mail goes to, and the address of each decision owner. A run that ends with new failures or regressions ' +
      'that are not known, quarantined, outages or field-rule noise sends a message on every channel that is on.',
    answers: notificationSettingsSchema,
    handle: async (context) => readNotifySettings(storeOf(context.history), setupOf(context)),
  }),
  define({
    method: 'put',
    path: NOTIFY_PATHS.settings,
    operationId: 'putNotificationSettings',
    summary: 'Change the notification settings',
    description:
      'The labels of the channels to turn on (others are off), the addresses every e-mail goes to, and each decision ' +
      'owner\u2019s address. `version` is the one read (0 while nobody has changed them).',
    body: putNotificationSettingsBodySchema,
    refusals: { 409: STALE },
    answers: notificationSettingsSchema,
    handle: async (context, _query, body) =>
      putNotifySettings(storeOf(context.history), setupOf(context), body, actorOf(context)),
  }),
  define({
    method: 'get',
    path: NOTIFY_PATHS.digest,
    operationId: 'getDigestSchedule',
    summary: 'When the weekly digest goes out',
    description:
      'Whether the weekly digest is sent, on which day of the week (1 Monday to 7 Sunday) and hour, in which IANA ' +
      'time zone. Off by default. When on, the server that syncs queues the digest of the week before on every ' +
      'channel that is on, once, at that local time (or as soon after it as it runs that week), with a link to ' +
      'the digest page.',
    answers: digestScheduleSchema,
    handle: async (context) => readDigestSchedule(storeOf(context.history)),
  }),
  define({
    method: 'put',
    path: NOTIFY_PATHS.digest,
    operationId: 'putDigestSchedule',
    summary: 'Change when the weekly digest goes out',
    description:
      'On or off, the day (1 Monday to 7 Sunday), the hour (0 to 23) and the IANA time zone. ' +
      '`version` is the one read (0 while nobody has changed it).',
    body: putDigestScheduleBodySchema,
    refusals: { 409: STALE },
    answers: digestScheduleSchema,
    handle: async (context, _query, body) => putDigestSchedule(storeOf(context.history), body, actorOf(context)),
  }),
  define({
    method: 'post',
    path: NOTIFY_PATHS.test,
    operationId: 'sendTestNotification',
    summary: 'Send a test message on a channel',
    description:
      'Queued in the outbox like any message and sent by the server that syncs within seconds; its delivery is ' +
      'listed with the others. An e-mail goes to the recipients in the settings.',
    body: testMessageBodySchema,
    refusals: { 404: 'The server sets up no channel with this label.' },
    answers: deliverySchema,
    handle: async (context, _query, { channel }) => {
      const db = storeOf(context.history);
      if (!setupOf(context).channels.some((each) => each.label === channel))
        throw notFound(`The server sets up no channel labelled "${channel}".`);
      const { recipients } = await readNotifySettings(db, setupOf(context));
      const by = context.writer!.user;
      await queueMessage(
        db,
        `test ${randomUUID()}`,
        [channel],
        { kind: 'test', by, link: TRIAGE_PAGE_PATH, to: recipients },
        context.now,
      );
      return (await listDeliveries(db, 1)).deliveries[0]!;
    },
  }),
  define({
    method: 'get',
    path: NOTIFY_PATHS.deliveries,
    operationId: 'getNotificationDeliveries',
    summary: 'How the latest messages were delivered',
    description:
      `The ${LISTED} newest messages, one per channel, newest first: waiting (with when it is tried next), sent, or ` +
      'failed for good after its retries (with why), and how many wait and failed of all kept.',
    answers: deliveriesSchema,
    handle: async (context) => listDeliveries(storeOf(context.history), LISTED),
  }),
];
