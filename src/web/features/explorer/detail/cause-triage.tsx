import { TRIAGE_CATEGORIES } from '../../../../contract/dashboard-api/triage-decisions';
import type { LastFailureTriage } from '../../../../contract/dashboard-api/test-case';
import { formatDateTime } from '../../../../format/format';
import { TicketAnchor } from '../../../components/triage/triage-mark';

/** What the team decided about the failure, from the store's answer: what it is, its ticket, who owns it. */
export function CauseTriage({ triage: { state, decision, ticketHref } }: { triage: LastFailureTriage }) {
  const ticket = decision.ticket ? (
    <>
      ticket <TicketAnchor ticket={decision.ticket} href={ticketHref} />
    </>
  ) : null;
  const owner = decision.owner ? `owned by ${decision.owner}` : null;
  const said =
    ticket && owner ? (
      <>
        {ticket}, {owner}
      </>
    ) : (
      (ticket ?? owner)
    );
  // A regression's decision is the one marked fixed: its category says what the cause was, not what this failure is.
  if (state === 'regressed' && decision.fixedAt)
    return (
      <>
        Regressed: its cause was marked fixed on{' '}
        {formatDateTime(decision.fixedAt.slice(0, 10), decision.fixedAt.slice(11, 19))}
        {said ? <> ({said})</> : null}, and it failed again since.
      </>
    );
  return (
    <>
      {state === 'carried' ? 'A known issue, triaged' : 'Triaged'} as “{TRIAGE_CATEGORIES[decision.category]}”
      {said ? <>: {said}</> : null}.
    </>
  );
}
