import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { groupFailures } from '../../../../analysis/failure-groups';
import { failureSignature } from '../../../../analysis/triage/failure-signature';
import { signatureKey } from '../../../../contract/dashboard-api/triage-signature';
import type { TestRun } from '../../../../contract/records';
import { paths } from '../../../../routes/paths';
import { setupMockServer } from '../../../testing/mock-server';
import { renderRoutes } from '../../../testing/render';
import { setupStoreApi } from '../../../testing/store-api';
import { answerWithoutDashboard } from '../../../testing/store-off';
import { RunRoute } from './run-route';

const mock = setupMockServer();
// The run's dashboard server: other files decide meanwhile, this one on its own share of the seeded signatures.
// VIEWER may read but not start runs.
const store = setupStoreApi(mock, 'run-route-triage');
const taken = new Set<string>();

/** A finished seeded run with failures, and its biggest failure group: of one automation object, so of one
 * signature, of this file's share and that no earlier test decided on. */
function runWithFailures() {
  for (const stored of mock.service.store.runs.values()) {
    if (!stored.record.END_DATE) continue;
    const run: TestRun = { ...stored.record, DETAILS: stored.details, VARIABLES: [] };
    const [group] = groupFailures([run], []);
    if (!group || group.failures[0]!.detail.STATUS !== 'E') continue;
    if (new Set(group.failures.map((failure) => failure.detail.OBJDEFID)).size > 1) continue;
    const signature = failureSignature(group.failures[0]!.detail);
    if (!store.ownsSignature(signature) || taken.has(signatureKey(signature))) continue;
    taken.add(signatureKey(signature));
    return { run, group };
  }
  throw new Error('The seeded data holds no finished run with failures');
}

const openRun = (runId: string) =>
  renderRoutes([{ path: paths.run.pattern, element: <RunRoute /> }], paths.run.href(runId));

interface Written {
  id: number;
  version: number;
  fixedAt: string | null;
}
const decide = (target: object, content: object) =>
  store.write<Written>('PUT', '/api/triage/decision', { target, category: 'investigate', ...content, version: 0 });

// The groups are the store server's answer (GET /api/run/before): room for a machine busy with another suite.
const groupsTable = () => screen.findByRole('table', { name: 'Failure causes in this run' }, { timeout: 10_000 });

