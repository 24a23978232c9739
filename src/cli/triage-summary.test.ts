import { describe, expect, it } from 'vitest';
import { evaluateGates } from '../analysis/gates';
import { detail, run } from '../analysis/testing/run-fixtures';
import { decision, failureTriage, quarantine } from '../analysis/triage/triage-fixtures';
import type { FailureTriage } from '../contract/dashboard-api/run-triage';
import type { TriageReading } from './run-triage';
import { apartLabels, triageSummary, uncountedCases, type Counting } from './triage-summary';

const mapping = 'Mapping failed: UOM 4 unknown';
const nightly = run([
  detail('1', 'S'),
  detail('2', 'E', { DESCR: 'Order UOM', MESSAGE: mapping }),
  detail('3', 'E', { DESCR: 'Invoice UOM', MESSAGE: mapping }),
  detail('4', 'E', { DESCR: 'Flaky receiver', MESSAGE: 'Timeout' }),
  detail('5', 'A', { DESCR: 'Goods receipt', MESSAGE: 'RFC destination S4Q not reachable' }),
  detail('6', 'E', { DESCR: 'Delivery', MESSAGE: 'Field BELNR differs' }),
  detail('7', 'E', { DESCR: 'Billing', MESSAGE: 'Field WAERS differs' }),
]);

function failure(caseId: string, overrides: Partial<FailureTriage>): FailureTriage {
  const { MESSAGE, STATUS } = nightly.DETAILS.find((row) => row.CASEID === caseId.padStart(10, '0'))!;
  return failureTriage(caseId, { RUN_ID: nightly.RUN_ID, STATUS, MESSAGE, cause: MESSAGE, ...overrides });
}

/** The gates' default: every group the triage leaves out stays out. */
const APART: Counting = { known: false, noise: false };
const ALL: Counting = { known: true, noise: false };

const known = { state: 'carried', decision: decision(), known: true, counted: false } as const;
const fixed = decision({ id: 2, ticket: 'INT-4100', fixedAt: '2026-11-19T08:00:00Z', fixedBy: 'DEV' });
const triaged: TriageReading = {
  applied: true,
  ticketUrl: 'https://jira.example.com/browse/{key}',
  failures: new Map(
    [
      failure('2', known),
      failure('3', known),
      failure('4', { quarantine: quarantine({ passesInARow: 2 }), counted: false }),
      failure('5', { state: 'outage', known: true, counted: false }),
      failure('6', { state: 'regressed', decision: fixed }),
    ].map((entry) => [entry.CASEID, entry]),
  ),
};

