// The dashboard's own API: GET /api/run, a finished run with its test cases' results as the history store holds
// it, in the shape the service answers GET /testruns/{id}?$includeDetails=true. What is live is not answered
// here: a run in progress, one whose latest state the store has not read, or one the service let go is null,
// and the page reads the service.
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
