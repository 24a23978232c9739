// Each failure of a run in exactly one group, by one written order: an outage (the landscape was down, whatever
// else is true of the case), then a quarantined case, then a known issue, then noise (accepted field rules, pending
// in SAP, cover every field it failed on: a team's decision on a signature says more than a field rule); the rest
// count against the gates. The CLI's summary, its JUnit file, the run page's download and GET /api/triage/run's
// counts all say it this way.
import type { FailureTriage } from '../../contract/dashboard-api/run-triage';

export const TRIAGE_GROUPS = ['outage', 'quarantined', 'known', 'noise', 'counted'] as const;
export type TriageGroup = (typeof TRIAGE_GROUPS)[number];

type Grouped = Pick<FailureTriage, 'state' | 'quarantine' | 'known' | 'rules'>;

export function triageGroup(failure: Grouped): TriageGroup {
  if (failure.state === 'outage') return 'outage';
  if (failure.quarantine) return 'quarantined';
  if (failure.known) return 'known';
  return failure.rules.length > 0 ? 'noise' : 'counted';
}
