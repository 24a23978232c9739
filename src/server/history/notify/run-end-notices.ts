// Queues the message a run's end calls for, in the transaction that stores the end: the outbox then holds it exactly
// when the store holds the run's results, whatever dies when. Triage is applied as every reader applies it (decisions
// carried forward, quarantines, the outage rule, accepted field rules): only failures that count against the gates
// and are news (failing anew by the lifecycle's rule, or back after its fix) notify.
import type { FailureTriage } from '../../../contract/dashboard-api/run-triage';
import { triageGroup } from '../../../analysis/triage/triage-group';
import { runPagePath } from '../../../contract/page-paths';
import { failsAnew } from '../../../analysis/lifecycle/case-lifecycle';
import { scoredOutcome } from '../../../analysis/flakiness';
import { recentCaseResults } from '../read/recent-case-results';
import { readOutageRule } from '../triage/outage-rule-store';
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

/** A run that ended longer ago than this when the store learns of it is history read late (a reconcile), not news. */
const NEWS_FOR_MS = 2 * 86_400_000;

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

/**
 * The counted failures that are news, in case order: regressed (back after the decision on them was marked fixed),
 * or undecided and failing anew as the lifecycle's rule says (analysis/lifecycle/case-lifecycle.ts): none of the
 * case's few outcomes before this one failed (outages not counted). A case failing every night is not news each night.
 */
async function newsOf(db: StoreDb, run: EndedRun, failed: readonly FailureTriage[]): Promise<NewsItem[]> {
  const counted = failed.filter((failure) => triageGroup(failure) === 'counted');
  const undecided = counted.filter((failure) => failure.state === 'undecided');
  const anew = undecided.length === 0 ? new Set<string>() : await failingAnew(db, run, undecided);
  return counted.flatMap((failure): NewsItem[] => {
    const item = { CASEID: failure.CASEID, OBJDEFID: failure.OBJDEFID };
    if (failure.state === 'regressed') return [{ ...item, kind: 'regressed', owner: failure.decision?.owner || null }];
    if (failure.state === 'undecided' && anew.has(failure.CASEID)) return [{ ...item, kind: 'new', owner: null }];
    return [];
  });
}

/** The cases among `failed` that fail anew in `run`: their outcomes up to it, read as the lifecycle reads them. */
async function failingAnew(db: StoreDb, run: EndedRun, failed: readonly FailureTriage[]): Promise<Set<string>> {
  const { patterns } = await readOutageRule(db);
  const recent = await recentCaseResults(
    db,
    failed.map((failure) => failure.CASEID),
    patterns,
  );
  const anew = new Set<string>();
  for (const [caseId, results] of recent) {
    // A run read late may have later results of the case beside it: the news is as of this run.
    const asOfRun = results.filter((result) => result.startedAt <= run.startedAt);
    if (failsAnew(asOfRun.flatMap((result) => scoredOutcome(result) ?? []))) anew.add(caseId);
  }
  return anew;
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
