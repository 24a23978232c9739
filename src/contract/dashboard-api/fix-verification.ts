// POST /api/triage/decision/verify and GET /api/triage/decision/verification: a fix proved by running the decision's
// test cases again, N runs one after another (issue 73). The decision counts as verified only when every run passed.
import { z } from 'zod/mini';
import { about, at, user, version } from './triage-fields';

export const DEFAULT_VERIFY_RUNS = 3;
export const MAX_VERIFY_RUNS = 10;

const decisionId = () =>
  z.int({ error: 'is required: a decision ID (a whole number)' }).check(z.positive('is not a decision ID'));

export const verifyFixBodySchema = z.object({
  id: decisionId(),
  version: version(),
  runs: z._default(
    z
      .int({ error: 'must be a whole number of runs' })
      .check(
        z.minimum(1, 'must be at least 1 run'),
        z.maximum(MAX_VERIFY_RUNS, `must be at most ${MAX_VERIFY_RUNS} runs: each runs every case of the decision`),
      ),
    DEFAULT_VERIFY_RUNS,
  ),
});
export type VerifyFixBody = z.input<typeof verifyFixBodySchema>;

export const verificationQuerySchema = z.object({
  decision: z.coerce
    .number({ error: 'must be a decision ID (a whole number)' })
    .check(z.refine(Number.isSafeInteger, 'is not a decision ID'), z.positive('is not a decision ID'))
    .register(z.globalRegistry, about('The decision ID.')),
});

/**
 * waiting: asked, behind another verification; running: a run of it is going; verified: every run passed;
 * failed: a run failed (a failure with the decision's signature is then regressed, as any later one);
 * stopped: it could not go on (the service refused a start, or the server restarted holding no credentials for it).
 */
export const VERIFICATION_STATES = ['waiting', 'running', 'verified', 'failed', 'stopped'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];
export const RUN_OUTCOMES = ['running', 'passed', 'failed'] as const;

export const verificationRunSchema = z.object({
  RUN_ID: z.string(),
  outcome: z.enum(RUN_OUTCOMES),
});
export type VerificationRun = z.output<typeof verificationRunSchema>;

export const verificationSchema = z
  .object({
    id: z.int(),
    decisionId: z.int(),
    /** The fix it verifies: a later fixed mark (after a reopen) needs a verification of its own. */
    fixedAt: at(),
    state: z.enum(VERIFICATION_STATES),
    runsWanted: z.int(),
    /** The runs started so far, in order. */
    runs: z.array(verificationRunSchema),
    cases: z.array(z.string()),
    askedAt: at(),
    askedBy: user(),
    endedAt: z.nullable(at()),
    /** Why it failed or stopped, in a sentence; null otherwise. */
    why: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'FixVerification' });
export type Verification = z.output<typeof verificationSchema>;

/** The decision's newest verification, or null when none was asked. */
export const latestVerificationSchema = z
  .nullable(verificationSchema)
  .register(z.globalRegistry, { id: 'LatestFixVerification' });
