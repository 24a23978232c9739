import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NotifySetupError, readNotifySetup } from './notify-channels';

const fileWith = (text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'notify-')), 'channels.json');
  writeFileSync(path, text);
  return path;
};

describe('the notification channels from the environment', () => {
  it('has none when nothing is set', () => {
    expect(readNotifySetup({})).toEqual({ channels: [], publicUrl: null });
  });

  it('takes one channel per variable, and the public URL without its trailing slash', () => {
    const setup = readNotifySetup({
      DASHBOARD_SMTP_URL: 'smtps://user:pw@mail.example.com:465',
      DASHBOARD_SMTP_FROM: 'dashboard@example.com',
      DASHBOARD_TEAMS_WEBHOOK_URL: 'https://example.webhook.office.com/x',
      DASHBOARD_SLACK_WEBHOOK_URL: 'https://hooks.slack.com/services/x',
      DASHBOARD_WEBHOOK_URL: 'https://example.com/hook',
      DASHBOARD_PUBLIC_URL: 'https://dashboard.example.com/',
    });
    expect(setup.channels.map(({ label, kind }) => [label, kind])).toEqual([
      ['E-mail', 'email'],
      ['Microsoft Teams', 'teams'],
      ['Slack', 'slack'],
      ['Webhook', 'webhook'],
    ]);
    expect(setup.publicUrl).toBe('https://dashboard.example.com');
  });

  it('reads labelled channels from DASHBOARD_NOTIFY_FILE', () => {
    const file = fileWith(
      JSON.stringify({
        publicUrl: 'https://qa.example.com',
        channels: [
          { label: 'QA Teams', kind: 'teams', url: 'https://example.com/a' },
          { label: 'Ops Teams', kind: 'teams', url: 'https://example.com/b' },
        ],
      }),
    );
    const setup = readNotifySetup({ DASHBOARD_NOTIFY_FILE: file });
    expect(setup.channels.map((channel) => channel.label)).toEqual(['QA Teams', 'Ops Teams']);
    expect(setup.publicUrl).toBe('https://qa.example.com');
  });

  it('refuses a file that is not a channel list without quoting it, an e-mail without a sender, twin labels', () => {
    const secret = 'https://hooks.slack.com/services/T0/B0/SECRET';
    const bad = fileWith(`{"channels": [{"label": "Slack", "kind": "slack", "url": "${secret}"`);
    expect(() => readNotifySetup({ DASHBOARD_NOTIFY_FILE: bad })).toThrow(NotifySetupError);
    expect(() => readNotifySetup({ DASHBOARD_NOTIFY_FILE: bad })).not.toThrow(/SECRET/);
    expect(() => readNotifySetup({ DASHBOARD_SMTP_URL: 'smtp://mail.example.com' })).toThrow(
      'DASHBOARD_SMTP_URL needs DASHBOARD_SMTP_FROM',
    );
    const twins = fileWith(
      JSON.stringify({ channels: [{ label: 'Slack', kind: 'slack', url: 'https://example.com/a' }] }),
    );
    expect(() =>
      readNotifySetup({ DASHBOARD_NOTIFY_FILE: twins, DASHBOARD_SLACK_WEBHOOK_URL: 'https://example.com/b' }),
    ).toThrow('Two notification channels are labelled "Slack"');
  });
});
