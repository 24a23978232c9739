// A run's failures by how they meet the triage, as GET /api/triage/run answers them: the server says it, and the
// test stand-ins of that endpoint (CLI, screens) say it the same way.
import type { FailureTriage, RunTriage } from '../../contract/dashboard-api/triage';

type Counted = Pick<FailureTriage, 'counted' | 'known' | 'quarantine' | 'state'>;

export function runTriageCounts(failures: readonly Counted[]): NonNullable<RunTriage>['counts'] {
  const count = (test: (failure: Counted) => boolean) => failures.filter(test).length;
  return {
    failed: failures.length,
    counted: count((failure) => failure.counted),
    known: count((failure) => failure.known),
    quarantined: count((failure) => failure.quarantine !== null),
    outage: count((failure) => failure.state === 'outage'),
  };
}
