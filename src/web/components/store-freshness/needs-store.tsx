// Without a history store (--store none, or the built app on a static host in front of SAP) screens that need
// the run history show this one line instead of working figures out of the service's history in the browser.
import { useQuery } from '@tanstack/react-query';
import { historyStatusQuery } from '../../../client/dashboard/history-status';

/** "The overview needs the dashboard's server with its history store: …", and how to turn it on. */
export const needsStoreText = (what: string) =>
  `${what} needs the dashboard's server with its history store: start it without --store none (see "The history store" in the deployment guide).`;

/** Said instead where the server has a store that could not be opened or stopped: turning it on is not the fix. */
const storeFailedText = (what: string, problem: string | null) =>
  `${what} needs the history store, which is not open: ${problem ?? 'it failed'} Restart the server once that is ` +
  'fixed; its log says more.';

export function NeedsStore({ what }: { what: string }) {
  const { data: status } = useQuery(historyStatusQuery());
  return (
    <p role="status" className="muted">
      {status?.state === 'failed' ? storeFailedText(what, status.problem) : needsStoreText(what)}
    </p>
  );
}
