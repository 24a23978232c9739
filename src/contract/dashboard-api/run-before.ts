// The dashboard's own API: GET /api/run/before, what a run page tells from the runs before it: the previous run
// (the same name, dates in it aside, else the same test cases) with what changed since, and the run's failures
// grouped by cause, dated over the earlier runs. Worked out by the server over the store, so that the page asks
// the service for none of those runs.
import { z } from 'zod/mini';
import { CHANGES } from '../run-changes';
import { failureGroupSchema, runRefSchema } from './overview';

/** Null while the store has not read the run. */
export const runBeforeSchema = z
  .nullable(
    z.object({
      previous: z.nullable(
        z.extend(runRefSchema, {
          matchedBy: z.enum(['name', 'test cases']),
          /** Test cases by how they changed from the previous run to this one (analysis/compare-runs.ts). */
          counts: z.record(z.enum(CHANGES), z.int()),
        }),
      ),
      /** Every failure of the run listed; first and last seen over it and up to five runs before it. */
      failureGroups: z.array(failureGroupSchema),
    }),
  )
  .register(z.globalRegistry, { id: 'RunBefore' });
export type RunBefore = z.output<typeof runBeforeSchema>;
