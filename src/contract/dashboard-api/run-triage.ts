// GET /api/triage/run?id=: a run's failures with how each meets the triage decisions, and the groups they fall in.
import { z } from 'zod/mini';
import { about, runId } from './triage-fields';
import { decisionSchema } from './triage-decisions';
import { quarantineSchema } from './triage-quarantine';
import { ruleCoverSchema } from './rule-cover';

/** How a failure meets the decisions (analysis/triage/failure-triage.ts says the rule). */
export const TRIAGE_STATES = {
  /** A decision on this failure, or its signature's decision made when this failure had already happened. */
  decided: 'Decided',
  /** Its signature's decision, made on an earlier failure, applies to it: a known issue. */
  carried: 'Known issue',
  /** Its signature's issue was marked fixed before this failure's run started: it is back. */
  regressed: 'Regressed',
  /** Aborted with a message the outage rule names: the system was down, nothing of the test's own. */
  outage: 'Environment: outage',
  undecided: 'Needs triage',
} as const;
export type TriageState = keyof typeof TRIAGE_STATES;
export const triageStateSchema = z.enum(Object.keys(TRIAGE_STATES) as [TriageState, ...TriageState[]]);

export const runTriageQuerySchema = z.object({
  id: runId().register(z.globalRegistry, about('The run ID, in any case.')),
});

export const failureTriageSchema = z.object({
  RUN_ID: z.string(),
  CASEID: z.string(),
  OBJDEFID: z.string(),
  STATUS: z.string(),
  MESSAGE: z.string(),
  cause: z.string(),
  state: triageStateSchema,
  /** The decision that applies (for `regressed`, the one marked fixed); null for `outage` and `undecided`. */
  decision: z.nullable(decisionSchema),
  /** The case's quarantine that covers this run, if any. */
  quarantine: z.nullable(quarantineSchema),
  /**
   * The accepted field rules that together cover every field its comparison found in ERROR: noise, the rules
   * pending in SAP (it would have passed with them in the ignore list). Empty when a field is left uncovered.
   */
  rules: z.array(ruleCoverSchema),
  /** A known issue: decided or carried with a category other than "to investigate", or an outage. */
  known: z.boolean(),
  /** Whether it counts against gates (--no-new-failures, --max-failures): not known, quarantined or ruled noise. */
  counted: z.boolean(),
});
export type FailureTriage = z.output<typeof failureTriageSchema>;

export const runTriageSchema = z
  .nullable(
    z.object({
      RUN_ID: z.string(),
      /** The run's failed and aborted cases, by test case ID. */
      failures: z.array(failureTriageSchema),
      /** Each failure in exactly one group (analysis/triage/triage-group.ts): an outage, then quarantined, then a
       * known issue, then noise an accepted field rule explains; `counted` the rest, which count against the gates.
       * The groups add up to `failed`. */
      counts: z
        .object({
          failed: z.int(),
          outage: z.int(),
          quarantined: z.int(),
          known: z.int(),
          noise: z.int(),
          counted: z.int(),
        })
        .register(z.globalRegistry, {
          description:
            'Each failure in exactly one group, in this order: an outage, else quarantined, else a known issue, ' +
            'else noise (accepted field rules, pending in SAP, cover every field it failed on); `counted` the rest ' +
            '(they count against the gates). The groups add up to `failed`.',
        }),
    }),
  )
  .register(z.globalRegistry, { id: 'RunTriage' });
export type RunTriage = z.output<typeof runTriageSchema>;
