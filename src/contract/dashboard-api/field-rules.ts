// The dashboard's API for accepted field rules (issue 72): the ignore rules the team decided to enter in the service's
// ignore list, kept as decisions (who, when, history and undo), writable by those the service lets start runs, with
// whether each was entered in SAP and took effect, and their export per interface.
import { z } from 'zod/mini';
import { FIELD_KINDS, objectParam } from './field-ledger';
import { RULE_TYPES } from './rule-cover';

const about = (description: string) => ({ description });

/** A rule's expression: a path, generalised or not; longer than any comparison path is a mistake. */
const EXPRESSION_LENGTH = 1000;
const NOTE_LENGTH = 2000;

export const RULE_ACTIONS = ['accepted', 'changed', 'entered', 'withdrawn', 'undone'] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];

/** What a change of a rule changes, and what an undo restores. */
export const ruleStateSchema = z.object({
  type: z.enum(RULE_TYPES),
  note: z.string(),
  /** When someone said it is entered in the service's ignore list (an instant), and who; null: pending in SAP. */
  enteredAt: z.nullable(z.string()),
  enteredBy: z.nullable(z.string()),
  withdrawn: z.boolean(),
});
export type RuleState = z.output<typeof ruleStateSchema>;

export const RULE_EFFECTS = ['pending', 'entered', 'in effect'] as const;

export const acceptedRuleSchema = z
  .object({
    id: z.int(),
    object: z.string(),
    expression: z.string(),
    type: z.enum(RULE_TYPES),
    note: z.string(),
    /** The field it was accepted for, and that field's kind then. */
    path: z.string(),
    kind: z.enum(FIELD_KINDS),
    version: z.int(),
    acceptedAt: z.string(),
    acceptedBy: z.string(),
    changedAt: z.string(),
    changedBy: z.string(),
    enteredAt: z.nullable(z.string()),
    enteredBy: z.nullable(z.string()),
    /**
     * `pending`: not yet entered in SAP; `entered`: entered, and a covered field still failed in a run started after
     * that (or none ran since); `in effect`: runs since compared the interface and no covered field failed.
     */
    effect: z.enum(RULE_EFFECTS),
    /** The start (service time) of the newest run in which a covered field failed, in the kept comparisons. */
    lastFailedAt: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'AcceptedRule' });
export type AcceptedRule = z.output<typeof acceptedRuleSchema>;

export const acceptedRulesQuerySchema = z.object({
  object: z.optional(objectParam()),
});

export const acceptedRulesSchema = z
  .object({ rules: z.array(acceptedRuleSchema) })
  .register(z.globalRegistry, { id: 'AcceptedRules' });
export type AcceptedRules = z.output<typeof acceptedRulesSchema>;

const expressionField = () =>
  z
    .string({ error: 'is required: the expression to enter in the ignore list' })
    .check(
      z.minLength(1, 'is empty: the rule needs an expression'),
      z.maxLength(EXPRESSION_LENGTH, `is longer than ${EXPRESSION_LENGTH} characters`),
    );

export const putRuleBodySchema = z.object({
  object: objectParam(),
  expression: expressionField().register(
    z.globalRegistry,
    about('The expression, as GET /api/interface/field-rule suggests it.'),
  ),
  type: z.enum(RULE_TYPES, { error: `is not a rule type: one of ${RULE_TYPES.join(', ')}` }),
  path: expressionField().register(z.globalRegistry, about('The field of the ledger the rule was suggested for.')),
  note: z._default(z.string().check(z.maxLength(NOTE_LENGTH, `is longer than ${NOTE_LENGTH} characters`)), ''),
  version: z.int({ error: 'is required: the version you saw, 0 for a new rule' }).check(z.minimum(0, 'is below 0')),
});
export type PutRuleBody = z.output<typeof putRuleBodySchema>;

export const ruleChangeBodySchema = z.object({
  id: z.int({ error: 'is required: the rule ID' }),
  version: z.int({ error: 'is required: the version you saw' }),
});
export type RuleChangeBody = z.output<typeof ruleChangeBodySchema>;

export const ruleHistoryQuerySchema = z.object({
  id: z.coerce
    .number({ error: 'must be a rule ID (a whole number)' })
    .check(z.refine(Number.isSafeInteger, 'is not a rule ID'), z.positive('is not a rule ID')),
});

export const ruleHistorySchema = z
  .object({
    changes: z.array(
      z.object({
        version: z.int(),
        action: z.enum(RULE_ACTIONS),
        at: z.string(),
        by: z.string(),
        before: z.nullable(ruleStateSchema),
        after: ruleStateSchema,
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'RuleHistory' });
export type RuleHistory = z.output<typeof ruleHistorySchema>;

export const RULE_EXPORT_FORMATS = ['csv', 'json'] as const;
export const ruleExportQuerySchema = z.object({
  object: objectParam(),
  format: z._default(
    z.enum(RULE_EXPORT_FORMATS, { error: `is not an export format: one of ${RULE_EXPORT_FORMATS.join(', ')}` }),
    'csv',
  ),
});
