import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field';

/** The field over a date its parent keeps, as a filter keeps it in the URL. */
function Field({
  onChange,
  onUntaken,
}: {
  onChange: (date: string) => void;
  onUntaken?: (problem: string | undefined) => void;
}) {
  const [date, setDate] = useState('2026-11-20');
  return (
    <DateField
      label="Started from"
      value={date}
      onUntaken={onUntaken}
      onChange={(next) => {
        onChange(next);
        setDate(next);
      }}
    />
  );
}

afterEach(() => {
  delete (HTMLInputElement.prototype as Partial<HTMLInputElement>).showPicker;
});

describe('DateField', () => {
  it('takes a date typed as yyyy-mm-dd, and nothing when emptied', () => {
    const onChange = vi.fn<(date: string) => void>();
    render(<Field onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Started from' });
    expect(field.getAttribute('placeholder')).toBe('yyyy-mm-dd');
    fireEvent.change(field, { target: { value: '2026-11-01' } });
    fireEvent.blur(field);
    expect(onChange.mock.calls).toEqual([['2026-11-01']]);
    expect(field).toHaveProperty('value', '2026-11-01');
    expect(field.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(field, { target: { value: '' } });
    expect(onChange.mock.calls).toEqual([['2026-11-01'], ['']]);
  });

  it.each([
    ['2026-13-40', 'There is no 2026-13-40: enter a date that exists, as yyyy-mm-dd.'],
    ['11/20/2026', 'Enter the date as yyyy-mm-dd, e.g. 2026-11-20.'],
  ])('keeps %s untaken and says why once the field is left', (typed, message) => {
    const onChange = vi.fn<(date: string) => void>();
    const onUntaken = vi.fn<(problem: string | undefined) => void>();
    render(<Field onChange={onChange} onUntaken={onUntaken} />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Started from' });
    fireEvent.change(field, { target: { value: typed } });
    expect(field.value).toBe(typed);
    expect(screen.queryByRole('textbox', { description: message })).toBeNull();
    // A form that sends is told at once, so that it waits, even before the field is left.
    expect(onUntaken).toHaveBeenLastCalledWith(message);
    fireEvent.blur(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Started from', description: message })).toBe(field);
    expect(onChange).not.toHaveBeenCalled();
    // Corrected, the date is taken and the message goes.
    fireEvent.change(field, { target: { value: '2026-11-02' } });
    expect(onChange.mock.calls).toEqual([['2026-11-02']]);
    expect(screen.queryByRole('textbox', { description: message })).toBeNull();
    expect(onUntaken).toHaveBeenLastCalledWith(undefined);
  });

  it('opens the browser calendar from a button where the browser can, and takes the date picked there', () => {
    const showPicker = vi.fn<() => void>();
    HTMLInputElement.prototype.showPicker = showPicker;
    const onChange = vi.fn<(date: string) => void>();
    const { container } = render(<Field onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open calendar', description: 'Started from' }));
    expect(showPicker).toHaveBeenCalledTimes(1);
    const calendar = container.querySelector<HTMLInputElement>('input[type="date"]')!;
    expect(calendar.value).toBe('2026-11-20');
    fireEvent.change(calendar, { target: { value: '2026-10-05' } });
    expect(onChange.mock.calls).toEqual([['2026-10-05']]);
    expect(screen.getByRole('textbox', { name: 'Started from' })).toHaveProperty('value', '2026-10-05');
  });

  it('offers no calendar button where the browser cannot open one', () => {
    render(<Field onChange={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Open calendar' })).toBeNull();
  });
});
