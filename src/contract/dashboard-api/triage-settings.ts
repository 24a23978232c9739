// GET /api/triage/settings: what every triage screen needs before it shows a decision: the categories, the
// ticket link, the quarantine default, the outage rule and whether the requesting user may change anything.
import { z } from 'zod/mini';
import { categorySchema } from './triage-decisions';
import { outageRuleSchema } from './triage-outage-rule';
import { suggestionRuleSchema } from './triage-suggestions';
import { quarantinePolicySchema } from './triage-quarantine-policy';

/** The placeholder the server's --ticket-url pattern holds, replaced by the ticket key. */
export const TICKET_KEY_PLACEHOLDER = '{key}';

export const triageSettingsSchema = z
  .object({
    categories: z.array(z.object({ code: categorySchema, label: z.string() })),
    /** The --ticket-url pattern with TICKET_KEY_PLACEHOLDER, null when none is set (keys are shown as text). */
    ticketUrl: z.nullable(z.string()),
    defaultQuarantinePasses: z.int(),
    outageRule: outageRuleSchema,
    /** Whether the best suggestion is applied by itself, and above which score (issue 73). */
    suggestionRule: suggestionRuleSchema,
    /** The team's quarantine policy; absent from a server older than it. */
    quarantinePolicy: z.optional(quarantinePolicySchema),
    /** The requesting user, and whether they may change decisions (the service lets them start runs). */
    you: z.object({ user: z.string(), canChange: z.boolean(), why: z.string() }),
  })
  .register(z.globalRegistry, { id: 'TriageSettings' });
export type TriageSettings = z.output<typeof triageSettingsSchema>;
