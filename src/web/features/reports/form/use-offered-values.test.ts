import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOfferedValues, type DateRange } from './use-offered-values';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const from = (dateFrom: string): DateRange => ({ dateFrom, dateTo: '' });

function render(found: string[] | undefined, range: DateRange) {
  return renderHook(
    (props: { found: string[] | undefined; range: DateRange }) => useOfferedValues(props.found, props.range),
    {
      initialProps: { found, range },
    },
  );
}

describe('the values a date range offers', () => {
  it('names what a date change removed once the dates rest, not against a year half typed', () => {
    const view = render(['ANOVAK', 'MKOWALSKI'], from('2026-11-01'));
    expect(view.result.current.removed).toEqual([]);
    // Typing the year part by part: 0002 and 0202 read the whole history, with a user not in November.
    view.rerender({ found: ['ANOVAK', 'MKOWALSKI', 'OLDTIMER'], range: from('0002-11-15') });
    act(() => vi.advanceTimersByTime(300));
    view.rerender({ found: ['ANOVAK', 'MKOWALSKI', 'OLDTIMER'], range: from('0202-11-15') });
    act(() => vi.advanceTimersByTime(300));
    view.rerender({ found: ['ANOVAK'], range: from('2026-11-15') });
    expect(view.result.current.removed).toEqual([]);
    act(() => vi.advanceTimersByTime(800));
    expect(view.result.current.removed).toEqual(['MKOWALSKI']);
    expect(view.result.current.values).toEqual(['ANOVAK']);
  });

  it('offers the last values read, with their range, while a new range is read', () => {
    const view = render(['ANOVAK'], from('2026-11-01'));
    view.rerender({ found: undefined, range: from('2026-11-15') });
    expect(view.result.current).toMatchObject({ values: ['ANOVAK'], range: from('2026-11-01'), current: false });
  });
});
