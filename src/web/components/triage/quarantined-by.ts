import { percent } from '../../../analysis/flakiness';
import type { Quarantine } from '../../../contract/dashboard-api/triage-quarantine';

/** Who put a case in quarantine: a person, or the dashboard by the team's policy with the score it acted on. */
export const quarantinedBy = (quarantine: Pick<Quarantine, 'by' | 'policyScore'>) =>
  quarantine.policyScore === null
    ? quarantine.by
    : `the dashboard (quarantine policy, flaky score ${percent(quarantine.policyScore)})`;
