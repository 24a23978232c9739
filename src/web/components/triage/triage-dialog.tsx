import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../client/http/api-error';
import { usePutDecisions } from '../../../client/triage/change-decision';
import { useApplySuggestion } from '../../../client/triage/triage-suggestions';
import type {
  Decision,
  DecisionContent,
  DecisionTarget,
  FailureRef,
} from '../../../contract/dashboard-api/triage-decisions';
import type { TriageSettings } from '../../../contract/dashboard-api/triage-settings';
import { ModalDialog } from '../modal-dialog/modal-dialog';
import { DecisionForm } from './decision-form';
import { DecisionRecord } from './decision-record';
import { ReadOnlyNote } from './read-only-note';
import { SuggestionList } from './suggestion-list';
import { sameTarget, targetName } from './decision-targets';

const CONFLICT =
  'Someone else changed this decision since you opened it. The form now shows their version; save again to replace it.';

/**
 * The Triage dialog: one decision for every target at once (a failure group's signatures, or one failure), then
 * each target's decision with its history. Read-only users see the decisions and their history, not the form.
 */
export function TriageDialog({
  title,
  targets,
  decisions,
  reading = false,
  settings,
  suggestFor = [],
  onClose,
}: {
  title: string;
  targets: readonly DecisionTarget[];
  /** The decisions known on these targets, withdrawn ones too (a new decision on their target revives them). */
  decisions: readonly Decision[];
  /**
   * The decisions are still being read: the form waits for them, since it starts from the current one and would
   * start again when it came, losing what was already chosen.
   */
  reading?: boolean;
  settings: TriageSettings;
  /** Undecided failures to suggest past decisions for, one per signature: applying one decides its signature. */
  suggestFor?: readonly (FailureRef & { OBJDEFID: string })[];
  onClose: () => void;
}) {
  const save = usePutDecisions();
  const apply = useApplySuggestion();
  const [problem, setProblem] = useState<string>();
  const [applyProblem, setApplyProblem] = useState<string>();
  const form = useRef<HTMLDivElement>(null);
  // A form that comes after the decisions were read gets the focus the dialog gave its content on opening, unless
  // the user has moved it meanwhile.
  useEffect(() => {
    if (reading || document.activeElement?.getAttribute('role') !== 'dialog') return;
    form.current?.querySelector<HTMLElement>('select, input, textarea')?.focus();
  }, [reading]);
  const decisionOn = (target: DecisionTarget) => decisions.find((decision) => sameTarget(decision.target, target));
  const active = decisions.filter((decision) => !decision.withdrawn);
  const write = (content: DecisionContent) => {
    setProblem(undefined);
    save.mutate(
      targets.map((target) => ({ target, ...content, version: decisionOn(target)?.version ?? 0 })),
      {
        onSuccess: onClose,
        onError: (error) => setProblem(error instanceof ApiError && error.status === 409 ? CONFLICT : error.message),
      },
    );
  };
  return (
    <ModalDialog title={title} onClose={onClose}>
      {targets.length > 1 ? (
        <p className="muted">
          One decision for the whole group: it is kept for each of its {targets.length} automation objects.
        </p>
      ) : null}
      {suggestFor.map((failure) => (
        <SuggestionList
          key={`${failure.RUN_ID} ${failure.CASEID}`}
          failure={{ RUN_ID: failure.RUN_ID, CASEID: failure.CASEID }}
          settings={settings}
          heading={
            suggestFor.length > 1
              ? `Suggested from past decisions for ${failure.OBJDEFID || 'no automation object'}`
              : 'Suggested from past decisions'
          }
          applying={apply.isPending}
          onApply={(decision) => {
            setApplyProblem(undefined);
            apply.mutate(
              { RUN_ID: failure.RUN_ID, CASEID: failure.CASEID, decision },
              { onSuccess: onClose, onError: (error) => setApplyProblem(error.message) },
            );
          }}
        />
      ))}
      {applyProblem ? (
        <p role="alert" className="field-error">
          {applyProblem}
        </p>
      ) : null}
      {settings.you.canChange && reading ? (
        <p role="status" className="muted">
          Reading the team&apos;s decisions…
        </p>
      ) : settings.you.canChange ? (
        <div ref={form}>
          <DecisionForm
            // A newer version read after a 409 starts the form afresh from it.
            key={active.map((decision) => `${decision.id}:${decision.version}`).join(',')}
            current={active[0]}
            settings={settings}
            saving={save.isPending}
            problem={problem}
            onSave={write}
          />
        </div>
      ) : (
        <ReadOnlyNote settings={settings} what="these decisions" />
      )}
      {decisions.length === 0 && !settings.you.canChange ? <p className="muted">Nobody has decided yet.</p> : null}
      {decisions.map((decision) => (
        <DecisionRecord
          key={decision.id}
          decision={decision}
          settings={settings}
          heading={targets.length > 1 ? `Decision on ${targetName(decision.target)}` : 'The decision'}
        />
      ))}
    </ModalDialog>
  );
}
