// The dashboard's own API: the team's quarantine policy (issue 73), off by default. When on, the server that syncs
// puts flaky cases whose flaky score reaches `threshold` in quarantine by itself, after each sync pass that stored
// something and when the policy is saved; a case that left quarantine waits `coolDown` before it may go back.
import { z } from 'zod/mini';
import { at, user, version } from './triage-fields';

/** The flaky badge's threshold (analysis/flakiness.ts): below it a case is not flaky, so no policy goes lower. */
export const MIN_POLICY_THRESHOLD = 0.4;
export const COOL_DOWN_UNITS = ['runs', 'days'] as const;
/** A cool-down in runs counts the case's results since it left, of which the store reads the newest 20. */
export const MAX_COOL_DOWN = { runs: 20, days: 365 } as const;
/** Who the store names as the maker of a quarantine the policy made: no SAP user is written in lower case. */
export const POLICY_ACTOR = 'dashboard';

const coolDownSchema = z.object({ unit: z.enum(COOL_DOWN_UNITS), count: z.int() });

export const quarantinePolicySchema = z
  .object({
    on: z.boolean(),
    /** The flaky score (0 to 1) from which a flaky case is put in quarantine. */
    threshold: z.number(),
    coolDown: coolDownSchema,
    /** 0 while it is the default policy (off); a change names the version it was based on. */
    version: z.int(),
    changedAt: z.nullable(at()),
    changedBy: z.nullable(user()),
  })
  .register(z.globalRegistry, { id: 'QuarantinePolicy' });
export type QuarantinePolicy = z.output<typeof quarantinePolicySchema>;

export const DEFAULT_QUARANTINE_POLICY: Pick<QuarantinePolicy, 'on' | 'threshold' | 'coolDown'> = {
  on: false,
  threshold: 0.6,
  coolDown: { unit: 'runs', count: 10 },
};

// ---- PUT /api/triage/quarantine-policy ----

export const putQuarantinePolicyBodySchema = z
  .object({
    on: z.boolean({ error: 'is required: true or false' }),
    threshold: z
      .number({ error: `is required: a flaky score from ${MIN_POLICY_THRESHOLD} to 1` })
      .check(
        z.gte(MIN_POLICY_THRESHOLD, `is below ${MIN_POLICY_THRESHOLD}, the score from which a case is flaky`),
        z.lte(1, 'is above 1, the highest flaky score'),
      ),
    coolDown: z.object(
      {
        unit: z.enum(COOL_DOWN_UNITS, { error: `is not one of ${COOL_DOWN_UNITS.join(', ')}` }),
        count: z.int({ error: 'is not a whole number' }).check(z.gte(1, 'is below 1')),
      },
      { error: 'is required: { unit: runs or days, count }' },
    ),
    /** The policy's version the writer saw (0 for the default). */
    version: version(),
  })
  .check(
    z.refine((body) => body.coolDown.count <= MAX_COOL_DOWN[body.coolDown.unit], {
      message: `is more than ${MAX_COOL_DOWN.runs} runs or ${MAX_COOL_DOWN.days} days`,
      path: ['coolDown', 'count'],
    }),
  );
export type PutQuarantinePolicyBody = z.input<typeof putQuarantinePolicyBodySchema>;
