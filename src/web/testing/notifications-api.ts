// For UI tests of the Triage screen's Notifications section: msw handlers that answer what the contract
// (contract/dashboard-api/notifications.ts) says, over a small state a test sets up and reads back.
import { http, HttpResponse } from 'msw';
import {
  NOTIFY_PATHS,
  putNotificationSettingsBodySchema,
  type Deliveries,
  type NotificationSettings,
} from '../../contract/dashboard-api/notifications';
import {
  DEFAULT_DIGEST_SCHEDULE,
  putDigestScheduleBodySchema,
  type DigestSchedule,
} from '../../contract/dashboard-api/digest-schedule';
import { TEST_ORIGIN } from './mock-server';

const api = (path: string) => `${TEST_ORIGIN}/api${path}`;

export interface NotifyState {
  settings: NotificationSettings;
  deliveries: Deliveries;
  digest: DigestSchedule;
  asked: string[];
}

export function notifyState(overrides: Partial<NotifyState> = {}): NotifyState {
  return {
    settings: {
      channels: [
        { label: 'E-mail', kind: 'email', on: false },
        { label: 'Microsoft Teams', kind: 'teams', on: true },
      ],
      recipients: [],
      owners: [],
      publicUrl: 'https://dashboard.example.com',
      version: 0,
      changedAt: null,
      changedBy: null,
    },
    deliveries: { deliveries: [], waiting: 0, failed: 0 },
    digest: { ...DEFAULT_DIGEST_SCHEDULE, version: 0, changedAt: null, changedBy: null },
    asked: [],
    ...overrides,
  };
}

export function notifyHandlers(state: NotifyState) {
  const record = async (request: Request) =>
    state.asked.push(`${request.method} ${new URL(request.url).pathname} ${await request.clone().text()}`.trim());
  return [
    http.get(api(NOTIFY_PATHS.settings), () => HttpResponse.json(state.settings)),
    http.get(api(NOTIFY_PATHS.deliveries), () => HttpResponse.json(state.deliveries)),
    http.get(api(NOTIFY_PATHS.digest), () => HttpResponse.json(state.digest)),
    http.put(api(NOTIFY_PATHS.digest), async ({ request }) => {
      await record(request);
      const { version, ...body } = putDigestScheduleBodySchema.parse(await request.json());
      state.digest = { ...body, version: version + 1, changedAt: '2026-11-20T10:00:00Z', changedBy: 'QA_LEAD' };
      return HttpResponse.json(state.digest);
    }),
    http.put(api(NOTIFY_PATHS.settings), async ({ request }) => {
      await record(request);
      const body = putNotificationSettingsBodySchema.parse(await request.json());
      state.settings = {
        ...state.settings,
        channels: state.settings.channels.map((each) => ({ ...each, on: body.channels.includes(each.label) })),
        recipients: body.recipients,
        owners: body.owners.map((each) => ({ owner: each.owner.toUpperCase(), address: each.address })),
        version: body.version + 1,
        changedAt: '2026-11-20T10:00:00Z',
        changedBy: 'QA_LEAD',
      };
      return HttpResponse.json(state.settings);
    }),
    http.post(api(NOTIFY_PATHS.test), async ({ request }) => {
      await record(request);
      const { channel } = (await request.clone().json()) as { channel: string };
      const delivery = {
        id: 7,
        channel,
        subject: 'Test message from the Test Automation Dashboard, sent by QA_LEAD',
        state: 'pending' as const,
        attempts: 0,
        createdAt: '2026-11-20T10:00:00Z',
        sentAt: null,
        nextAt: '2026-11-20T10:00:00Z',
        lastError: null,
      };
      state.deliveries = { deliveries: [delivery, ...state.deliveries.deliveries], waiting: 1, failed: 0 };
      return HttpResponse.json(delivery);
    }),
  ];
}
