import { ticketHref } from '../../../analysis/triage/ticket-link';
import { TRIAGE_CATEGORIES } from '../../../contract/dashboard-api/triage-decisions';
import { TRIAGE_STATES, type FailureTriage, type TriageState } from '../../../contract/dashboard-api/run-triage';
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

/** How one failure meets the team's decisions: "Known issue INT-4711 · Product defect: mapping · Integration". */
export function TriageMark({
  triage,
  ticketUrl,
}: {
  triage: Pick<FailureTriage, 'state' | 'decision'>;
  ticketUrl: string | null;
}) {
  const { state, decision } = triage;
  // A regression's decision is the one marked fixed: its category says what it was, not what this failure is.
  const facts = decision && state !== 'regressed' ? [TRIAGE_CATEGORIES[decision.category], decision.owner] : [];
  const said = facts.filter(Boolean).join(' · ');
  return (
    <span className="triage-mark">
      <span className={`status-badge ${TONES[state]}`}>{TRIAGE_STATES[state]}</span>
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
