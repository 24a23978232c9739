// The dashboard's own API: GET /api/runs/in-progress, the runs the store last saw in progress among those
// started yesterday or today (as the overview's Runs tile asks the service), so the overview follows only those
// live instead of listing two days of runs from the service (1.4 MB on the large data set).
import { z } from 'zod/mini';
import { listedRunSchema } from '../records';
import { runTypesParam, sapUserParam } from './query-params';

export const runsInProgressQuerySchema = z.object({
  type: runTypesParam().register(z.globalRegistry, { description: 'Run type codes (repeated). None for all.' }),
  user: sapUserParam().register(z.globalRegistry, {
    description: 'The SAP user who started the runs; empty for anyone.',
  }),
});
export type RunsInProgressQuery = z.output<typeof runsInProgressQuerySchema>;

export const runsInProgressSchema = z
  .object({
    runs: z
      .array(listedRunSchema)
      .register(z.globalRegistry, { description: 'Newest first, as the service listed them at the last sync pass.' }),
  })
  .register(z.globalRegistry, { id: 'RunsInProgress' });
