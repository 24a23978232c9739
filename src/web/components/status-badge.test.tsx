import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';

describe('a status badge', () => {
  it('shows "Warnings" for passed with warnings, and says the whole status to screen readers and on hover', () => {
    render(<StatusBadge code="W" text="Passed with warnings" />);
    const badge = screen.getByTitle('Passed with warnings');
    expect(badge.textContent).toContain('Passed with warnings');
    expect(screen.getByText('Warnings').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Passed with warnings').className).toBe('visually-hidden');
  });

  it("shows a service's own wording as it is", () => {
    render(<StatusBadge code="W" text="Mit Warnungen" />);
    expect(screen.getByText('Mit Warnungen').className).toBe('status-text');
  });
});
