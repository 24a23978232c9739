// What a queued message says, worked out when it is queued (so that a later change of settings or decisions does
// not change a message already due) and written by each channel in its own format. IDs, names and counts only:
// never a failure's message or a payload's values, which may hold business data.
export interface NewsItem {
  CASEID: string;
  OBJDEFID: string;
  /** new: its signature never failed before this run; regressed: back after its decision was marked fixed. */
  kind: 'new' | 'regressed';
  /** The owner of the decision it regressed from. */
  owner: string | null;
}

export interface RunEndCounts {
  failed: number;
  outage: number;
  quarantined: number;
  known: number;
  noise: number;
  counted: number;
}

export type OutboxMessage =
  | {
      kind: 'run-end';
      runId: string;
      runName: string;
      startedBy: string;
      counts: RunEndCounts;
      news: NewsItem[];
      /** Items left out of `news` to keep the message short. */
      moreNews: number;
      link: string | null;
      /** The e-mail recipients: configured ones and the owners of decisions that regressed. */
      to: string[];
    }
  | { kind: 'test'; by: string; link: string | null; to: string[] }
  | {
      kind: 'digest';
      /** The Monday of the week it tells. */
      week: string;
      /** Its figures as lines (digest-notice.ts): the page the link opens shows them in full. */
      lines: string[];
      link: string | null;
      to: string[];
    };

/** The most items a message lists; the rest are counted. */
export const MAX_NEWS = 20;

export function subjectOf(message: OutboxMessage): string {
  if (message.kind === 'test') return `Test message from the Test Automation Dashboard, sent by ${message.by}`;
  if (message.kind === 'digest') return `Weekly digest: the week of ${message.week}`;
  const fresh = message.news.filter((item) => item.kind === 'new').length;
  const back = message.news.length - fresh;
  const parts = [
    fresh > 0 ? `${fresh} new ${fresh === 1 ? 'failure' : 'failures'}` : '',
    back > 0 ? `${back} ${back === 1 ? 'regression' : 'regressions'}` : '',
    message.moreNews > 0 ? `${message.moreNews} more` : '',
  ].filter(Boolean);
  return `Run ${message.runName}: ${parts.join(', ')}`;
}

/** The lines every channel shows, in plain text. */
export function linesOf(message: OutboxMessage): string[] {
  if (message.kind === 'test')
    return ['This is a test of the channel: messages about runs with new failures will arrive like this.'];
  if (message.kind === 'digest') return message.lines;
  const { counts } = message;
  return [
    `Run ${message.runName} (${message.runId}), started by ${message.startedBy}, ended with ${counts.failed} failed ` +
      `or aborted test cases: ${counts.counted} count against the gates, ${counts.known} known, ` +
      `${counts.quarantined} quarantined, ${counts.outage} outage, ${counts.noise} field-rule noise.`,
    ...message.news.map(
      (item) =>
        `${item.kind === 'new' ? 'New' : 'Regressed'}: test case ${item.CASEID} (${item.OBJDEFID})` +
        (item.owner ? `, decision owner ${item.owner}` : ''),
    ),
    ...(message.moreNews > 0 ? [`And ${message.moreNews} more.`] : []),
  ];
}
