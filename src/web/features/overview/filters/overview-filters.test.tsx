import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quickRange } from '../../../../analysis/overview/date-range';
import { setupMockServer } from '../../../testing/mock-server';
import { renderWithProviders } from '../../../testing/render';
import { OverviewFilters } from './overview-filters';
import { today } from './overview-params';

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
});
