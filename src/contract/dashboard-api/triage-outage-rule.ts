// The dashboard's own API: the outage rule (issue 62), which tells aborts that were the system being down.
import { z } from 'zod/mini';
import { at, user, version } from './triage-fields';

export const MAX_OUTAGE_PATTERNS = 50;

/** Aborted cases whose message contains one of these texts (ignoring case) were an outage, not a failure. */
export const outageRuleSchema = z
  .object({
    patterns: z.array(z.string()),
    /** 0 while it is the default rule; a change names the version it was based on. */
    version: z.int(),
    changedAt: z.nullable(at()),
    changedBy: z.nullable(user()),
  })
  .register(z.globalRegistry, { id: 'OutageRule' });
export type OutageRule = z.output<typeof outageRuleSchema>;

// ---- PUT /api/triage/outage-rule ----

export const putOutageRuleBodySchema = z.object({
  patterns: z
    .array(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(3, 'is shorter than 3 characters: it would match almost any message'),
          z.maxLength(200, 'is longer than 200 characters'),
        ),
      { error: 'is required: a list of message texts' },
    )
    .check(z.maxLength(MAX_OUTAGE_PATTERNS, `holds more than ${MAX_OUTAGE_PATTERNS} texts`)),
  /** The rule's version the writer saw (0 for the default). */
  version: version(),
});
export type PutOutageRuleBody = z.input<typeof putOutageRuleBodySchema>;
