/**
 * Without the dashboard's server and its history store the runs list reads nothing: its rows, their outage counts
 * and its chart are worked out over the stored history, not from the service's in the browser.
 */
export function RunsNeedStore() {
  return (
    <p role="status" className="muted">
      The runs list needs the dashboard&apos;s server with its history store: start it with <code>npm start</code>,
      without <code>--store none</code> (the README&apos;s <code>--store</code> option says where it keeps the store).
    </p>
  );
}
