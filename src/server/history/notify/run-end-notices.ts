// Queues the message a run's end calls for, in the transaction that stores the end: the outbox then holds it exactly
// when the store holds the run's results, whatever dies when. Triage is applied as every reader applies it (decisions
// carried forward, quarantines, the outage rule, accepted field rules): only failures that count against the gates
// and are news (a signature not seen failing lately, or one back after its fix) notify.
import { and, gte, inArray, lt, ne } from 'drizzle-orm';
import type { FailureTriage } from '../../../contract/dashboard-api/run-triage';
import { triageGroup } from '../../../analysis/triage/triage-group';
import { runPagePath } from '../../../contract/page-paths';
import { failures } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { readPart } from '../store/sync-state';
import { runTriage } from '../triage/run-triage';
import { storeTime } from '../triage/triage-time';
import { queueMessage } from './outbox-store';
import { readStoredNotifySettings, type StoredNotifySettings } from './notify-settings-store';
import { MAX_NEWS, type NewsItem, type OutboxMessage } from './outbox-message';

export interface EndedRun {
  id: string;
  name: string;
  startedBy: string;
  /** As stored: the service's wall-clock time. */
  startedAt: string;
  endedAt: string;
  fingerprint: string;
}

/** A signature that failed within this many days before the run is not new, however it was triaged. */
const NEW_AFTER_DAYS = 30;
/** A run that ended longer ago than this when the store learns of it is history read late (a reconcile), not news. */
const NEWS_FOR_MS = 2 * 86_400_000;

const day = (wallTime: string, days: number) =>
  new Date(Date.parse(`${wallTime.slice(0, 10)}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** Queues a message per channel that is on for each run that ended with news; nothing before the first sync's end. */
export async function queueRunEndNotices(db: StoreDb, ended: readonly EndedRun[], now: Date): Promise<number> {
  if (ended.length === 0) return 0;
  const { value: settings } = await readStoredNotifySettings(db);
  if (settings.channels.length === 0) return 0;
  if (!(await readPart(db, 'runs')).firstSyncDoneAt) return 0;
  const recent = storeTime(new Date(now.getTime() - NEWS_FOR_MS)).slice(0, 19);
  let queued = 0;
  for (const run of ended.filter((each) => each.endedAt >= recent)) {
    const triage = await runTriage(db, run.id);
    if (!triage) continue;
    const news = await newsOf(db, run, triage.failures);
    if (news.length === 0) continue;
    const message = runEndMessage(run, triage.counts, news, settings);
    queued += await queueMessage(db, `run-end ${run.id} ${run.fingerprint}`, settings.channels, message, now);
  }
  return queued;
}

/** The counted failures that are new or regressed, in case order. */
async function newsOf(db: StoreDb, run: EndedRun, failed: readonly FailureTriage[]): Promise<NewsItem[]> {
  const counted = failed.filter((failure) => triageGroup(failure) === 'counted');
  const undecided = counted.filter((failure) => failure.state === 'undecided');
  const seen = new Set<string>();
  if (undecided.length > 0) {
    const earlier = await db
      .selectDistinct({ automationObject: failures.automationObject, cause: failures.cause })
      .from(failures)
      .where(
        and(
          gte(failures.runStartedAt, day(run.startedAt, NEW_AFTER_DAYS)),
          lt(failures.runStartedAt, run.startedAt),
          ne(failures.runId, run.id),
          inArray(failures.automationObject, [...new Set(undecided.map((failure) => failure.OBJDEFID))]),
          inArray(failures.cause, [...new Set(undecided.map((failure) => failure.cause))]),
        ),
      );
    for (const row of earlier) seen.add(`${row.automationObject} ${row.cause}`);
  }
  return counted.flatMap((failure): NewsItem[] => {
    if (failure.state === 'regressed')
      return [
        {
          CASEID: failure.CASEID,
          OBJDEFID: failure.OBJDEFID,
          kind: 'regressed',
          owner: failure.decision?.owner || null,
        },
      ];
    if (failure.state === 'undecided' && !seen.has(`${failure.OBJDEFID} ${failure.cause}`))
      return [{ CASEID: failure.CASEID, OBJDEFID: failure.OBJDEFID, kind: 'new', owner: null }];
    return [];
  });
}

function runEndMessage(
  run: EndedRun,
  counts: NonNullable<Awaited<ReturnType<typeof runTriage>>>['counts'],
  news: NewsItem[],
  settings: StoredNotifySettings,
): OutboxMessage {
  const addressOf = new Map(settings.owners.map((each) => [each.owner, each.address]));
  const owners = news.flatMap((item) => (item.owner ? (addressOf.get(item.owner.toUpperCase()) ?? []) : []));
  return {
    kind: 'run-end',
    runId: run.id,
    runName: run.name,
    startedBy: run.startedBy,
    counts,
    news: news.slice(0, MAX_NEWS),
    moreNews: Math.max(0, news.length - MAX_NEWS),
    link: runPagePath(run.id),
    to: [...new Set([...settings.recipients, ...owners])],
  };
}
