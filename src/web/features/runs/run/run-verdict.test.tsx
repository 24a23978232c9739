import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detail, run } from '../../../../analysis/testing/run-fixtures';
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

  it('calls a run whose cases were aborted for reasons of their own finished, rated over all its cases', () => {
    const own = run([...cases(3, 'S'), ...cases(1, 'A', 'Aborted: the mapping timed out')]);
    render(<RunVerdict run={own} now={Date.now()} />);
    expect(screen.getByRole('status').textContent).toContain('Finished · 4 test cases · pass rate 75%');
  });
});
