import { useState } from 'react';
import { useApplySuggestion, useSuggestions } from '../../../client/triage/triage-suggestions';
import { TRIAGE_CATEGORIES, type FailureRef } from '../../../contract/dashboard-api/triage-decisions';
import type { Suggestion } from '../../../contract/dashboard-api/triage-suggestions';
import type { TriageSettings } from '../../../contract/dashboard-api/triage-settings';
import { TicketLink } from './triage-mark';

const scoreText = (score: number) => `${Math.round(score * 100)}%`;

/** What a suggested decision says, briefly: its ticket, category and owner. */
const decisionName = ({ decision }: Suggestion) =>
  [decision.ticket, TRIAGE_CATEGORIES[decision.category], decision.owner].filter(Boolean).join(' · ');

/**
 * The past decisions nearest to an undecided failure, best first, with their score and why; those who may change
 * decisions apply one with a click, as their own decision on the failure's signature. Nothing while there is none.
 */
export function SuggestionList({
  failure,
  settings,
  heading,
  onApplied,
}: {
  failure: FailureRef;
  settings: TriageSettings;
  heading: string;
  onApplied: () => void;
}) {
  const suggestions = useSuggestions(failure).data ?? [];
  const apply = useApplySuggestion();
  const [problem, setProblem] = useState<string>();
  if (suggestions.length === 0) return null;
  return (
    <section className="stack" aria-label={heading}>
      <h3 className="modal-subtitle">{heading}</h3>
      <ol className="triage-suggestions">
        {suggestions.map((suggestion) => (
          <li key={suggestion.decision.id} className="triage-suggestion">
            <span>
              <strong>{scoreText(suggestion.score)}</strong>{' '}
              {suggestion.decision.ticket ? (
                <TicketLink ticket={suggestion.decision.ticket} ticketUrl={settings.ticketUrl} />
              ) : null}{' '}
              {[TRIAGE_CATEGORIES[suggestion.decision.category], suggestion.decision.owner].filter(Boolean).join(' · ')}
              <span className="muted triage-suggestion-reason">{suggestion.reason}</span>
            </span>
            {settings.you.canChange ? (
              <button
                type="button"
                className="button"
                disabled={apply.isPending}
                aria-label={`Apply ${decisionName(suggestion)} (${scoreText(suggestion.score)})`}
                onClick={() => {
                  setProblem(undefined);
                  apply.mutate(
                    { ...failure, decision: suggestion.decision.id },
                    { onSuccess: onApplied, onError: (error) => setProblem(error.message) },
                  );
                }}
              >
                Apply
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {problem ? (
        <p role="alert" className="field-error">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
