import { noiseLabel, noiseState } from '../../../analysis/triage/rule-noise';
import { ticketHref } from '../../../analysis/triage/ticket-link';
import { TRIAGE_CATEGORIES } from '../../../contract/dashboard-api/triage-decisions';
import { TRIAGE_STATES, type FailureTriage, type TriageState } from '../../../contract/dashboard-api/run-triage';
import type { RuleCover } from '../../../contract/dashboard-api/rule-cover';
import '../status-badge.css';
import './triage.css';

// Each state's colour means what it does everywhere (docs/user-guide.md#what-the-colours-mean): red is a known
// issue back, amber wants someone's look, grey needs nobody's (known, or the system was down).
const TONES: Record<TriageState, string> = {
  decided: 'tone-neutral',
  carried: 'tone-neutral',
  regressed: 'tone-bad',
  outage: 'tone-neutral',
  undecided: 'tone-warn',
};

/** A ticket key, as a link where the server has a ticket URL pattern. */
export function TicketLink({ ticket, ticketUrl }: { ticket: string; ticketUrl: string | null }) {
  return <TicketAnchor ticket={ticket} href={ticketHref(ticketUrl, ticket)} />;
}

/** A ticket key, as a link to `href` where there is one. */
export function TicketAnchor({ ticket, href }: { ticket: string; href: string | null }) {
  return href ? (
    <a href={href} target="_blank" rel="noreferrer noopener">
      {ticket}
    </a>
  ) : (
    <span className="mono">{ticket}</span>
  );
}

/** How a failure meets the decisions, and the accepted field rules that explain it where the store names them. */
export type MarkedFailure = Pick<FailureTriage, 'state' | 'decision'> & { rules?: readonly RuleCover[] };

/**
 * Noise that accepted field rules explain, where no decision says what it is: it needs nobody's look but the rules'
 * entry in SAP (analysis/triage/triage-group.ts puts a known issue before it).
 */
export const ruledNoise = ({ state, rules }: MarkedFailure): readonly RuleCover[] | null =>
  rules && rules.length > 0 && (state === 'undecided' || state === 'regressed') ? rules : null;

/** How one failure meets the team's decisions: "Known issue INT-4711 · Product defect: mapping · Integration". */
export function TriageMark({ triage, ticketUrl }: { triage: MarkedFailure; ticketUrl: string | null }) {
  const { state, decision } = triage;
  const noise = ruledNoise(triage);
  // A regression's decision is the one marked fixed: its category says what it was, not what this failure is.
  const facts = decision && state !== 'regressed' ? [TRIAGE_CATEGORIES[decision.category], decision.owner] : [];
  const said = facts.filter(Boolean).join(' · ');
  return (
    <span className="triage-mark">
      {noise ? (
        <span className="status-badge tone-neutral" title={noiseLabel(noise)}>
          {noiseState(noise)}
        </span>
      ) : (
        <span className={`status-badge ${TONES[state]}`}>{TRIAGE_STATES[state]}</span>
      )}
      {decision?.ticket ? <TicketLink ticket={decision.ticket} ticketUrl={ticketUrl} /> : null}
      {said ? (
        // Cut at the end of a table's one-line row: the title holds it whole.
        <span className="muted" title={said}>
          {said}
        </span>
      ) : null}
    </span>
  );
}
