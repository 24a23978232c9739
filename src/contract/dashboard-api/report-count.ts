// The dashboard's own API: GET /api/report/count, how many executions the execution report would hold, counted
// over the history store. Its params are the members of POST /testexecreport, read by the same schema, so a
// filter the service would refuse is refused here too; its answer is the report builder's estimate.
import { z } from 'zod/mini';
import { reportRequestSchema } from '../requests';

/** The report's members as search params (lists repeated: `FOLDERS=12&FOLDERS=40`). */
export const reportCountQuerySchema = reportRequestSchema.shape.DATA;

export const reportCountSchema = z
  .object({
    count: z.int(),
    /** Why the count is only an upper bound; empty when it is exact. */
    caveats: z.array(z.string()),
    /** The choices the runs of the date range offer, whatever the other filters. */
    offered: z.object({ users: z.array(z.string()), objects: z.array(z.string()), testTypes: z.array(z.int()) }),
    /** Runs of the date range the store holds. */
    runs: z.int(),
    /** False while some of those runs' executions are not stored yet: the count is then at least this. */
    complete: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'ReportCount' });
export type ReportCount = z.output<typeof reportCountSchema>;
