// Each channel's own format of a message: an Adaptive Card for a Teams workflow webhook, Block Kit for a Slack
// incoming webhook, plain JSON for a generic webhook and text for e-mail. `id` is the outbox row's: a receiver that
// sees it twice (a sender killed between sending and marking) can tell.
import { linesOf, subjectOf, type OutboxMessage } from './outbox-message';

export interface Formatted {
  id: number;
  message: OutboxMessage;
  /** The run page (or the dashboard) as its users reach it, or null without DASHBOARD_PUBLIC_URL. */
  link: string | null;
}

const LINK_LABELS: Record<OutboxMessage['kind'], string> = {
  'run-end': 'Open the run',
  digest: 'Open the digest',
  test: 'Open the dashboard',
};
const LINK_LABEL = (message: OutboxMessage) => LINK_LABELS[message.kind];

export function teamsPayload({ message, link }: Formatted) {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'TextBlock', size: 'Medium', weight: 'Bolder', wrap: true, text: subjectOf(message) },
            ...linesOf(message).map((text) => ({ type: 'TextBlock', wrap: true, text })),
          ],
          actions: link ? [{ type: 'Action.OpenUrl', title: LINK_LABEL(message), url: link }] : [],
        },
      },
    ],
  };
}

/** Slack's mrkdwn treats &, < and > as markup. */
const slackText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function slackPayload({ message, link }: Formatted) {
  return {
    text: subjectOf(message),
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: subjectOf(message).slice(0, 150) } },
      { type: 'section', text: { type: 'mrkdwn', text: linesOf(message).map(slackText).join('\n').slice(0, 3000) } },
      ...(link
        ? [
            {
              type: 'actions',
              elements: [{ type: 'button', text: { type: 'plain_text', text: LINK_LABEL(message) }, url: link }],
            },
          ]
        : []),
    ],
  };
}

export function webhookPayload({ id, message, link }: Formatted) {
  const { to: _to, ...shown } = message;
  return { id, subject: subjectOf(message), ...shown, link };
}

export function emailText({ message, link }: Formatted): string {
  return [...linesOf(message), '', ...(link ? [`${LINK_LABEL(message)}: ${link}`] : [])].join('\n');
}
