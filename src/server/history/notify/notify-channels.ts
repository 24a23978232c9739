// The channels messages go out on, with their secrets, from the environment or a JSON file it names: never from
// the store or the screen, which know them by label only (a webhook URL is itself the secret that lets one post).
import { readFileSync } from 'node:fs';
import { z } from 'zod/mini';
import type { ChannelKind } from '../../../contract/dashboard-api/notifications';

export type Channel =
  | { label: string; kind: 'email'; smtpUrl: string; from: string }
  | { label: string; kind: Exclude<ChannelKind, 'email'>; url: string };

export interface NotifySetup {
  channels: Channel[];
  /** Where messages link to: the dashboard as its users reach it; null leaves the link out. */
  publicUrl: string | null;
}

export class NotifySetupError extends Error {}

export const NO_CHANNELS: NotifySetup = { channels: [], publicUrl: null };

const label = () => z.string().check(z.trim(), z.minLength(1), z.maxLength(60));
const url = () => z.string().check(z.refine((text) => /^https?:\/\//.test(text), 'is not an http(s) URL'));
const fileSchema = z.object({
  publicUrl: z.optional(url()),
  channels: z.array(
    z.union([
      z.object({
        label: label(),
        kind: z.literal('email'),
        smtpUrl: z.string().check(z.refine((text) => /^smtps?:\/\//.test(text), 'is not an smtp:// or smtps:// URL')),
        from: z.string(),
      }),
      z.object({ label: label(), kind: z.enum(['teams', 'slack', 'webhook']), url: url() }),
    ]),
  ),
});

/** One variable per channel for the simple case; DASHBOARD_NOTIFY_FILE for several of a kind. */
const BY_VARIABLE = [
  ['DASHBOARD_TEAMS_WEBHOOK_URL', 'teams', 'Microsoft Teams'],
  ['DASHBOARD_SLACK_WEBHOOK_URL', 'slack', 'Slack'],
  ['DASHBOARD_WEBHOOK_URL', 'webhook', 'Webhook'],
] as const;

export function readNotifySetup(env: NodeJS.ProcessEnv): NotifySetup {
  const channels: Channel[] = [];
  let publicUrl = env.DASHBOARD_PUBLIC_URL || null;
  const file = env.DASHBOARD_NOTIFY_FILE;
  if (file) {
    let parsed: z.output<typeof fileSchema>;
    try {
      parsed = fileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    } catch (error) {
      // Not the file's text: a malformed one may hold a secret on the line the message would quote.
      const why = error instanceof z.core.$ZodError ? z.prettifyError(error) : (error as NodeJS.ErrnoException).code;
      throw new NotifySetupError(`DASHBOARD_NOTIFY_FILE: ${file} is not a channel list (${why ?? 'unreadable'})`);
    }
    channels.push(...parsed.channels);
    publicUrl ??= parsed.publicUrl ?? null;
  }
  if (env.DASHBOARD_SMTP_URL) {
    if (!env.DASHBOARD_SMTP_FROM) throw new NotifySetupError('DASHBOARD_SMTP_URL needs DASHBOARD_SMTP_FROM');
    channels.push({ label: 'E-mail', kind: 'email', smtpUrl: env.DASHBOARD_SMTP_URL, from: env.DASHBOARD_SMTP_FROM });
  }
  for (const [name, kind, channel] of BY_VARIABLE) {
    const value = env[name];
    if (value) channels.push({ label: channel, kind, url: value });
  }
  const labels = channels.map((channel) => channel.label);
  const twice = labels.find((each, index) => labels.indexOf(each) !== index);
  if (twice) throw new NotifySetupError(`Two notification channels are labelled "${twice}"`);
  return { channels, publicUrl: publicUrl?.replace(/\/+$/, '') ?? null };
}
