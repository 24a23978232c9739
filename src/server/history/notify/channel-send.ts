// Delivers one outbox row on its channel: e-mail through Nodemailer's SMTP transport, webhooks as a JSON POST. A
// failure's description leaves out the channel's URL and credentials: it is shown in the delivery status.
import { createTransport, type Transporter } from 'nodemailer';
import { subjectOf } from './outbox-message';
import { emailText, slackPayload, teamsPayload, webhookPayload, type Formatted } from './channel-formats';
import type { Channel } from './notify-channels';

/** Each attempt ends within this, well inside the outbox's claim lease. */
const ATTEMPT_MS = 20_000;

export class DeliveryError extends Error {}

export function createChannelSender() {
  const transports = new Map<string, Transporter>();
  const transportOf = (channel: Extract<Channel, { kind: 'email' }>) => {
    let transport = transports.get(channel.label);
    if (!transport) {
      transport = createTransport({
        url: channel.smtpUrl,
        connectionTimeout: ATTEMPT_MS,
        greetingTimeout: ATTEMPT_MS,
        socketTimeout: ATTEMPT_MS,
      });
      transports.set(channel.label, transport);
    }
    return transport;
  };

  async function send(channel: Channel, formatted: Formatted): Promise<void> {
    if (channel.kind === 'email') {
      const { to } = formatted.message;
      if (to.length === 0)
        throw new DeliveryError("No e-mail addresses: add recipients, or owners' addresses, in the settings");
      await transportOf(channel).sendMail({
        from: channel.from,
        to,
        subject: subjectOf(formatted.message),
        text: emailText(formatted),
        // The same ID on a second attempt: a mail system that got the first can drop the second.
        messageId: `<notification-${formatted.id}@test-automation-dashboard>`,
      });
      return;
    }
    const body =
      channel.kind === 'teams'
        ? teamsPayload(formatted)
        : channel.kind === 'slack'
          ? slackPayload(formatted)
          : webhookPayload(formatted);
    const response = await fetch(channel.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `notification-${formatted.id}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(ATTEMPT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new DeliveryError(`The webhook answered HTTP ${response.status}`);
  }

  return {
    send,
    close: () => {
      for (const transport of transports.values()) transport.close();
    },
  };
}

/** What went wrong, without the URL a fetch error may quote. */
export function describeDeliveryFailure(error: unknown): string {
  if (error instanceof DeliveryError) return error.message;
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return `No answer within ${ATTEMPT_MS / 1000} s`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const detail = cause?.code ?? '';
  return `${error.message.replace(/https?:\/\/\S+/g, '(the URL)')}${detail ? ` (${detail})` : ''}`.slice(0, 300);
}
