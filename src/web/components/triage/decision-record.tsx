import { useState } from 'react';
import { useChangeDecision, type DecisionChange } from '../../../client/triage/change-decision';
import { useDecisionHistory } from '../../../client/triage/decision-history';
import { ApiError } from '../../../client/http/api-error';
import { TRIAGE_CATEGORIES, type Decision } from '../../../contract/dashboard-api/triage-decisions';
import type { TriageSettings } from '../../../contract/dashboard-api/triage-settings';
import { SUGGESTION_ROBOT } from '../../../contract/dashboard-api/triage-suggestions';
import { QueryView } from '../query-view/query-view';
import { changeSentence } from './decision-changes';
import { FixVerification } from './fix-verification';
import { TicketLink } from './triage-mark';

const at = (instant: string) => `${instant.slice(0, 10)} ${instant.slice(11, 16)} UTC`;

/** Why a change of the decision did not happen, in words a lead acts on. */
function problemOf(error: unknown): string {
  if (error instanceof ApiError && error.status === 409)
    return 'Someone else changed this decision since you opened it. Its state now is shown below; look at it before you change it again.';
  return error instanceof Error ? error.message : String(error);
}

/** Who applied the suggestion it was made from, the one it copied and its score. */
function suggestedLine({ decidedBy, decidedAt, suggestion }: Decision): string {
  const who = decidedBy === SUGGESTION_ROBOT ? 'automatically by the dashboard' : `by ${decidedBy}`;
  return `Applied ${who} at ${at(decidedAt)} from decision ${suggestion!.from}, score ${Math.round(suggestion!.score * 100)}%`;
}

const ACTION_LABELS: Record<DecisionChange, string> = {
  undo: 'Undo last change',
  fixed: 'Mark fixed',
  reopen: 'Reopen',
};

/**
 * A decision as it stands and its history, newest first, with undo and fixed/reopen for those who may change it.
 * One whose making was undone stays here, said withdrawn, so that the undo can be undone.
 */
export function DecisionRecord({
  decision,
  settings,
  heading,
}: {
  decision: Decision;
  settings: TriageSettings;
  heading: string;
}) {
  const history = useDecisionHistory(decision.id);
  const change = useChangeDecision();
  const [problem, setProblem] = useState<string>();
  const act = (action: DecisionChange, version: number) => {
    setProblem(undefined);
    change.mutate(
      { change: action, body: { id: decision.id, version } },
      { onError: (error) => setProblem(problemOf(error)) },
    );
  };
  return (
    <section className="stack" aria-label={heading}>
      <h3 className="modal-subtitle">{heading}</h3>
      <QueryView query={history} loading="Loading the decision's history" error="Could not load the decision's history">
        {({ decision: now, changes }) => {
          const actions: DecisionChange[] = [
            ...(changes.length > 0 ? (['undo'] as const) : []),
            ...(now.target.kind === 'signature' && !now.withdrawn ? ([now.fixedAt ? 'reopen' : 'fixed'] as const) : []),
          ];
          return (
            <>
              {now.withdrawn ? (
                <p className="triage-withdrawn">
                  Withdrawn by {now.changedBy} at {at(now.changedAt)}: it applies to nothing, and its failures need
                  triage again.{settings.you.canChange ? ' Undo the withdrawal to put it back in force.' : ''}
                </p>
              ) : null}
              <dl className="fields">
                <dt>Category</dt>
                <dd>{TRIAGE_CATEGORIES[now.category]}</dd>
                <dt>Ticket</dt>
                <dd>{now.ticket ? <TicketLink ticket={now.ticket} ticketUrl={settings.ticketUrl} /> : 'none'}</dd>
                <dt>Owner</dt>
                <dd>{now.owner || 'nobody yet'}</dd>
                {now.note ? (
                  <>
                    <dt>Note</dt>
                    <dd className="triage-note">{now.note}</dd>
                  </>
                ) : null}
                <dt>Fixed</dt>
                <dd>{now.fixedAt ? `${at(now.fixedAt)} by ${now.fixedBy ?? 'unknown'}` : 'not yet'}</dd>
                {now.suggestion ? (
                  <>
                    <dt>Suggested</dt>
                    <dd>{suggestedLine(now)}</dd>
                  </>
                ) : null}
              </dl>
              {settings.you.canChange && actions.length > 0 ? (
                <div className="row">
                  {actions.map((action) => (
                    <button
                      key={action}
                      type="button"
                      className="button"
                      disabled={change.isPending}
                      onClick={() => act(action, now.version)}
                    >
                      {action === 'undo' && now.withdrawn ? 'Undo the withdrawal' : ACTION_LABELS[action]}
                    </button>
                  ))}
                </div>
              ) : null}
              {problem ? (
                <p role="alert" className="field-error">
                  {problem}
                </p>
              ) : null}
              {now.fixedAt && now.target.kind === 'signature' && !now.withdrawn ? (
                <>
                  <h4 className="modal-subtitle">Fix verification</h4>
                  <FixVerification decision={now} canChange={settings.you.canChange} />
                </>
              ) : null}
              <h4 className="modal-subtitle">History, newest first</h4>
              <ol className="triage-history" aria-label={`History of ${heading}`}>
                {changes.map((each) => (
                  <li key={each.version}>
                    <span className="muted">
                      {at(each.at)}, {each.by}:
                    </span>{' '}
                    {changeSentence(each)}
                  </li>
                ))}
              </ol>
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
