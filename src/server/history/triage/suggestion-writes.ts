// Applying a suggestion: its decision's category, ticket, owner and note copied onto the failure's signature, as a
// decision of whoever applied it (a person's click, or the dashboard by the team's rule), with the decision it
// came from and its score kept. It is an ordinary decision after that: its history shows it, an undo withdraws it.
import type { z } from 'zod/mini';
import {
  SUGGESTION_ROBOT,
  type applySuggestionBodySchema,
  type Suggestion,
  type Suggestions,
} from '../../../contract/dashboard-api/triage-suggestions';
import type { Decision } from '../../../contract/dashboard-api/triage-decisions';
import type { StoreDb } from '../store/store-db';
import { putDecision, type Actor } from './decision-writes';
import { readSuggestionRule } from './suggestion-rule-store';
import { suggestions } from './suggestions';
import { badBody, TriageProblem } from './triage-problem';

type ApplySuggestion = z.output<typeof applySuggestionBodySchema>;
type SuggestedFailure = Suggestions['failures'][number];

export async function applySuggestion(db: StoreDb, body: ApplySuggestion, actor: Actor): Promise<Decision> {
  const [failure] = (await suggestions(db, { run: body.RUN_ID, case: body.CASEID })).failures;
  if (!failure)
    throw badBody(
      `The store holds no undecided failure of test case ${body.CASEID} in run ${body.RUN_ID}: it passed, is not ` +
        'stored, or a decision covers it already.',
    );
  const suggestion = failure.suggestions.find(({ decision }) => decision.id === body.decision);
  if (!suggestion)
    throw badBody(
      `"decision": ${body.decision} is not among the failure's suggestions ` +
        `(${failure.suggestions.map(({ decision }) => decision.id).join(', ') || 'it has none'}).`,
    );
  return copyOnto(db, failure, suggestion, actor);
}

/** The suggested decision's content as a new decision on the failure's signature. */
function copyOnto(db: StoreDb, failure: SuggestedFailure, { decision, score }: Suggestion, actor: Actor) {
  const { category, ticket, owner, note } = decision;
  const target = { kind: 'signature' as const, OBJDEFID: failure.OBJDEFID, cause: failure.cause };
  return putDecision(db, { target, category, ticket, owner, note, version: 0 }, actor, { from: decision.id, score });
}

/**
 * After the sync stored runs: each undecided failure whose best suggestion scores at least the team's threshold
 * gets it, as the dashboard's decision. Off by default; answers how many decisions were made.
 */
export async function autoApplySuggestions(db: StoreDb, runIds: readonly string[], now: Date): Promise<number> {
  const rule = await readSuggestionRule(db);
  if (!rule.enabled) return 0;
  let made = 0;
  for (const run of runIds) {
    const decided = new Set<string>();
    for (const failure of (await suggestions(db, { run })).failures) {
      const [best] = failure.suggestions;
      // Failures of one signature share the decision the first of them gets.
      const signature = JSON.stringify([failure.OBJDEFID, failure.cause]);
      if (!best || best.score < rule.minScore || decided.has(signature)) continue;
      decided.add(signature);
      try {
        await copyOnto(db, failure, best, { user: SUGGESTION_ROBOT, now });
        made += 1;
      } catch (error) {
        // A person decided the signature meanwhile: theirs stands.
        if (!(error instanceof TriageProblem && error.status === 409)) throw error;
      }
    }
  }
  return made;
}
