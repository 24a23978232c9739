import { useId, useState } from 'react';
import { ApiError } from '../../../../client/http/api-error';
import { useChangeSuggestionRule } from '../../../../client/triage/put-suggestion-rule';
import { MIN_AUTO_SCORE, type SuggestionRule } from '../../../../contract/dashboard-api/triage-suggestions';
import type { TriageSettings } from '../../../../contract/dashboard-api/triage-settings';
import { formatMoment } from '../../../../format/format';

const changedLine = (rule: SuggestionRule) =>
  rule.changedAt
    ? `Changed ${formatMoment(new Date(rule.changedAt))} by ${rule.changedBy ?? 'someone'}.`
    : 'Off by default: nobody has turned it on yet.';

/**
 * The team's rule for applying the best suggestion by itself: shown to everyone, changed by those who may change
 * decisions. What it applies is recorded as the dashboard's decision, with its score, and undone like any other.
 */
export function SuggestionRuleSection({ settings }: { settings: TriageSettings }) {
  const rule = settings.suggestionRule;
  const headingId = useId();
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>Automatic suggestions</h2>
      <p>
        When a run&apos;s results are stored, each failure that needs triage is compared with the failures the team
        decided before. With this on, the best suggestion is applied by itself when its score reaches the threshold: the
        decision is recorded as made by the dashboard, with its score, and can be undone in its history.
      </p>
      {settings.you.canChange ? (
        <SuggestionRuleForm key={rule.version} rule={rule} />
      ) : (
        <p>
          {rule.enabled
            ? `On, from a score of ${Math.round(rule.minScore * 100)}%.`
            : 'Off: suggestions are only shown.'}
        </p>
      )}
      <p className="muted">{changedLine(rule)}</p>
    </section>
  );
}

function SuggestionRuleForm({ rule }: { rule: SuggestionRule }) {
  const [enabled, setEnabled] = useState(rule.enabled);
  const [percent, setPercent] = useState(String(Math.round(rule.minScore * 100)));
  const change = useChangeSuggestionRule();
  const id = useId();
  const problem =
    change.error instanceof ApiError && change.error.status === 409
      ? 'Someone else changed the rule while you were editing it; it is shown as they left it now.'
      : change.error?.message;
  return (
    <form
      className="stack"
      aria-label="Automatic suggestions"
      // The server's 400 names what does not fit, in the contract's words (as the decision form does).
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate({ enabled, minScore: Number(percent) / 100, version: rule.version });
      }}
    >
      <label className="row">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        Apply the best suggestion automatically
      </label>
      <div className="field">
        <label htmlFor={`${id}-score`}>Lowest score to apply (%)</label>
        <input
          id={`${id}-score`}
          type="number"
          min={MIN_AUTO_SCORE * 100}
          max={100}
          step={1}
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
        />
      </div>
      <div className="row">
        <button type="submit" className="primary" disabled={change.isPending}>
          Save automatic suggestions
        </button>
      </div>
      {problem ? (
        <p role="alert" className="field-error">
          {problem}
        </p>
      ) : null}
      {change.isSuccess ? <p role="status">Saved.</p> : null}
    </form>
  );
}
