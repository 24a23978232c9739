// The run's failures as the team's triage sorts them (issue 62), for the summary and the JUnit file: which the
// failure gates do not count and why (known issues with their tickets, quarantined cases with the reason,
// outages, noise that accepted field rules explain), and what the counted ones are.
import type { UncountedCases } from '../analysis/gates';
import { isFailedDetail } from '../analysis/run-outcome';
import { ticketHref } from '../analysis/triage/ticket-link';
import { apartLabel } from '../analysis/triage/junit-marks';
import { noiseLabel } from '../analysis/triage/rule-noise';
import { triageGroup, type TriageGroup } from '../analysis/triage/triage-group';
import { TRIAGE_CATEGORIES } from '../contract/dashboard-api/triage-decisions';
import { TRIAGE_STATES, type FailureTriage } from '../contract/dashboard-api/run-triage';
import { padId, unpadId } from '../contract/ids';
import type { TestRun } from '../contract/records';
import type { TriageReading } from './run-triage';

type Applied = Extract<TriageReading, { applied: true }>;

/** Which of the groups the gates leave out they count all the same: --count-known every one, --count-noise noise. */
export interface Counting {
  known: boolean;
  noise: boolean;
}

/** Whether the gates leave the failure out, as its triage group and the counting flags say. */
function leftOut(failure: FailureTriage, counting: Counting): boolean {
  const group = triageGroup(failure);
  return group !== 'counted' && !counting.known && !(group === 'noise' && counting.noise);
}

/** The failures the gates leave out: none when the triage was not applied or --count-known counts them all. */
export function uncountedCases(reading: TriageReading | undefined, counting: Counting): UncountedCases {
  if (!reading?.applied) return new Set();
  return new Set([...reading.failures].filter(([, failure]) => leftOut(failure, counting)).map(([caseId]) => caseId));
}

const day = (at: string) => at.slice(0, 10);

