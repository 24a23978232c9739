import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { quickRange } from '../../../../analysis/overview/date-range';
import { setupMockServer } from '../../../testing/mock-server';
import { renderWithProviders } from '../../../testing/render';
import { OverviewFilters } from './overview-filters';
import { today, type OverviewParams } from './overview-params';

setupMockServer();

describe('the overview filters', () => {
  it('give up a half-typed date for the quick range pressed, even the one already shown', () => {
    const range = quickRange('30d', today());
    renderWithProviders(
      <OverviewFilters params={{ range, folders: [], types: [], user: '', split: false }} onChange={() => {}} />,
    );
    const thirtyDays = screen.getByRole('button', { name: '30 days' });
    expect(thirtyDays.getAttribute('aria-pressed')).toBe('true');
    const from = screen.getByLabelText('From');
    fireEvent.change(from, { target: { value: '' } });
    fireEvent.blur(from);
    expect(screen.getByText(/Enter both dates in full/)).toBeTruthy();

    fireEvent.click(thirtyDays);
    expect(screen.getByLabelText('From')).toHaveProperty('value', range.from);
    expect(screen.queryByText(/Enter both dates in full/)).toBeNull();
  });

  it('keeps a user ID longer than an SAP user name in its field, says why there, and does not take it', () => {
    const onChange = vi.fn<(next: Partial<OverviewParams>) => void>();
    const params = { range: quickRange('30d', today()), folders: [], types: [], user: 'SPATEL', split: false };
    renderWithProviders(<OverviewFilters params={params} onChange={onChange} />);
    const user = screen.getByRole('textbox', { name: 'Started by' });
    fireEvent.change(user, { target: { value: 'x'.repeat(5000) } });
    fireEvent.keyDown(user, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    expect(user.getAttribute('aria-invalid')).toBe('true');
    expect(user).toHaveProperty('value', 'x'.repeat(5000));
    // What a screen reader reads after the name.
    expect(document.getElementById(user.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '"Started by" is longer than an SAP user name (12 characters): the overview keeps showing the user before.',
    );

    fireEvent.change(user, { target: { value: ' jsmith ' } });
    expect(user.getAttribute('aria-invalid')).toBe('false');
    fireEvent.blur(user);
    expect(onChange.mock.calls).toEqual([[{ user: 'JSMITH' }]]);
  });
});