describe('triage on the run page', () => {
  it('triages a whole failure group as a known issue with a ticket, for every failure in it', async () => {
    const { run, group } = runWithFailures();
    const user = userEvent.setup();
    openRun(run.RUN_ID);
    const row = within(await groupsTable()).getByRole('row', { name: new RegExp(group.cause.slice(0, 20)) });
    expect(await within(row).findByText('Needs triage')).toBeTruthy();

    const opener = await within(row).findByRole('button', { name: `Triage: ${group.cause}` });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: `Triage: ${group.cause}` });
    // The form comes once the team's decisions are read, its first field focused.
    const category = await within(dialog).findByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(document.activeElement).toBe(category));
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

  it('marks a failure whose signature another lead decided on as decided', async () => {
    const { run, group } = runWithFailures();
    await decide(
      { kind: 'signature', ...failureSignature(group.failures[0]!.detail) },
      { category: 'product-mapping', ticket: 'INT-4711', owner: 'Integration team' },
    );
    openRun(run.RUN_ID);
    const row = within(await groupsTable()).getByRole('row', { name: new RegExp(group.cause.slice(0, 20)) });
    await waitFor(() => expect(within(row).getByText('Decided')).toBeTruthy());
    expect(within(row).getByText('Product defect: mapping · Integration team')).toBeTruthy();
  });

  it('says the server’s message when it refuses what was typed, and keeps the dialog open', async () => {
    const { run, group } = runWithFailures();
    const user = userEvent.setup();
    openRun(run.RUN_ID);
    await user.click(await within(await groupsTable()).findByRole('button', { name: `Triage: ${group.cause}` }));
    const dialog = screen.getByRole('dialog');
    await user.type(await within(dialog).findByRole('textbox', { name: 'Ticket' }), 'INT 4711');
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '"ticket" is not a ticket key: up to 40 characters without blanks.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a decision’s history and undoes its last change; a change made meanwhile is said, not undone', async () => {
    const { run, group } = runWithFailures();
    const target = { kind: 'signature', ...failureSignature(group.failures[0]!.detail) };
    const seeded = await decide(target, {});
    const user = userEvent.setup();
    openRun(run.RUN_ID);
    await user.click(await within(await groupsTable()).findByRole('button', { name: `Triage: ${group.cause}` }));
    let dialog = screen.getByRole('dialog');
    // The form comes once the dialog has read the decision (its history shows then).
    await within(dialog).findByRole('list', { name: 'History of The decision' });
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
      expect.stringMatching(/UTC, DEVELOPER: Changed\. Category: To investigate → Test issue: test data\.$/),
      expect.stringMatching(/UTC, DEVELOPER: Made\. Category: To investigate\.$/),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Undo last change' }));
    await waitFor(() =>
      expect(within(history).getAllByRole('listitem')[0]!.textContent).toMatch(
        /UTC, DEVELOPER: Undid the last change\. Category: Test issue: test data → To investigate\.$/,
      ),
    );

    // Made, changed, undone: version 3, which another lead now changes.
    const changed = { target, category: 'investigate', owner: 'Basis team', version: 3 };
    await store.write('PUT', '/api/triage/decision', changed, 'OTHER');
    await user.click(within(dialog).getByRole('button', { name: 'Mark fixed' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/^Someone else changed this decision/);
    await waitFor(() => expect(within(dialog).getByText('Basis team')).toBeTruthy());
    const { decisions } = (await (
      await store.send(`/api/triage/decisions?cause=${encodeURIComponent(group.cause)}`)
    ).json()) as {
      decisions: Written[];
    };
    expect(decisions.find((decision) => decision.id === seeded.id)!.fixedAt).toBeNull();
  });

  it('keeps a decision whose making was undone in the dialog, withdrawn, its failures needing triage, and puts it back', async () => {
    const { run, group } = runWithFailures();
    await decide(
      { kind: 'signature', ...failureSignature(group.failures[0]!.detail) },
      { category: 'product-mapping', ticket: 'INT-4711' },
    );
    const user = userEvent.setup();
    openRun(run.RUN_ID);
    const row = within(await groupsTable()).getByRole('row', { name: new RegExp(group.cause.slice(0, 20)) });
    await user.click(await within(row).findByRole('button', { name: `Triage: ${group.cause}` }));
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Undo last change' }));

    expect((await within(dialog).findByText(/^Withdrawn by DEVELOPER at /)).textContent).toMatch(
      / UTC: it applies to nothing, and its failures need triage again\. Undo the withdrawal to put it back in force\.$/,
    );
    const history = within(dialog).getByRole('list', { name: 'History of The decision' });
    expect(within(history).getAllByRole('listitem')[0]!.textContent).toMatch(
      /UTC, DEVELOPER: Undid the last change\. Withdrawn: applies to nothing\.$/,
    );
    await waitFor(() => expect(within(row).getByText('Needs triage')).toBeTruthy());

    await user.click(within(dialog).getByRole('button', { name: 'Undo the withdrawal' }));
    await waitFor(() => expect(within(dialog).queryByText(/^Withdrawn by/)).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Undo last change' })).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('INT-4711')).toBeTruthy());
  });

  it('shows a read-only user the decisions and why they cannot change them, without the form', async () => {
    const { run, group } = runWithFailures();
    store.answerAs('VIEWER');
    const user = userEvent.setup();
    openRun(run.RUN_ID);
    await groupsTable();
    const why = 'The service does not let VIEWER start test runs, so VIEWER reads triage decisions but cannot change';
    expect(
      await screen.findByText((text) =>
        text.startsWith(`You can read the team's decisions but not change them: ${why}`),
      ),
    ).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: `Triage: ${group.cause}` }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText((text) => text.startsWith(`You can read these decisions but not change them: ${why}`)),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Save decision' })).toBeNull();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
  });

  it('says that grouping the failures by cause needs the store, where none answers', async () => {
    const { run } = runWithFailures();
    answerWithoutDashboard(mock);
    openRun(run.RUN_ID);
    expect(
      await screen.findByText(/^Grouping the failures by cause needs the dashboard's server with its history store/),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Failure causes in this run' })).toBeNull();
  });
});
