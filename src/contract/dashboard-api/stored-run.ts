// The dashboard's own API: GET /api/run, a finished run with its test cases' results as the history store holds
// it, in the shape the service answers GET /testruns/{id}?$includeDetails=true, and GET /api/run/page, the same run
// with what the store kept of its field comparison, for the run's page. What is live is not answered here: a run in
// progress, one whose latest state the store has not read, or one the service let go is null, and the page reads
// the service.
import { z } from 'zod/mini';
import { isHexId } from '../ids';
import { testRunSchema } from '../records';

export const storedRunQuerySchema = z.object({
  id: z
    .string({ error: 'is required' })
    .check(z.refine(isHexId, 'is not a run ID (32 hexadecimal characters)'))
    .register(z.globalRegistry, { description: 'The run ID, in any case.' }),
});
export type StoredRunQuery = z.output<typeof storedRunQuerySchema>;

export const storedRunSchema = z.nullable(testRunSchema).register(z.globalRegistry, { id: 'StoredRun' });

/**
 * What the store holds of a run's field comparison: `kept` (its differing fields are COMPARISON), `unsent` (the
 * release sends none), `masked` (kept as masks only) or `not-kept` (not read with it: before the comparison window,
 * expired, or not read yet). Only `kept` and `unsent` stand in for the service's answer.
 */
export const STORED_DIFFERENCES = ['kept', 'unsent', 'masked', 'not-kept'] as const;
export type StoredDifferences = (typeof STORED_DIFFERENCES)[number];

export const storedRunPageSchema = z
  .nullable(
    z.object({
      run: testRunSchema,
      // Said in the endpoint's description, which stays on the server.
      differences: z.enum(STORED_DIFFERENCES),
    }),
  )
  .register(z.globalRegistry, { id: 'StoredRunPage' });
export type StoredRunPage = z.output<typeof storedRunPageSchema>;