/** The labels of the failures the gates do not count, by padded test case ID, for the JUnit file. */
export function apartLabels(reading: TriageReading | undefined, counting: Counting): ReadonlyMap<string, string> {
  if (!reading?.applied) return new Map();
  const marks = new Map<string, string>();
  for (const [caseId, failure] of reading.failures)
    if (leftOut(failure, counting)) marks.set(caseId, apartLabel(failure)!);
  return marks;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The summary's triage part; empty for a run without failures (nothing to triage). */
export function triageSummary(run: TestRun, reading: TriageReading | undefined, counting: Counting): string {
  if (!reading) return '';
  if (!reading.applied) return `Triage: none applied, every failure counts: ${reading.why}.`;
  const failed = run.DETAILS.filter(isFailedDetail);
  const entries = failed.map((detail) => ({ detail, triage: reading.failures.get(padId(detail.CASEID)) }));
  const apart = (kind: TriageGroup) => entries.filter(({ triage }) => triage && triageGroup(triage) === kind);
  const counted = entries.filter(({ triage }) => !triage || triageGroup(triage) === 'counted');
  const groups = [
    plural(apart('known').length, 'known issue', 'known issues'),
    `${apart('quarantined').length} quarantined`,
    plural(apart('outage').length, 'outage', 'outages'),
    `${apart('noise').length} noise`,
  ].filter((group) => !group.startsWith('0 '));
  const share = `${groups.join(', ')} of ${plural(failed.length, 'failure', 'failures')}`;
  const heading =
    groups.length === 0
      ? `Triage: none of ${plural(failed.length, 'failure', 'failures')} is a known issue, quarantined, an outage or noise`
      : counting.known
        ? `Triage: ${share}, counted all the same (--count-known)`
        : `Triage: ${share}, ${counting.noise && apart('noise').length > 0 ? 'noise counted (--count-noise), the rest ' : ''}not counted by --max-failures and --no-new-failures`;
  const how = counting.known ? 'counted, --count-known' : 'not counted';
  const lines = [heading];
  const known = apart('known');
  if (known.length > 0) lines.push(`  Known issues (${how}): ${known.length}`, ...knownIssueLines(known, reading));
  const quarantined = apart('quarantined');
  if (quarantined.length > 0)
    lines.push(
      `  Quarantined (${how}): ${quarantined.length}`,
      ...quarantined.map(({ detail, triage }) => {
        const { since, by, reason, passesInARow, passesNeeded } = triage!.quarantine!;
        return `    ${caseName(detail)} – since ${day(since)} by ${by}: ${reason} (${passesInARow} of ${passesNeeded} passes in a row to leave)`;
      }),
    );
  const outages = apart('outage');
  if (outages.length > 0)
    lines.push(
      `  Outages (${how}): ${outages.length}`,
      ...outages.map(({ detail }) => `    ${caseName(detail)} – ${detail.MESSAGE || 'aborted'}`),
    );
  const noise = apart('noise');
  if (noise.length > 0)
    lines.push(
      `  Noise, accepted field rules cover every field they failed on (${counting.known ? how : counting.noise ? 'counted, --count-noise' : 'not counted'}): ${noise.length}`,
      ...noiseLines(noise),
    );
  lines.push(`  Counted: ${counted.length}${countedSplit(counted.map(({ triage }) => triage))}`);
  return lines.join('\n');
}

const caseName = (detail: { CASEID: string; DESCR: string }) => `${unpadId(detail.CASEID)} ${detail.DESCR}`.trim();

/** One line per decision, with its ticket's link, category, owner, cases and the message they failed with. */
function knownIssueLines(
  known: { detail: TestRun['DETAILS'][number]; triage: FailureTriage | undefined }[],
  reading: Applied,
): string[] {
  const byDecision = new Map<number, typeof known>();
  for (const entry of known) {
    const id = entry.triage!.decision?.id ?? 0;
    byDecision.set(id, [...(byDecision.get(id) ?? []), entry]);
  }
  return [...byDecision.values()].flatMap((group) => {
    const { decision, MESSAGE } = group[0]!.triage!;
    const ticket = decision?.ticket
      ? [decision.ticket, ticketHref(reading.ticketUrl, decision.ticket)].filter(Boolean).join(' ')
      : 'no ticket';
    const what = [
      decision ? TRIAGE_CATEGORIES[decision.category] : '',
      decision?.owner ? `owner ${decision.owner}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    const cases = `${plural(group.length, 'case', 'cases')}: ${group.map(({ detail }) => unpadId(detail.CASEID)).join(', ')}`;
    return [`    ${ticket} – ${what ? `${what} – ` : ''}${cases}`, ...(MESSAGE ? [`      ${MESSAGE}`] : [])];
  });
}

/** One line per set of rules, with the cases they explain. */
function noiseLines(noise: { detail: TestRun['DETAILS'][number]; triage: FailureTriage | undefined }[]): string[] {
  const byRules = new Map<string, string[]>();
  for (const { detail, triage } of noise) {
    const label = noiseLabel(triage!.rules);
    byRules.set(label, [...(byRules.get(label) ?? []), unpadId(detail.CASEID)]);
  }
  return [...byRules].map(
    ([label, cases]) => `    ${label} – ${plural(cases.length, 'case', 'cases')}: ${cases.join(', ')}`,
  );
}

/** What the counted failures are: needing triage, regressed (with the ticket that was fixed), to investigate. */
function countedSplit(triages: (FailureTriage | undefined)[]): string {
  if (triages.length === 0) return '';
  const parts: string[] = [];
  const regressed = triages.filter((triage) => triage?.state === 'regressed');
  const tickets = [...new Set(regressed.map((triage) => triage!.decision?.ticket).filter(Boolean))];
  const count = (state: keyof typeof TRIAGE_STATES) => triages.filter((triage) => triage?.state === state).length;
  if (count('undecided') > 0) parts.push(`${count('undecided')} ${TRIAGE_STATES.undecided.toLowerCase()}`);
  if (regressed.length > 0)
    parts.push(`${regressed.length} regressed${tickets.length > 0 ? ` (fixed before: ${tickets.join(', ')})` : ''}`);
  const investigating = triages.filter(
    (triage) => triage && triage.state !== 'undecided' && triage.state !== 'regressed',
  );
  if (investigating.length > 0) parts.push(`${investigating.length} to investigate`);
  const unknown = triages.filter((triage) => !triage).length;
  if (unknown > 0) parts.push(`${unknown} not in the dashboard's history yet`);
  return ` – ${parts.join(', ')}`;
}
