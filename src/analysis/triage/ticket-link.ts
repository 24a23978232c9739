// A ticket key as a link, by the server's --ticket-url pattern (https://jira.example.com/browse/{key}).
import { TICKET_KEY_PLACEHOLDER } from '../../contract/dashboard-api/triage-settings';

/** The ticket's address, or null without a pattern or key (the key is then shown as text). */
export function ticketHref(pattern: string | null, key: string): string | null {
  if (!pattern || !key) return null;
  return pattern.replaceAll(TICKET_KEY_PLACEHOLDER, encodeURIComponent(key));
}
