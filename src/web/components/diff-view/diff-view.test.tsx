import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DiffView } from './diff-view';

// jsdom lays nothing out: give the scroller a size so the virtualiser renders a window of rows.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});

const tail = 'x'.repeat(300);
const reference = ['<Order>', `  <Note>${tail}</Note>`, '  <PartyID>0000141477</PartyID>', '</Order>'].join('\n');
const current = ['<Order>', `  <Note>${tail}</Note>`, '  <PartyID>0000141478</PartyID>', '</Order>'].join('\n');

describe('DiffView', () => {
  it('shows whole lines, sets the changed characters apart and marks a judged difference in words', async () => {
    const marks = [{ path: '/Order/PartyID', refValue: '0000141477', curValue: '0000141478', result: 'ERROR' }];
    render(
      <DiffView
        leftTitle="Reference output"
        rightTitle="Current output"
        leftText={reference}
        rightText={current}
        format="FLAT"
        marks={marks}
      />,
    );
    const region = screen.getByRole('region', { name: 'Comparison of Reference output and Current output' });
    expect(screen.getByRole('status').textContent).toBe('1 differing lines (1 failing, 0 accepted).');
    // The sign sets it apart without colour; assistive technology reads the words only.
    const badge = within(region).getByText('Failing');
    expect(badge.textContent).toBe('✕ Failing difference');
    expect(within(badge).getByText('✕').getAttribute('aria-hidden')).toBe('true');
    expect(within(region).getAllByText(`<Note>${tail}</Note>`, { exact: false })).toHaveLength(2);
    // The one character that differs stands apart from the rest of its line, on each side.
    expect(within(region).getByText('7').className).toBe('dv-chars');
    expect(within(region).getByText('8').className).toBe('dv-chars');
  });

  it('says so when lines are too long to show whole', () => {
    const long = 'y'.repeat(6000);
    render(<DiffView leftTitle="A" rightTitle="B" leftText={long} rightText={`${long}z`} format="FLAT" />);
    expect(screen.getByRole('status').textContent).toContain('Lines longer than 5,000 characters are cut here');
  });
});
