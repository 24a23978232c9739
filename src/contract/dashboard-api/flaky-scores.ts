// The dashboard's own API: GET /api/flaky, the flaky scores of many test cases at once, worked out over the
// history store from each case's newest results as the test case list works them out from the service's result
// histories (one read per case). The list asks for its cases in one read instead of one per case.
import { z } from 'zod/mini';
import { MAX_OPTION_LENGTH } from '../query-options';

/** The most cases one read scores: the test case list scores lists up to this long. */
export const FLAKY_SCORES_MAX_CASES = 200;

export const flakyScoresQuerySchema = z.object({
  case: z
    .array(z.string().check(z.minLength(1, 'is empty'), z.maxLength(MAX_OPTION_LENGTH, 'is not a test case ID')), {
      error: 'is required: the test case IDs, repeated (case=…&case=…)',
    })
    .check(
      z.minLength(1, 'is required: the test case IDs, repeated (case=…&case=…)'),
      z.maxLength(FLAKY_SCORES_MAX_CASES, `lists more than ${FLAKY_SCORES_MAX_CASES} test cases; ask in parts`),
    )
    .register(z.globalRegistry, { description: 'The test case IDs, repeated (`case=…&case=…`), exactly as listed.' }),
});
export type FlakyScoresQuery = z.output<typeof flakyScoresQuerySchema>;

export const flakyScoresSchema = z
  .object({
    /** One per asked case, in the order asked. */
    scores: z.array(
      z.object({
        CASEID: z.string(),
        /** 0 to 1; null with too few outcomes to tell. */
        score: z.nullable(z.number()),
        flaky: z.boolean(),
        /** How many outcomes the score is based on. */
        results: z.int(),
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'FlakyScores' });
export type FlakyScores = z.output<typeof flakyScoresSchema>;
