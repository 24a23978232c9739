import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detail, run } from '../../../../analysis/testing/run-fixtures';
import { DEFAULT_OUTAGE_PATTERNS } from '../../../../analysis/triage/outage-rule';
import { serviceStopMessage } from '../../../../contract/service-stop';
import { RunVerdict } from './run-verdict';

const cases = (count: number, status: string, message = '') =>
  Array.from({ length: count }, (_, index) => detail(`${status}${index}`, status, { MESSAGE: message }));

describe('the run verdict', () => {
  it('says a run was cut short by a service stop, and rates only the cases that ran', () => {
    const cut = run([...cases(22, 'S'), ...cases(6, 'E'), ...cases(88, 'A', serviceStopMessage('Q'))]);
    render(<RunVerdict run={cut} now={Date.now()} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Cut short: the service stopped · 116 test cases');
    expect(status.textContent).toContain('pass rate of the 28 that ran 79%');
    expect(status.textContent).not.toContain('Finished');
  });

  it('leaves the aborts the outage rule names out of the pass rate and says how many, as the runs list does', () => {
    const down = run([
      ...cases(9, 'S'),
      ...cases(1, 'E'),
      ...cases(2, 'A', 'Execution landscape not reachable (RFC destination error)'),
      ...cases(1, 'A', 'Aborted: the mapping timed out'),
    ]);
    render(<RunVerdict run={down} now={Date.now()} outagePatterns={DEFAULT_OUTAGE_PATTERNS} />);
    expect(screen.getByRole('status').textContent).toContain(
      'Finished · 13 test cases · pass rate 82% (2 aborted in an outage not counted)',
    );
  });

  it('gives no pass rate to a run whose every case aborted in an outage, and says why', () => {
    const down = run(cases(3, 'A', 'Execution landscape not reachable (RFC destination error)'));
    render(<RunVerdict run={down} now={Date.now()} outagePatterns={DEFAULT_OUTAGE_PATTERNS} />);
    expect(screen.getByRole('status').textContent).toContain(
      '3 test cases · no pass rate: every case that ran aborted in an outage',
    );
  });

  it('calls a run whose cases were aborted for reasons of their own finished, rated over all its cases', () => {
    const own = run([...cases(3, 'S'), ...cases(1, 'A', 'Aborted: the mapping timed out')]);
    render(<RunVerdict run={own} now={Date.now()} />);
    expect(screen.getByRole('status').textContent).toContain('Finished · 4 test cases · pass rate 75%');
  });
});

describe('the verdict of a run in progress the service does not answer about', () => {
  it('says its state is unknown since the last answer, and estimates no time left', () => {
    const going = run([...cases(3, 'S'), ...cases(5, 'R')], { END_DATE: '', END_TIME: '' });
    const unknown = { since: Date.parse('2026-11-20T10:00:30Z'), reason: 'the service is not answering' };
    render(<RunVerdict run={going} now={Date.parse('2026-11-20T10:02:00Z')} unknown={unknown} />);
    expect(screen.getByRole('status').textContent).toMatch(
      /^State unknown since 10:00 UTC — the service is not answering; still trying · 8 test cases/,
    );
    const time = screen.getByText(/^Elapsed/);
    expect(time.textContent).toBe('Elapsed 2 min 00 s · no estimate of the time left while the state is unknown');
  });
});
