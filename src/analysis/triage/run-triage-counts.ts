// A run's failures by their triage group (triage-group.ts), as GET /api/triage/run answers them: the server says
// it, and the test stand-ins of that endpoint (CLI, screens) say it the same way. The groups add up to `failed`.
import type { FailureTriage, RunTriage } from '../../contract/dashboard-api/run-triage';
import { triageGroup, type TriageGroup } from './triage-group';

export function runTriageCounts(
  failures: readonly Pick<FailureTriage, 'state' | 'quarantine' | 'known' | 'rules'>[],
): NonNullable<RunTriage>['counts'] {
  const counts: Record<TriageGroup, number> = { outage: 0, quarantined: 0, known: 0, noise: 0, counted: 0 };
  for (const failure of failures) counts[triageGroup(failure)] += 1;
  return { failed: failures.length, ...counts };
}
