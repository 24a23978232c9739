// The endpoints of the dashboard's API around the history sync: a run as the store last read it (and so watched
// by the sync for its page), a tab saying it watches the dashboard, an operator asking for a reconcile now.
import { z } from 'zod/mini';
import {
  liveRunQuerySchema,
  liveRunSchema,
  reconcileAskedSchema,
  watchingSchema,
} from '../../../contract/dashboard-api/sync';
import { normaliseHexId } from '../../../contract/ids';
import { storedLiveRun } from '../read/stored-live-run';
import { wishWriterOf } from '../store/sync-wishes';
import { askForReconcile } from '../sync/reconcile';
import { DEFAULT_PACES } from '../sync/sync-pace';
import { SyncProblem } from './sync-problem';
import { define, type RequestContext } from './dashboard-endpoints';
import { storeOf } from './store-answers';

/**
 * Someone waits for this run (its page, a pipeline awaiting its triage): while it is in progress the sync reads it
 * with its test cases every few seconds, once for all of them. A wish that cannot be written costs its pace only.
 */
export function watchRun(context: RequestContext, runId: string): void {
  wishWriterOf(storeOf(context.history))('run', normaliseHexId(runId), context.now, DEFAULT_PACES.runWatchMs).catch(
    (error: unknown) => console.error(`History: could not note that run ${runId} is watched:`, error),
  );
}

/** Writes that take no members still send `{}` as JSON: a cross-site form cannot send that type. */
const NO_MEMBERS = z.strictObject({});

export const SYNC_ENDPOINTS = [
  define({
    method: 'get',
    path: '/run/live',
    operationId: 'getLiveRun',
    summary: 'A run as the history store last read it, in progress or not',
    description:
      'The run page follows a run in progress here rather than on the service: with `page=true` the sync reads it ' +
      'with its test cases every few seconds while anyone has its page open, once for all of them. `readAt` says ' +
      'when the sync last heard of it.',
    query: liveRunQuerySchema,
    answers: liveRunSchema,
    handle: async (context, query) => {
      if (query.page === 'true') watchRun(context, query.id);
      return storedLiveRun(storeOf(context.history), query.id, context.now);
    },
  }),
  define({
    method: 'post',
    path: '/history/watching',
    operationId: 'postWatching',
    readers: true,
    body: NO_MEMBERS,
    summary: 'A dashboard tab says it is open and visible',
    description:
      'Sent by each visible tab about once a minute: while a tab has checked in within the last two minutes, the ' +
      "sync lists the service's runs every few seconds rather than every few minutes, so that a run's end shows " +
      'within 30 s. Any user the service lets read may send it.',
    answers: watchingSchema,
    handle: async ({ history, now }) => {
      const forMs = DEFAULT_PACES.dashboardWatchMs;
      await wishWriterOf(storeOf(history))('dashboard', null, now, forMs);
      return { until: new Date(now.getTime() + forMs).toISOString() };
    },
  }),
  define({
    method: 'post',
    path: '/history/reconcile',
    operationId: 'postReconcile',
    summary: 'Ask for the daily reconcile now',
    description:
      'The sync checks what its quick reads cannot see (results merged into old runs, runs the service let go, ' +
      'folders and test cases renamed or moved) once a day; an operator may ask for it now, at most once an hour ' +
      '(429 with Retry-After otherwise). It starts at the next tick of the syncing server; GET /api/history/status ' +
      'says how far it got.',
    body: NO_MEMBERS,
    refusals: { 429: 'One was asked for or begun within the last hour; Retry-After says when it may be asked again.' },
    answers: reconcileAskedSchema,
    handle: async ({ history, now, writer }) => {
      const asked = await askForReconcile(storeOf(history), writer!.user, now);
      if (!asked.accepted)
        throw new SyncProblem(
          429,
          'TOO_SOON',
          `A reconcile was asked for or begun within the last hour; ask again after ${asked.retryAt}.`,
          { 'retry-after': String(Math.max(1, Math.ceil((Date.parse(asked.retryAt) - now.getTime()) / 1000))) },
        );
      return { asked: now.toISOString(), by: writer!.user };
    },
  }),
];
