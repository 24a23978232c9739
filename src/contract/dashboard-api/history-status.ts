// The dashboard's own API (the server's /api, not the service's interface): what GET /api/history/status
// answers. Declared here once, in zod/mini like the service's records, for the server that answers it, its
// OpenAPI document and the browser that reads it.
import { z } from 'zod/mini';

const about = (description: string) => ({ description });
const instant = z.iso.datetime({ offset: true });

export const HISTORY_STATES = ['off', 'starting', 'syncing', 'ready', 'failed'] as const;

export const historyStatusSchema = z
  .object({
    state: z
      .enum(HISTORY_STATES)
      .register(
        z.globalRegistry,
        about(
          'off: the server keeps no history (--store none); starting: the store is being opened; syncing: the first ' +
            'full sync is under way; ready: the history is whole and kept up to date; failed: the store could not be opened',
        ),
      ),
    leader: z
      .boolean()
      .register(z.globalRegistry, about('Whether this server is the one syncing (several may share one database).')),
    store: z.nullable(z.string()).register(z.globalRegistry, about('Where the history is kept, without any password.')),
    engine: z.nullable(z.enum(['pglite', 'postgres'])),
    completeUpTo: z
      .nullable(instant)
      .register(
        z.globalRegistry,
        about('The start of the last sync pass that left nothing to read: the history is complete up to then.'),
      ),
    runs: z.nullable(
      z.object({
        kept: z.int().register(z.globalRegistry, about('Runs in the store, archived ones included.')),
        read: z.int().register(z.globalRegistry, about('Runs whose test case results are stored.')),
        toRead: z
          .int()
          .register(z.globalRegistry, about('Runs the service lists whose results are still to be read (again).')),
        archived: z.int().register(z.globalRegistry, about('Runs the service no longer has, kept with their results.')),
        readSince: z
          .nullable(z.iso.date())
          .register(z.globalRegistry, about('The oldest day of the runs read so far.')),
      }),
    ),
    lastError: z
      .nullable(z.object({ message: z.string(), at: instant }))
      .register(z.globalRegistry, about('Why the last sync pass failed, while it is the latest word.')),
    syncedAt: z
      .nullable(instant)
      .register(
        z.globalRegistry,
        about('When the syncing server last finished a pass (also when it is another server).'),
      ),
    problem: z.nullable(z.string()).register(z.globalRegistry, about('Why the store is not available (state failed).')),
    load: z
      .nullable(
        z.object({
          requests: z.int(),
          bytes: z.int().register(z.globalRegistry, about('The answers as the service built them (uncompressed).')),
          wireBytes: z.int().register(z.globalRegistry, about('The same as they crossed the network.')),
          watched: z
            .boolean()
            .register(
              z.globalRegistry,
              about('Whether someone watches the dashboard, so the sync lists runs every few seconds.'),
            ),
          following: z.int().register(z.globalRegistry, about('Runs in progress the sync follows by their ID.')),
        }),
      )
      .register(
        z.globalRegistry,
        about('What the sync asked of the service in the last hour: the load the dashboard puts on the SAP system.'),
      ),
    reconcile: z
      .nullable(
        z.object({
          at: z.string().register(z.globalRegistry, about('When the daily reconcile starts, HH:MM in `timeZone`.')),
          timeZone: z.string(),
          running: z.nullable(
            z.object({
              startedAt: instant,
              reason: z.enum(['daily', 'asked']),
              stepsDone: z.int(),
              stepsLeft: z.int(),
            }),
          ),
          last: z.nullable(
            z.object({
              startedAt: instant,
              endedAt: instant,
              reason: z.enum(['daily', 'asked']),
              steps: z.int(),
              requests: z.int(),
              bytes: z.int(),
            }),
          ),
        }),
      )
      .register(
        z.globalRegistry,
        about('The daily reconcile of what the quick reads cannot see: the one under way and the last one.'),
      ),
  })
  .register(z.globalRegistry, { id: 'HistoryStatus' });
export type HistoryStatus = z.infer<typeof historyStatusSchema>;
