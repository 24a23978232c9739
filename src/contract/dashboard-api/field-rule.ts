// The dashboard's API for the ignore rule a differing field suggests (issue 72): the expression and rule type to
// enter in the service's ignore list for the interface, a warning where the field looks like business data, and a
// preview of what the rule would have done to the interface's past failures.
import { z } from 'zod/mini';
import { FIELD_KINDS, objectParam } from './field-ledger';
import { RULE_TYPES } from './rule-cover';

/** A comparison path as the service sends it (XPath, JSONPath, a flat file's or EDIFACT's). */
const PATH_LENGTH = 1000;

export const fieldRuleQuerySchema = z.object({
  object: objectParam(),
  path: z
    .string({ error: 'is required: the field path, as the ledger lists it' })
    .check(
      z.minLength(1, 'is empty: name a field path'),
      z.maxLength(PATH_LENGTH, `is longer than ${PATH_LENGTH} characters`),
    )
    .register(z.globalRegistry, { description: "The field's path as the interface's ledger lists it." }),
});
export type FieldRuleQuery = z.output<typeof fieldRuleQuerySchema>;

const pathFailuresSchema = z.object({
  path: z.string(),
  failures: z.int(),
  /** Its kind in the interface's ledger; null where it has none. */
  kind: z.nullable(z.enum(FIELD_KINDS)),
});

export const fieldRuleSchema = z
  .object({
    object: z.string(),
    path: z.string(),
    kind: z.enum(FIELD_KINDS),
    /**
     * The rule to enter: null for an intermittent or new field, which is a defect until shown otherwise. The
     * expression generalises a repeated segment's position (`[*]`) where the ledger has the field at several.
     */
    rule: z.nullable(
      z.object({
        expression: z.string(),
        type: z.enum(RULE_TYPES),
        /** The ledger's paths the expression covers. */
        covers: z.array(z.string()),
      }),
    ),
    /** What business data the field's name looks like ("a quantity"); null for a technical name. */
    businessLook: z.nullable(z.string()),
    /** What the rule (or, without one, the path) would have done to the interface's failures in the kept window. */
    preview: z.object({
      /** Failed executions of the interface whose comparison the store keeps and that failed on a field. */
      failures: z.int(),
      /** Of those, the ones with a failing field the rule covers. */
      withField: z.int(),
      /** Of those, the ones failing on covered fields only: green had the rule been there. */
      turnedGreen: z.int(),
      /** The fields the others still fail on, most failures first (at most 10). */
      stillFailingOn: z.array(pathFailuresSchema),
    }),
    /** The start of the oldest run whose comparison the store keeps (service time); null: none. */
    keptSince: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'FieldRule' });
export type FieldRule = z.output<typeof fieldRuleSchema>;
