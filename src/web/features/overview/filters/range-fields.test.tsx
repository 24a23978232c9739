import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DateRange } from '../../../../analysis/overview/date-range';
import { RangeFields } from './range-fields';

const LAST_30_DAYS = { from: '2026-10-28', to: '2026-11-26' };

/** The fields over a range kept by their parent, as the overview keeps it in the URL. */
function Fields({ onChange }: { onChange: (range: DateRange) => void }) {
  const [range, setRange] = useState(LAST_30_DAYS);
  return (
    <>
      <RangeFields
        range={range}
        onChange={(next) => {
          onChange(next);
          setRange(next);
        }}
      />
      <button type="button" onClick={() => setRange({ from: '2026-11-20', to: '2026-11-26' })}>
        7 days
      </button>
    </>
  );
}

/** A year typed by keyboard, as Chromium reports it: each digit a date of its own. */
function typeYear(field: HTMLElement, monthAndDay: string, year: string) {
  for (let digits = 1; digits <= year.length; digits++)
    fireEvent.change(field, { target: { value: `${year.slice(0, digits).padStart(4, '0')}-${monthAndDay}` } });
}

describe('RangeFields', () => {
  it('takes a date once its year is typed in full, not each digit of it', () => {
    const onChange = vi.fn<(range: DateRange) => void>();
    render(<Fields onChange={onChange} />);
    const from = screen.getByLabelText('From');
    typeYear(from, '10-01', '2025');
    expect(onChange.mock.calls).toEqual([[{ from: '2025-10-01', to: '2026-11-26' }]]);
    expect(from).toHaveProperty('value', '2025-10-01');
  });

  it('keeps a To typed before From as typed, and says why it is not taken once the field is left', () => {
    const onChange = vi.fn<(range: DateRange) => void>();
    render(<Fields onChange={onChange} />);
    const to = screen.getByLabelText('To');
    typeYear(to, '11-26', '2025');
    expect(to).toHaveProperty('value', '2025-11-26');
    expect(screen.queryByText(/is before/)).toBeNull();
    fireEvent.blur(to);
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('"To" is before "From": the overview keeps showing the range before.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    // Fixed by an earlier From: the range typed is taken as a whole.
    typeYear(screen.getByLabelText('From'), '10-28', '2025');
    expect(onChange.mock.calls).toEqual([[{ from: '2025-10-28', to: '2025-11-26' }]]);
    expect(to.getAttribute('aria-invalid')).toBe('false');
  });

  it('gives up what was typed for a range chosen elsewhere', () => {
    render(<Fields onChange={() => {}} />);
    const from = screen.getByLabelText('From');
    fireEvent.change(from, { target: { value: '' } });
    fireEvent.blur(from);
    expect(screen.getByText('Enter both dates in full: the overview keeps showing the range before.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(from).toHaveProperty('value', '2026-11-20');
    expect(screen.queryByText(/Enter both dates/)).toBeNull();
  });
});
