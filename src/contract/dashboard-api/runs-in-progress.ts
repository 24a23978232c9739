// The dashboard's own API: GET /api/runs/in-progress, the runs the store last saw in progress among those
// started yesterday or today (as the overview's Runs tile asks the service), so the overview follows only those
// live instead of listing two days of runs from the service (1.4 MB on the large data set).
import { z } from 'zod/mini';
import { RUN_TYPES } from '../codes';
import { listedRunSchema } from '../records';

export const runsInProgressQuerySchema = z.object({
  type: z
    ._default(
      z.array(
        z.enum(Object.keys(RUN_TYPES) as [string, ...string[]], {
          error: `is not a run type: one of ${Object.keys(RUN_TYPES).join(', ')}`,
        }),
      ),
      [],
    )
    .register(z.globalRegistry, { description: 'Run type codes (repeated). None for all.' }),
  user: z
    ._default(z.string().check(z.maxLength(12, 'is longer than an SAP user name (12 characters)')), '')
    .register(z.globalRegistry, { description: 'The SAP user who started the runs; empty for anyone.' }),
});
export type RunsInProgressQuery = z.output<typeof runsInProgressQuerySchema>;

export const runsInProgressSchema = z
  .object({
    runs: z
      .array(listedRunSchema)
      .register(z.globalRegistry, { description: 'Newest first, as the service listed them at the last sync pass.' }),
  })
  .register(z.globalRegistry, { id: 'RunsInProgress' });