describe('the triage in the summary', () => {
  it('lists apart what the gates do not count, with tickets, reasons and messages, then what they count', () => {
    expect(triageSummary(nightly, triaged, APART)).toBe(
      [
        'Triage: 2 known issues, 1 quarantined, 1 outage of 6 failures, not counted by --max-failures and --no-new-failures',
        '  Known issues (not counted): 2',
        '    INT-4711 https://jira.example.com/browse/INT-4711 – Product defect: mapping, owner Integration team – 2 cases: 2, 3',
        `      ${mapping}`,
        '  Quarantined (not counted): 1',
        '    4 Flaky receiver – since 2026-11-20 by LEAD: Flaky: the receiver answers late (2 of 5 passes in a row to leave)',
        '  Outages (not counted): 1',
        '    5 Goods receipt – RFC destination S4Q not reachable',
        "  Counted: 2 – 1 regressed (fixed before: INT-4100), 1 not in the dashboard's history yet",
      ].join('\n'),
    );
  });

  it('leaves those failures out of the gates, and counts them all with --count-known, saying so', () => {
    const gates = (counting: Counting) =>
      evaluateGates(nightly, undefined, { maxFailures: 2 }, uncountedCases(triaged, counting))[0]!;
    expect(gates(APART)).toMatchObject({
      holds: true,
      reason: expect.stringMatching(/^2 failed .*; 4 more not counted/),
    });
    expect(gates(ALL)).toMatchObject({
      holds: false,
      reason: '6 failed or aborted test cases, more than the maximum of 2',
    });
    expect(triageSummary(nightly, triaged, ALL)).toMatch(
      /^Triage: 2 known issues, 1 quarantined, 1 outage of 6 failures, counted all the same \(--count-known\)\n {2}Known issues \(counted, --count-known\): 2\n/,
    );
  });

  it('puts each failure in one group: an outage of a quarantined case is an outage', () => {
    const reading: TriageReading = {
      applied: true,
      ticketUrl: null,
      failures: new Map([
        ['0000000005', failure('5', { state: 'outage', known: true, counted: false, quarantine: quarantine() })],
      ]),
    };
    const goodsReceipt = run(nightly.DETAILS.filter((row) => row.CASEID === '0000000005'));
    expect(triageSummary(goodsReceipt, reading, APART).split('\n').slice(0, 2)).toEqual([
      'Triage: 1 outage of 1 failure, not counted by --max-failures and --no-new-failures',
      '  Outages (not counted): 1',
    ]);
    expect(apartLabels(reading, APART).get('0000000005')).toBe('Environment: outage');
  });

  it('labels each failure left out for the JUnit file, none with --count-known', () => {
    expect(Object.fromEntries(apartLabels(triaged, APART))).toEqual({
      '0000000002': 'Known issue INT-4711',
      '0000000003': 'Known issue INT-4711',
      '0000000004': 'Quarantined since 2026-11-20: Flaky: the receiver answers late',
      '0000000005': 'Environment: outage',
    });
    expect(apartLabels(triaged, ALL).size).toBe(0);
  });

  it('names a known issue without a ticket by its category, and one to investigate as counted', () => {
    const reading: TriageReading = {
      applied: true,
      ticketUrl: null,
      failures: new Map([
        ['0000000006', failure('6', { ...known, decision: decision({ ticket: '', owner: '' }) })],
        ['0000000007', failure('7', { state: 'decided', decision: decision({ id: 3, category: 'investigate' }) })],
      ]),
    };
    const onlyTwo = run(nightly.DETAILS.filter((row) => ['0000000006', '0000000007'].includes(row.CASEID)));
    expect(triageSummary(onlyTwo, reading, APART).split('\n').slice(1)).toEqual([
      '  Known issues (not counted): 1',
      '    no ticket – Product defect: mapping – 1 case: 6',
      '      Field BELNR differs',
      '  Counted: 1 – 1 to investigate',
    ]);
    expect(apartLabels(reading, APART).get('0000000006')).toBe('Known issue: Product defect: mapping');
  });

  it('counts noise that accepted field rules explain apart, and with --count-noise all the same', () => {
    const rule = { id: 9, expression: '/ORDERS05/IDOC/EDI_DC40/CREDAT', type: 'Ignore', enteredAt: null } as const;
    const reading: TriageReading = {
      applied: true,
      ticketUrl: null,
      failures: new Map([
        ['0000000006', failure('6', { rules: [rule], counted: false })],
        ['0000000007', failure('7', { rules: [rule], counted: false })],
      ]),
    };
    const both = run(nightly.DETAILS.filter((row) => ['0000000006', '0000000007'].includes(row.CASEID)));
    expect(triageSummary(both, reading, APART).split('\n')).toEqual([
      'Triage: 2 noise of 2 failures, not counted by --max-failures and --no-new-failures',
      '  Noise, accepted field rules cover every field they failed on (not counted): 2',
      '    Noise, rule pending in SAP: Ignore /ORDERS05/IDOC/EDI_DC40/CREDAT – 2 cases: 6, 7',
      '  Counted: 0',
    ]);
    expect(apartLabels(reading, APART).get('0000000007')).toBe(
      'Noise, rule pending in SAP: Ignore /ORDERS05/IDOC/EDI_DC40/CREDAT',
    );
    const countNoise = { known: false, noise: true };
    expect(uncountedCases(reading, APART).size).toBe(2);
    expect(uncountedCases(reading, countNoise).size).toBe(0);
    expect(apartLabels(reading, countNoise).size).toBe(0);
    expect(triageSummary(both, reading, countNoise).split('\n').slice(0, 2)).toEqual([
      'Triage: 2 noise of 2 failures, noise counted (--count-noise), the rest not counted by --max-failures and --no-new-failures',
      '  Noise, accepted field rules cover every field they failed on (counted, --count-noise): 2',
    ]);
  });

  it('says in one line why no triage was applied, and nothing for a run without failures', () => {
    const none: TriageReading = { applied: false, why: 'no dashboard answers at http://localhost:1 (ECONNREFUSED)' };
    expect(triageSummary(nightly, none, APART)).toBe(
      'Triage: none applied, every failure counts: no dashboard answers at http://localhost:1 (ECONNREFUSED).',
    );
    expect(uncountedCases(none, APART).size).toBe(0);
    expect(triageSummary(nightly, undefined, APART)).toBe('');
  });
});
