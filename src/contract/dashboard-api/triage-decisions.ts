// The dashboard's own API: triage decisions (issue 62). A lead decides once what a failure is (a category), who
// owns it and which ticket tracks it; the decision is kept in the history store for everyone, on a failure's
// signature (so later failures with the same signature carry it) or on one failure.
import { z } from 'zod/mini';
import { about, at, caseId, runId, user, version } from './triage-fields';
import { parseSignatureKey, signatureSchema } from './triage-signature';

/** What a failure is, by code; the label is what screens, the summary and the workbook show. */
export const TRIAGE_CATEGORIES = {
  'product-interface': 'Product defect: interface',
  'product-mapping': 'Product defect: mapping',
  'product-backend': 'Product defect: backend',
  'test-data': 'Test issue: test data',
  'test-reference': 'Test issue: reference out of date',
  'environment-system-down': 'Environment: system down',
  'environment-connectivity': 'Environment: connectivity',
  'environment-locks': 'Environment: locks',
  investigate: 'To investigate',
} as const;
export type TriageCategory = keyof typeof TRIAGE_CATEGORIES;
/** The category of a decision made without one. */
export const DEFAULT_TRIAGE_CATEGORY: TriageCategory = 'investigate';
const CATEGORY_CODES = Object.keys(TRIAGE_CATEGORIES) as [TriageCategory, ...TriageCategory[]];
export const MAX_NOTE_LENGTH = 2000;

const trimmed = (max: number, why: string) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, `is longer than ${max} characters${why}`)), '');
const decisionId = () =>
  z.int({ error: 'is required: a decision ID (a whole number)' }).check(z.positive('is not a decision ID'));

/** The one failure a decision may be on: a test case's result in a run. */
export const failureRefSchema = z.object({ RUN_ID: runId(), CASEID: caseId() });
export type FailureRef = z.output<typeof failureRefSchema>;

/** What a decision is on: every failure of a signature (a whole group in one go), or one failure. */
export const decisionTargetSchema = z.discriminatedUnion(
  'kind',
  [
    z.extend(signatureSchema, { kind: z.literal('signature') }),
    z.extend(failureRefSchema, { kind: z.literal('failure') }),
  ],
  { error: 'must be {"kind":"signature","OBJDEFID":…,"cause":…} or {"kind":"failure","RUN_ID":…,"CASEID":…}' },
);
export type DecisionTarget = z.output<typeof decisionTargetSchema>;

export const categorySchema = z.enum(CATEGORY_CODES, {
  error: `is not a category: one of ${CATEGORY_CODES.join(', ')}`,
});

/** What a decision says, the part every change writes and an undo restores. */
export const decisionContentSchema = z.object({
  category: z._default(categorySchema, DEFAULT_TRIAGE_CATEGORY),
  /** A ticket key such as INT-4711; the settings' ticketUrl makes it a link. Empty for none. */
  ticket: z._default(
    z.string().check(z.trim(), z.regex(/^\S{0,40}$/, 'is not a ticket key: up to 40 characters without blanks')),
    '',
  ),
  /** Who owns it: a user or a team, in the team's words. Empty for nobody yet. */
  owner: trimmed(80, ''),
  note: trimmed(MAX_NOTE_LENGTH, ''),
});
export type DecisionContent = z.output<typeof decisionContentSchema>;

export const decisionSchema = z
  .object({
    id: z.int(),
    target: decisionTargetSchema,
    ...decisionContentSchema.shape,
    /** Counts every change; a write names the version it was based on and is a 409 when it is older. */
    version: z.int(),
    decidedAt: at(),
    decidedBy: user(),
    changedAt: at(),
    changedBy: user(),
    /** When someone marked the issue fixed (signature decisions only); a later failure is then regressed. */
    fixedAt: z.nullable(at()),
    fixedBy: z.nullable(user()),
    /** An undo took back its making: it applies to nothing, and a new decision on its target revives it. */
    withdrawn: z.boolean(),
    /** Made from a suggestion (issue 73): the decision it copied and the suggestion's score; absent when typed. */
    suggestion: z.optional(z.object({ from: z.int(), score: z.number() })),
  })
  .register(z.globalRegistry, { id: 'TriageDecision' });
export type Decision = z.output<typeof decisionSchema>;

// ---- GET /api/triage/decisions ----

export const decisionsQuerySchema = z.object({
  signature: z
    ._default(
      z.array(
        z
          .string()
          .check(
            z.refine((key) => parseSignatureKey(key) !== null, 'is not a signature key: JSON ["OBJDEFID","cause"]'),
          ),
      ),
      [],
    )
    .register(z.globalRegistry, about('Signature keys (repeated), each JSON ["OBJDEFID","cause"]. None for all.')),
  cause: z
    ._default(z.array(z.string().check(z.minLength(1, 'is empty'))), [])
    .register(
      z.globalRegistry,
      about('Normalised causes (repeated): decisions on their signatures, any automation object (failure groups).'),
    ),
  run: z.optional(runId()).register(z.globalRegistry, about('A run ID: the decisions its failures meet.')),
  case: z.optional(caseId()).register(z.globalRegistry, about('A test case ID: the decisions its failures meet.')),
  withdrawn: z
    ._default(z.enum(['', 'X'], { error: 'must be X (include withdrawn decisions) or empty' }), '')
    .register(
      z.globalRegistry,
      about('X to list decisions an undo withdrew too (a screen shows their history and can undo the undo).'),
    ),
});
export type DecisionsQuery = z.output<typeof decisionsQuerySchema>;

export const decisionsSchema = z
  .object({ decisions: z.array(decisionSchema) })
  .register(z.globalRegistry, { id: 'TriageDecisions' });
export type Decisions = z.output<typeof decisionsSchema>;

// ---- PUT /api/triage/decision: make or change a decision ----

export const putDecisionBodySchema = z.object({
  target: decisionTargetSchema,
  ...decisionContentSchema.shape,
  /** The version of the target's decision the writer saw; 0 when they saw none. */
  version: version(),
});
export type PutDecisionBody = z.input<typeof putDecisionBodySchema>;

// ---- POST /api/triage/decision/fixed, /reopen, /undo ----

/** Names a decision and the version the writer saw: an older one is a 409, so nobody undoes a change unseen. */
export const decisionChangeBodySchema = z.object({ id: decisionId(), version: version() });
export type DecisionChangeBody = z.input<typeof decisionChangeBodySchema>;
