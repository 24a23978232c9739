import { useSuggestions } from '../../../client/triage/triage-suggestions';
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
  applying,
  onApply,
}: {
  failure: FailureRef;
  settings: TriageSettings;
  heading: string;
  applying: boolean;
  /**
   * Applies the suggested decision. The dialog does it: applying decides the failure, which then leaves this list,
   * and a mutation of a list gone would not say it succeeded.
   */
  onApply: (decisionId: number) => void;
}) {
  const suggestions = useSuggestions(failure).data ?? [];
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
                disabled={applying}
                aria-label={`Apply ${decisionName(suggestion)} (${scoreText(suggestion.score)})`}
                onClick={() => onApply(suggestion.decision.id)}
              >
                Apply
              </button>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
