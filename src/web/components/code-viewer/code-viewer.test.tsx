import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeViewer } from './code-viewer';

// jsdom lays nothing out: give the viewer a size so the virtualiser renders a window of lines.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});

const PAYLOAD = ['<Order>', '  <Note>order of an ORDER</Note>', '  <Id>7</Id>', '</Order>'].join('\n');

describe('CodeViewer search', () => {
  it('marks each match itself, counts matches rather than lines and steps through them', async () => {
    const user = userEvent.setup();
    render(<CodeViewer label="Reference input" text={PAYLOAD} format="XML" />);
    await user.type(screen.getByRole('searchbox', { name: 'Search in Reference input' }), 'order');
    // The viewer's own status, found by what it says (its copy button has a status too).
    const status = await screen.findByText('1 of 4 matches');
    expect(status.getAttribute('role')).toBe('status');
    const region = screen.getByRole('region', { name: 'Reference input' });
    // The matched text, in its own case, not the whole line; the rest of the line stays around it.
    const marks = within(region).getAllByRole('mark');
    expect(marks.map((mark) => mark.textContent)).toEqual(['Order', 'order', 'ORDER', 'Order']);
    expect(marks[1]!.parentElement!.textContent).toBe('  <Note>order of an ORDER</Note>');
    const current = () => marks.findIndex((mark) => mark.classList.contains('cv-match-current'));
    expect(current()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(status.textContent).toBe('2 of 4 matches');
    expect(current()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Previous match' }));
    await user.click(screen.getByRole('button', { name: 'Previous match' }));
    expect(status.textContent).toBe('4 of 4 matches');
    expect(within(region).getAllByRole('mark').at(-1)!.classList.contains('cv-match-current')).toBe(true);
  });
});
