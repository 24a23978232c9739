import { describe, expect, it } from 'vitest';
import { detail } from '../../../analysis/testing/run-fixtures';
import { decision, failureTriage, quarantine } from '../../../analysis/triage/triage-fixtures';
import type { FailureTriage } from '../../../contract/dashboard-api/run-triage';
import { runWorkbookRow, type RunWorkbookFacts } from './run-workbook-rows';

const facts = (failures: FailureTriage[], ticketUrl: string | null = null): RunWorkbookFacts => ({
  folderNames: new Map([['0000000102', 'Order to cash']]),
  failures: new Map(failures.map((each) => [each.CASEID, each])),
  ticketUrl,
});

/** The triage columns of a failed case's row: state, category, ticket, owner, note, decided by, decided at. */
const triageOf = (triage: Partial<FailureTriage>, ticketUrl?: string | null) =>
  runWorkbookRow(detail('7', 'E', { MESSAGE: 'Mapping failed' }), facts([failureTriage('7', triage)], ticketUrl)).slice(
    7,
  );

describe("the run workbook's rows", () => {
  it('hold where the execution is, what it did, when and how long, with the service time as an Excel date', () => {
    const row = runWorkbookRow(
      detail('42', 'S', { DESCR: 'Order create', STATUS_TXT: 'Passed', MESSAGE: 'No differences' }),
      facts([]),
    );
    // 2026-11-20 10:00:00 is day 46346 and 10/24 of the next in Excel's 1900 system; it took 2 s.
    expect(row).toEqual([
      'Order to cash',
      '42',
      'Order create',
      { value: 'Passed', style: { fill: 'passed' } },
      expect.closeTo(46346 + 10 / 24, 9),
      expect.closeTo(2 / 86_400, 12),
      'No differences',
    ]);
    expect(runWorkbookRow(detail('1', 'R', { SCNRID: '0000000999' }), facts([]))[0]).toBe('999');
    expect(runWorkbookRow(detail('1', 'R'), facts([]))[5]).toBe('');
  });

  it("say each failure's state as the screens do, a quarantine over whatever it is, and its decision", () => {
    const known = decision({ note: 'Leading zeros dropped' });
    expect(triageOf({ state: 'carried', decision: known, known: true, counted: false })).toEqual([
      'Known issue',
      'Product defect: mapping',
      'INT-4711',
      'Integration team',
      'Leading zeros dropped',
      'LEAD',
      expect.closeTo(46346 + 10 / 24, 9),
    ]);
    expect(triageOf({ state: 'decided', decision: known, known: true, counted: false })[0]).toBe('Known issue');
    expect(triageOf({ state: 'decided', decision: decision({ category: 'investigate' }) })[0]).toBe('Decided');
    expect(triageOf({ state: 'regressed', decision: decision({ fixedAt: '2026-11-19T08:00:00Z' }) })[0]).toBe(
      'Regressed',
    );
    expect(triageOf({ state: 'outage', known: true, counted: false })).toEqual([
      'Environment: outage',
      '',
      '',
      undefined,
      undefined,
      undefined,
      '',
    ]);
    expect(triageOf({})[0]).toBe('Needs triage');
    expect(triageOf({ quarantine: quarantine(), counted: false })[0]).toBe('Quarantined');
  });

  it('make the ticket a link by the server’s ticket URL, and leave a passed case’s triage cells empty', () => {
    const ticket = triageOf(
      { state: 'carried', decision: decision(), known: true },
      'https://jira.example.com/browse/{key}',
    )[2];
    expect(ticket).toEqual({ value: 'INT-4711', link: 'https://jira.example.com/browse/INT-4711' });
    expect(runWorkbookRow(detail('7', 'S'), facts([]))).toHaveLength(7);
  });
});
