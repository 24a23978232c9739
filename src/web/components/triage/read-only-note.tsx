import type { TriageSettings } from '../../../contract/dashboard-api/triage-settings';
import './triage.css';

/** Said once where decisions are shown to a user who may not change them, with the server's reason. */
export function ReadOnlyNote({ settings, what = "the team's decisions" }: { settings: TriageSettings; what?: string }) {
  if (settings.you.canChange) return null;
  return (
    <p className="triage-read-only">
      You can read {what} but not change them: {settings.you.why}
    </p>
  );
}
