// The dashboard's own API around the history sync: a run as the store last read it (its page follows it there,
// so the service is asked once for all its watchers), a tab saying it watches, and an operator asking for the
// daily reconcile now.
import { z } from 'zod/mini';
import { isHexId } from '../ids';
import { testRunSchema } from '../records';

const about = (description: string) => ({ description });

export const liveRunQuerySchema = z.object({
  id: z
    .string({ error: 'is required' })
    .check(z.refine(isHexId, 'is not a run ID (32 hexadecimal characters)'))
    .register(z.globalRegistry, about('The run ID, in any case.')),
  page: z
    .optional(z.enum(['true', 'false']))
    .register(
      z.globalRegistry,
      about(
        "true when the run's page asks (someone watches it): the sync then reads it with its test cases every few " +
          "seconds while it is in progress. Other readers (a tab awaiting its end) leave it at the sync's pace.",
      ),
    ),
});
export type LiveRunQuery = z.output<typeof liveRunQuerySchema>;

export const liveRunSchema = z
  .object({
    run: z
      .nullable(testRunSchema)
      .register(
        z.globalRegistry,
        about(
          'The run as GET /testruns/{id}?$includeDetails=true answered it when the sync last read it (VARIABLES ' +
            'empty); null when the store has not read it yet.',
        ),
      ),
    readAt: z
      .nullable(z.iso.datetime({ offset: true }))
      .register(z.globalRegistry, about('When the sync last heard of the run from the service.')),
    ageMs: z
      .nullable(z.int())
      .register(
        z.globalRegistry,
        about("How long ago that was, by the server's clock (a browser's clock may be apart from it)."),
      ),
  })
  .register(z.globalRegistry, { id: 'LiveRun' });
export type LiveRun = z.infer<typeof liveRunSchema>;

export const watchingSchema = z
  .object({
    until: z.iso
      .datetime({ offset: true })
      .register(z.globalRegistry, about('Until when the sync keeps the pace of someone watching, unless asked again.')),
  })
  .register(z.globalRegistry, { id: 'Watching' });

export const reconcileAskedSchema = z
  .object({
    asked: z.iso.datetime({ offset: true }),
    by: z.string(),
  })
  .register(z.globalRegistry, { id: 'ReconcileAsked' });
