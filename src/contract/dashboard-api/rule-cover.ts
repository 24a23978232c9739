// An accepted field rule (issue 72) as what it explains names it: a failure it makes noise (GET /api/triage/run), a
// field of a ledger it covers (GET /api/interface/fields). Its own module: the triage and ledger contracts both name it.
import { z } from 'zod/mini';

/** The rule types of the service's ignore list that the dashboard suggests. */
export const RULE_TYPES = ['Ignore', 'Warning'] as const;

export const ruleCoverSchema = z.object({
  id: z.int(),
  expression: z.string(),
  type: z.enum(RULE_TYPES),
  /** When someone said it is entered in the service's ignore list; null while it is pending in SAP. */
  enteredAt: z.nullable(z.string()),
});
export type RuleCover = z.output<typeof ruleCoverSchema>;
