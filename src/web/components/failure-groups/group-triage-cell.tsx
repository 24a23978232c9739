import type { FailureGroup } from '../../../analysis/failure-groups';
import { failureKey } from '../../../client/triage/run-triage';
import type { FailureTriage } from '../../../contract/dashboard-api/triage';
import { decisionsOn, groupTargets } from '../triage/decision-targets';
import { TicketLink, TriageMark } from '../triage/triage-mark';
import { useGroupTriageActions } from './group-triage-context';
import type { GroupTriage } from './use-group-triage';

/** How the group's failures meet the decisions, each different way once ("Known issue INT-4711"). */
function failureMarks(group: FailureGroup, triage: GroupTriage): FailureTriage[] {
  const byWay = new Map<string, FailureTriage>();
  for (const { run, detail } of group.failures) {
    const failure = triage.failures.get(failureKey(run.RUN_ID, detail.CASEID));
    if (failure) byWay.set(`${failure.state}|${failure.decision?.id ?? ''}`, failure);
  }
  return [...byWay.values()];
}

/**
 * A group's triage: how its failures meet the decisions where its runs' triage is read (run and compare page),
 * else what was decided on its signatures (the overview's groups span too many runs to ask each), and its
 * Triage action.
 */
export function GroupTriageCell({ group }: { group: FailureGroup }) {
  const actions = useGroupTriageActions();
  if (!actions) return null;
  const { state: triage, onTriage } = actions;
  const marks = failureMarks(group, triage);
  const decided = decisionsOn(groupTargets(group), triage.decisions).filter((decision) => !decision.withdrawn);
  const { ticketUrl } = triage.settings;
  return (
    <span className="triage-cell">
      {marks.length > 0 ? (
        marks.map((mark) => (
          <TriageMark key={`${mark.state}|${mark.decision?.id ?? ''}`} triage={mark} ticketUrl={ticketUrl} />
        ))
      ) : decided.length > 0 ? (
        decided.map((decision) =>
          decision.fixedAt ? (
            <span key={decision.id} className="triage-mark">
              <span className="status-badge tone-ok">Marked fixed</span>
              {decision.ticket ? <TicketLink ticket={decision.ticket} ticketUrl={ticketUrl} /> : null}
            </span>
          ) : (
            <TriageMark key={decision.id} triage={{ state: 'decided', decision }} ticketUrl={ticketUrl} />
          ),
        )
      ) : (
        <TriageMark triage={{ state: 'undecided', decision: null }} ticketUrl={ticketUrl} />
      )}
      <button
        type="button"
        className="button"
        aria-label={`Triage: ${group.cause}`}
        aria-haspopup="dialog"
        onClick={() => onTriage(group.cause)}
      >
        Triage
      </button>
    </span>
  );
}
