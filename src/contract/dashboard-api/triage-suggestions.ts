// The dashboard's own API: suggestions from past decisions (issue 73). A failure no decision covers is compared in
// the store with the failures the team decided before; the nearest decisions come back with a score and a reason,
// one click copies one onto the failure's signature, and a team setting may apply the best one by itself.
import { z } from 'zod/mini';
import { decisionSchema } from './triage-decisions';
import { about, at, caseId, runId, user, version } from './triage-fields';

/** Suggestions per failure; the screens show them all. */
export const MAX_SUGGESTIONS = 3;
/** The user an automatic application is recorded as (never an SAP user: those are upper-case IDs). */
export const SUGGESTION_ROBOT = 'dashboard';

// ---- GET /api/triage/suggestions ----

export const suggestionsQuerySchema = z.object({
  run: runId().register(z.globalRegistry, about('The run whose undecided failures to suggest decisions for.')),
  case: z
    .optional(caseId())
    .register(z.globalRegistry, about('A test case ID: that failure of the run alone. None for all its failures.')),
});
export type SuggestionsQuery = z.output<typeof suggestionsQuerySchema>;

export const suggestionSchema = z.object({
  decision: decisionSchema,
  /** 0 to 1: the weighted likeness of message, differing fields and interface (docs/decisions/0020). */
  score: z.number(),
  /** In words: "same field /Order/DeliveryDate differs; message 92% alike; same interface". */
  reason: z.string(),
  /** The trigram similarity of the two causes, 0 to 1. */
  message: z.number(),
  /** Shared share of the fields that failed (Jaccard), null when neither failure had a field fail. */
  fields: z.nullable(z.number()),
  sharedFields: z.array(z.string()),
  sameInterface: z.boolean(),
});
export type Suggestion = z.output<typeof suggestionSchema>;

export const suggestionsSchema = z
  .object({
    /** The run's failures that no decision covers, each with up to MAX_SUGGESTIONS suggestions, best first. */
    failures: z.array(
      z.object({
        RUN_ID: z.string(),
        CASEID: z.string(),
        OBJDEFID: z.string(),
        cause: z.string(),
        suggestions: z.array(suggestionSchema),
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'TriageSuggestions' });
export type Suggestions = z.output<typeof suggestionsSchema>;

// ---- POST /api/triage/suggestion/apply ----

export const applySuggestionBodySchema = z.object({
  RUN_ID: runId(),
  CASEID: caseId(),
  /** The suggested decision to copy onto the failure's signature. */
  decision: z
    .int({ error: 'is required: the suggested decision ID (a whole number)' })
    .check(z.positive('is not a decision ID')),
});
export type ApplySuggestionBody = z.input<typeof applySuggestionBodySchema>;

// ---- The team's rule for applying the best suggestion by itself; PUT /api/triage/suggestion-rule ----

export const MIN_AUTO_SCORE = 0.5;

export const suggestionRuleSchema = z
  .object({
    /** Off by default: nothing is decided without a person until a lead turns it on. */
    enabled: z.boolean(),
    /** The top suggestion is applied when its score is at least this. */
    minScore: z.number(),
    /** 0 while it is the default; a change names the version it was based on. */
    version: z.int(),
    changedAt: z.nullable(at()),
    changedBy: z.nullable(user()),
  })
  .register(z.globalRegistry, { id: 'SuggestionRule' });
export type SuggestionRule = z.output<typeof suggestionRuleSchema>;

export const putSuggestionRuleBodySchema = z.object({
  enabled: z.boolean({ error: 'is required: true or false' }),
  minScore: z
    .number({ error: `is required: a score from ${MIN_AUTO_SCORE} to 1` })
    .check(
      z.gte(MIN_AUTO_SCORE, `is below ${MIN_AUTO_SCORE}: too loose to decide without a person`),
      z.lte(1, 'is above 1'),
    ),
  version: version(),
});
export type PutSuggestionRuleBody = z.input<typeof putSuggestionRuleBodySchema>;
