// Without a history store (--store none, or the built app on a static host in front of SAP) screens that need
// the run history show this one line instead of working figures out of the service's history in the browser.

/** "The overview needs the dashboard's server with its history store: …", and how to turn it on. */
export const needsStoreText = (what: string) =>
  `${what} needs the dashboard's server with its history store: start it without --store none (see "The history store" in the deployment guide).`;

export function NeedsStore({ what }: { what: string }) {
  return (
    <p role="status" className="muted">
      {needsStoreText(what)}
    </p>
  );
}
