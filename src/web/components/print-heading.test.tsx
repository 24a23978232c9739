import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrintHeading } from './print-heading';

afterEach(() => {
  vi.useRealTimers();
});

describe('PrintHeading', () => {
  it('names the page and its filters, and the time printing began, in UTC', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T08:05:59Z'), toFake: ['Date'] });
    render(
      <PrintHeading
        title="Release 2026.11 sign-off"
        filters={[
          { label: 'Run', value: '2DDB380CD2FA07F2515BD5183589D567' },
          { label: 'Type', value: 'Unit test' },
        ]}
      />,
    );
    const heading = screen.getByRole('region', { name: 'Printed summary', hidden: true });
    const pairs = () =>
      within(heading)
        .getAllByRole('term', { hidden: true })
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(within(heading).getByText('Release 2026.11 sign-off')).toBeTruthy();
    expect(pairs()).toEqual([
      'Run: 2DDB380CD2FA07F2515BD5183589D567',
      'Type: Unit test',
      'Printed: 2026-11-23 08:05 UTC',
    ]);

    vi.setSystemTime(new Date('2026-11-23T17:42:10Z'));
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(pairs().at(-1)).toBe('Printed: 2026-11-23 17:42 UTC');
  });
});
