// How the JUnit XML marks the failures the team's triage keeps out of the gates (issue 62): what each of them is,
// in a few words its <skipped> message starts with. One rule for iftt-run's file and the run page's download.
import { TRIAGE_CATEGORIES } from '../../contract/dashboard-api/triage-decisions';
import { TRIAGE_STATES, type FailureTriage } from '../../contract/dashboard-api/run-triage';
import { padId } from '../../contract/ids';
import { noiseLabel } from './rule-noise';
import { triageGroup } from './triage-group';

const day = (at: string) => at.slice(0, 10);

/** What a failure the gates do not count is, in a few words: the JUnit file's message starts with it. */
export function apartLabel(failure: FailureTriage): string | undefined {
  const apart = triageGroup(failure);
  if (apart === 'quarantined')
    return `Quarantined since ${day(failure.quarantine!.since)}: ${failure.quarantine!.reason}`;
  if (apart === 'outage') return TRIAGE_STATES.outage;
  if (apart === 'noise') return noiseLabel(failure.rules);
  if (apart === 'known')
    return failure.decision?.ticket
      ? `Known issue ${failure.decision.ticket}`
      : `Known issue: ${failure.decision ? TRIAGE_CATEGORIES[failure.decision.category] : 'decided'}`;
  return undefined;
}

/** The labels of the failures the gates do not count, by padded test case ID: buildJunitXml's knownFailures. */
export function junitMarks(failures: Iterable<FailureTriage>): ReadonlyMap<string, string> {
  const marks = new Map<string, string>();
  for (const failure of failures) {
    const label = apartLabel(failure);
    if (label) marks.set(padId(failure.CASEID), label);
  }
  return marks;
}
