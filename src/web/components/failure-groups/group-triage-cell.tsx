import type { FailureGroup } from '../../../analysis/failure-groups';
import { isOutage } from '../../../analysis/triage/outage-rule';
import { failureKey } from '../../../client/triage/run-triage';
import type { Decision } from '../../../contract/dashboard-api/triage-decisions';
import type { FailureTriage, TriageState } from '../../../contract/dashboard-api/run-triage';
import { noiseLabel } from '../../../analysis/triage/rule-noise';
import { decisionsOn, groupTargets } from '../triage/decision-targets';
import { ruledNoise, TicketLink, TriageMark } from '../triage/triage-mark';
import { useGroupTriageActions } from './group-triage-context';
import type { GroupTriage } from './use-group-triage';

/**
 * How the group's failures meet the decisions, each different way once ("Known issue INT-4711"): decisions made
 * in one go on the group's signatures say the same, so they are one mark.
 */
function failureMarks(group: FailureGroup, triage: GroupTriage): FailureTriage[] {
  const byWay = new Map<string, FailureTriage>();
  for (const { run, detail } of group.failures) {
    const failure = triage.failures.get(failureKey(run.RUN_ID, detail.CASEID));
    if (failure) byWay.set(wayOf(failure.state, failure.decision, failure), failure);
  }
  return [...byWay.values()];
}

/** What a mark shows, as a key: marks that read the same are one. */
const wayOf = (state: TriageState, decision: Decision | null, failure?: FailureTriage) => {
  const noise = failure && ruledNoise(failure);
  return JSON.stringify([
    noise ? noiseLabel(noise) : state,
    decision?.category,
    decision?.ticket,
    decision?.owner,
    decision?.fixedAt === null,
  ]);
};

/** Every failure of the group aborted as the outage rule says: the system was down, nobody's to triage. */
const allOutages = (group: FailureGroup, triage: GroupTriage) =>
  group.failures.every(({ detail }) => isOutage(detail, triage.settings.outageRule.patterns));

/**
 * A group's triage: how its failures meet the decisions where its runs' triage is read (run and compare page),
 * else what was decided on its signatures (the overview's groups span too many runs to ask each), else an
 * outage where the rule names all its failures, and its Triage action.
 */
export function GroupTriageCell({ group }: { group: FailureGroup }) {
  const actions = useGroupTriageActions();
  if (!actions) return null;
  const { state: triage, onTriage } = actions;
  const marks = failureMarks(group, triage);
  const decided = [
    ...new Map(
      decisionsOn(groupTargets(group), triage.decisions)
        .filter((decision) => !decision.withdrawn)
        .map((decision) => [wayOf('decided', decision), decision]),
    ).values(),
  ];
  const { ticketUrl } = triage.settings;
  const button = (
    <button
      type="button"
      className="button triage-button"
      aria-label={`Triage: ${group.cause}`}
      aria-haspopup="dialog"
      onClick={() => onTriage(group.cause)}
    >
      Triage
    </button>
  );
  // The button first: the row is two lines high, and what does not fit is cut at its end (its title holds it).
  return (
    <span className="triage-cell triage-row-cell triage-two-lines">
      {button}
      {marks.length > 0 ? (
        marks.map((mark) => (
          <TriageMark key={wayOf(mark.state, mark.decision, mark)} triage={mark} ticketUrl={ticketUrl} />
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
        <TriageMark
          triage={{ state: allOutages(group, triage) ? 'outage' : 'undecided', decision: null }}
          ticketUrl={ticketUrl}
        />
      )}
    </span>
  );
}
