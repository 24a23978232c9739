// GET /api/triage/decision/history?id=: every change of one triage decision, so a screen can show who changed
// what and undo the last change.
import { z } from 'zod/mini';
import { about, at, user } from './triage-fields';
import { decisionContentSchema, decisionSchema } from './triage-decisions';

export const decisionHistoryQuerySchema = z.object({
  id: z.coerce
    .number({ error: 'must be a decision ID (a whole number)' })
    .check(z.refine(Number.isSafeInteger, 'is not a decision ID'), z.positive('is not a decision ID'))
    .register(z.globalRegistry, about('The decision ID.')),
});

const decisionStateSchema = z.object({
  ...decisionContentSchema.shape,
  fixedAt: z.nullable(at()),
  fixedBy: z.nullable(user()),
  withdrawn: z.boolean(),
});
export type DecisionState = z.output<typeof decisionStateSchema>;

export const DECISION_ACTIONS = ['made', 'changed', 'fixed', 'reopened', 'undone'] as const;

export const decisionHistorySchema = z
  .object({
    decision: decisionSchema,
    /** Newest first; `version` is the decision's version the change made. */
    changes: z.array(
      z.object({
        version: z.int(),
        action: z.enum(DECISION_ACTIONS),
        at: at(),
        by: user(),
        /** Null for the change that made the decision. */
        before: z.nullable(decisionStateSchema),
        after: decisionStateSchema,
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'TriageDecisionHistory' });
export type DecisionHistory = z.output<typeof decisionHistorySchema>;
