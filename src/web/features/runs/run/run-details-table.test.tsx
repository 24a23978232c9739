import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { detail } from '../../../../analysis/testing/run-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { RunDetailsTable } from './run-details-table';

const RUN_ID = 'B'.repeat(32);
const details = [
  detail('1', 'S'),
  detail('2', 'E', { END_TIME: '10:01:05' }),
  detail('3', 'A'),
  detail('4', 'W'),
  detail('5', 'E'),
  detail('6', 'R'),
];
const table = () => screen.getByRole('table', { name: 'Test cases in this run' });
const caseIds = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the test cases of a run', () => {
  it('come failures first, each with how long it took', () => {
    renderWithProviders(<RunDetailsTable runId={RUN_ID} details={details} />, `/runs/${RUN_ID}`);
    expect(caseIds()).toEqual(['2', '5', '3', '4', '1', '6']);
    const durations = within(table())
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-2)!.textContent);
    expect(durations).toEqual(['1 min 05 s', '2 s', '2 s', '2 s', '2 s', '—']);
  });

  it('shows only the failed ones at one click, and keeps that in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<RunDetailsTable runId={RUN_ID} details={details} />, `/runs/${RUN_ID}`);
    const toggle = screen.getByRole('button', { name: 'Failed only' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(caseIds()).toEqual(['2', '5']);
    await waitFor(() => expect(router.state.location.search).toBe('?failed=1'));
    await user.click(toggle);
    expect(caseIds()).toHaveLength(details.length);
  });

  it('opens with only the failed ones from a shared address', () => {
    renderWithProviders(<RunDetailsTable runId={RUN_ID} details={details} />, `/runs/${RUN_ID}?failed=1`);
    expect(screen.getByRole('button', { name: 'Failed only' }).getAttribute('aria-pressed')).toBe('true');
    expect(caseIds()).toEqual(['2', '5']);
  });
});
