import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { groupFailures } from '../../../../analysis/failure-groups';
import { failureSignature } from '../../../../analysis/triage/failure-signature';
import type { TestRun } from '../../../../contract/records';
import { paths } from '../../../../routes/paths';
import { setupMockServer } from '../../../testing/mock-server';
import { renderRoutes } from '../../../testing/render';
import { triageApi } from '../../../testing/triage-api';
import { RunRoute } from './run-route';

const mock = setupMockServer();

/** A finished seeded run with failures, and its biggest failure group. */
function runWithFailures() {
  for (const stored of mock.service.store.runs.values()) {
    if (!stored.record.END_DATE) continue;
    const run: TestRun = { ...stored.record, DETAILS: stored.details, VARIABLES: [] };
    const [group] = groupFailures([run], []);
    if (group && new Set(group.failures.map((failure) => failure.detail.OBJDEFID)).size === 1) return { run, group };
  }
  throw new Error('The seeded data holds no finished run with failures');
}

const openRun = (runId: string) =>
  renderRoutes([{ path: paths.run.pattern, element: <RunRoute /> }], paths.run.href(runId));

const groupsTable = () => screen.findByRole('table', { name: 'Failure causes in this run' });

describe('triage on the run page', () => {
  it('triages a whole failure group as a known issue with a ticket, for every failure in it', async () => {
    const { run, group } = runWithFailures();
    triageApi(mock, { ticketUrl: 'https://jira.example.com/browse/{key}' });
    const user = userEvent.setup();
    openRun(run.RUN_ID);
    const row = within(await groupsTable()).getByRole('row', { name: new RegExp(group.cause.slice(0, 20)) });
    expect(await within(row).findByText('Needs triage')).toBeTruthy();

    const opener = await within(row).findByRole('button', { name: `Triage: ${group.cause}` });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: `Triage: ${group.cause}` });
    expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Product defect: mapping');
    await user.type(within(dialog).getByRole('textbox', { name: 'Ticket' }), 'INT-4711');
    await user.type(within(dialog).getByRole('textbox', { name: 'Owner' }), 'Integration team');
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    // Made after the run: its failures are decided, each with the ticket as a link.
    await waitFor(() => expect(within(row).getByText('Decided')).toBeTruthy());
    expect(within(row).getByRole('link', { name: 'INT-4711' }).getAttribute('href')).toBe(
      'https://jira.example.com/browse/INT-4711',
    );
    expect(within(row).getByText('Product defect: mapping · Integration team')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: group.cause }));
    const cases = screen.getByRole('table', { name: `Test cases failing with: ${group.cause}` });
    expect(within(cases).getAllByText('Decided')).toHaveLength(group.failures.length);
  });

  it('marks a failure whose signature was decided on an earlier one as a known issue, carried', async () => {
    const { run, group } = runWithFailures();
    const api = triageApi(mock);
    api.seed({
      target: { kind: 'signature', ...failureSignature(group.failures[0]!.detail) },
      category: 'product-mapping',
      ticket: 'INT-4711',
      owner: 'Integration team',
    });
    openRun(run.RUN_ID);
    const row = within(await groupsTable()).getByRole('row', { name: new RegExp(group.cause.slice(0, 20)) });
    await waitFor(() => expect(within(row).getByText('Known issue')).toBeTruthy());
    // No ticket URL pattern: the key is text, not a link.
    expect(within(row).getByText('INT-4711').tagName).toBe('SPAN');
  });

  it('says the server’s message when it refuses what was typed, and keeps the dialog open', async () => {
    const { run, group } = runWithFailures();
    triageApi(mock);
    const user = userEvent.setup();
    openRun(run.RUN_ID);
    await user.click(await within(await groupsTable()).findByRole('button', { name: `Triage: ${group.cause}` }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Ticket' }), 'INT 4711');
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '"ticket" is not a ticket key: up to 40 characters without blanks',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a decision’s history and undoes its last change; a change made meanwhile is said, not undone', async () => {
    const { run, group } = runWithFailures();
    const api = triageApi(mock);
    const seeded = api.seed({
      target: { kind: 'signature', ...failureSignature(group.failures[0]!.detail) },
    });
    const user = userEvent.setup();
    openRun(run.RUN_ID);
    await user.click(await within(await groupsTable()).findByRole('button', { name: `Triage: ${group.cause}` }));
    let dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Test issue: test data');
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(await screen.findByRole('button', { name: `Triage: ${group.cause}` }));
    dialog = screen.getByRole('dialog');
    const history = await within(dialog).findByRole('list', { name: 'History of The decision' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2030-01-01 08:00 UTC, LEAD: Changed. Category: To investigate → Test issue: test data.',
      '2020-01-01 08:00 UTC, LEAD: Made. Category: To investigate.',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Undo last change' }));
    await waitFor(() =>
      expect(within(history).getAllByRole('listitem')[0]!.textContent).toBe(
        '2030-01-01 08:00 UTC, LEAD: Undid the last change. Category: Test issue: test data → To investigate.',
      ),
    );

    api.changeElsewhere(seeded.id, { owner: 'Basis team' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark fixed' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/^Someone else changed this decision/);
    await waitFor(() => expect(within(dialog).getByText('Basis team')).toBeTruthy());
    expect(api.decisions[0]!.fixedAt).toBeNull();
  });

  it('keeps a decision whose making was undone in the dialog, withdrawn, its failures needing triage, and puts it back', async () => {
    const { run, group } = runWithFailures();
    triageApi(mock).seed({
      target: { kind: 'signature', ...failureSignature(group.failures[0]!.detail) },
      category: 'product-mapping',
      ticket: 'INT-4711',
    });
    const user = userEvent.setup();
    openRun(run.RUN_ID);
    const row = within(await groupsTable()).getByRole('row', { name: new RegExp(group.cause.slice(0, 20)) });
    await user.click(await within(row).findByRole('button', { name: `Triage: ${group.cause}` }));
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Undo last change' }));

    expect((await within(dialog).findByText(/^Withdrawn by LEAD at 2030-01-01 08:00 UTC/)).textContent).toBe(
      'Withdrawn by LEAD at 2030-01-01 08:00 UTC: it applies to nothing, and its failures need triage again. ' +
        'Undo the withdrawal to put it back in force.',
    );
    const history = within(dialog).getByRole('list', { name: 'History of The decision' });
    expect(within(history).getAllByRole('listitem')[0]!.textContent).toBe(
      '2030-01-01 08:00 UTC, LEAD: Undid the last change. Withdrawn: applies to nothing.',
    );
    await waitFor(() => expect(within(row).getByText('Needs triage')).toBeTruthy());

    await user.click(within(dialog).getByRole('button', { name: 'Undo the withdrawal' }));
    await waitFor(() => expect(within(dialog).queryByText(/^Withdrawn by/)).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Undo last change' })).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('INT-4711')).toBeTruthy());
  });

  it('shows a read-only user the decisions and why they cannot change them, without the form', async () => {
    const { run, group } = runWithFailures();
    triageApi(mock, { user: 'VIEWER', canChange: false });
    const user = userEvent.setup();
    openRun(run.RUN_ID);
    await groupsTable();
    const why = 'The service does not let VIEWER start runs.';
    expect(await screen.findByText(`You can read the team's decisions but not change them: ${why}`)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: `Triage: ${group.cause}` }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(`You can read these decisions but not change them: ${why}`)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Save decision' })).toBeNull();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
  });

  it('shows the failure groups as before, without triage, where the store does not answer', async () => {
    const { run, group } = runWithFailures();
    openRun(run.RUN_ID);
    const table = await groupsTable();
    expect(within(table).getByRole('button', { name: group.cause })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Triage' })).toBeNull();
    expect(screen.queryByText(/Needs triage|decisions/)).toBeNull();
  });
});
