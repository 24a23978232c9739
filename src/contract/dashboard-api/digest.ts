// GET /api/digest (issue 73): a week in one answer, for the weekly digest the dashboard shows, downloads and e-mails.
// Weeks run Monday to Sunday, by the days the store dates runs with (UTC).
import { z } from 'zod/mini';
import { wireDate } from '../date-time';
import { isMonday } from '../weeks';
import { lifecycleClassSchema, lifecycleRunSchema } from './lifecycle';
import { at, about, user } from './triage-fields';
import { signatureSchema } from './triage-signature';
import { FIELD_KINDS } from './field-ledger';

export const DIGEST_PATH = '/digest';
/** The pass rate of the week and of this many weeks before it. */
export const DIGEST_WEEKS_BEFORE = 4;
/** The noisiest fields listed. */
export const DIGEST_FIELDS = 5;

export const digestQuerySchema = z.object({
  week: z
    .optional(z.string().check(z.refine(isMonday, 'must be a Monday, YYYY-MM-DD')))
    .register(z.globalRegistry, about('The Monday the week starts on; none for the last full week.')),
});
export type DigestQuery = z.output<typeof digestQuerySchema>;

const weekSchema = z.object({ from: wireDate, to: wireDate });

export const digestSchema = z
  .object({
    week: weekSchema,
    /** The week's pass rate and that of the weeks before it, oldest first: the overview's figure per week. */
    passRates: z.array(
      z.extend(weekSchema, {
        /** Passed of the finished executions, outages left out; null when none finished. */
        passRate: z.nullable(z.number()),
        finished: z.int(),
      }),
    ),
    /** Failing test cases whose class (the lifecycle's, as it stands now) dates from a run of the week. */
    failures: z.object({
      counts: z.object({ new: z.int(), broken: z.int(), flaky: z.int(), recovered: z.int() }),
      cases: z.array(
        z.object({ CASEID: z.string(), DESCR: z.string(), class: lifecycleClassSchema, since: lifecycleRunSchema }),
      ),
    }),
    /** Signatures whose fix did not hold: failing again, from the week on, after a decision marked them fixed. */
    regressed: z.array(
      z.object({ signature: signatureSchema, failures: z.int(), cases: z.int(), newest: wireDate, fixedBy: user() }),
    ),
    /** What still needs triage now, oldest first: waiting since its first undecided failure of the window. */
    needsTriage: z.object({
      signatures: z.int(),
      failures: z.int(),
      oldest: z.array(
        z.object({
          signature: signatureSchema,
          state: z.enum(['undecided', 'regressed']),
          failures: z.int(),
          cases: z.int(),
          waitingSince: wireDate,
          /** Whole days from `waitingSince` to today (0 on the same day). */
          days: z.int(),
        }),
      ),
    }),
    /** Quarantines entered and left in the week. */
    quarantines: z.object({
      entered: z.array(z.object({ CASEID: z.string(), at: at(), by: user(), reason: z.string() })),
      left: z.array(z.object({ CASEID: z.string(), at: at(), how: z.enum(['passes', 'hand']) })),
    }),
    /** The fields over all interfaces whose differences are noise or drift, most runs differing first. */
    noisyFields: z.array(
      z.object({
        object: z.string(),
        path: z.string(),
        kind: z.enum(FIELD_KINDS),
        runsDiffered: z.int(),
        cases: z.int(),
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'Digest' });
export type Digest = z.output<typeof digestSchema>;
