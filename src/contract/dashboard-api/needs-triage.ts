// GET /api/triage/needs-triage: the queue of failure signatures no decision covers yet, or whose fix did not hold.
import { z } from 'zod/mini';
import { wireDate, wireTime } from '../date-time';
import { about } from './triage-fields';
import { decisionSchema } from './triage-decisions';
import { signatureSchema } from './triage-signature';
import { DEFAULT_TRIAGE_DAYS, DEFAULT_TRIAGE_LIMIT, MAX_TRIAGE_DAYS, MAX_TRIAGE_LIMIT } from './triage-basics';

const wholeNumberParam = (fallback: number, max: number) =>
  z._default(
    z.coerce
      .number({ error: `must be a whole number from 1 to ${max}` })
      .check(
        z.refine(Number.isInteger, `must be a whole number from 1 to ${max}`),
        z.gte(1, `must be a whole number from 1 to ${max}`),
        z.lte(max, `must be a whole number from 1 to ${max}`),
      ),
    fallback,
  );

export const needsTriageQuerySchema = z.object({
  days: wholeNumberParam(DEFAULT_TRIAGE_DAYS, MAX_TRIAGE_DAYS).register(
    z.globalRegistry,
    about(`Finished runs started this many days back, today included (default ${DEFAULT_TRIAGE_DAYS}).`),
  ),
  limit: wholeNumberParam(DEFAULT_TRIAGE_LIMIT, MAX_TRIAGE_LIMIT).register(
    z.globalRegistry,
    about(`How many signatures to list, newest failure first (default ${DEFAULT_TRIAGE_LIMIT}).`),
  ),
});
export type NeedsTriageQuery = z.output<typeof needsTriageQuerySchema>;

export const needsTriageSchema = z
  .object({
    from: wireDate,
    /** Over the whole window, listed or not: the overview's count is `failures`. */
    total: z.object({ signatures: z.int(), failures: z.int() }),
    /** One per signature with failures needing triage, newest failure first. */
    entries: z.array(
      z.object({
        signature: signatureSchema,
        state: z.enum(['undecided', 'regressed']),
        /** For `regressed`, the decision that was marked fixed. */
        decision: z.nullable(decisionSchema),
        failures: z.int(),
        cases: z.int(),
        newest: z.object({
          RUN_ID: z.string(),
          RUN_NAME: z.string(),
          STARTED_DATE: wireDate,
          STARTED_TIME: wireTime,
          CASEID: z.string(),
          MESSAGE: z.string(),
        }),
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'NeedsTriage' });
export type NeedsTriage = z.output<typeof needsTriageSchema>;
