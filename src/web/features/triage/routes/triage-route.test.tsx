import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Decision } from '../../../../contract/dashboard-api/triage-decisions';
import type { NeedsTriage } from '../../../../contract/dashboard-api/needs-triage';
import { paths } from '../../../../routes/paths';
import { TriageRoute } from './triage-route';
import { setupMockServer } from '../../../testing/mock-server';
import { renderRoutes } from '../../../testing/render';
import { answerWithStoreOff } from '../../../testing/store-off';
import { triageHandlers, triageState, type TriageState } from '../../../testing/triage-queue-api';

const mock = setupMockServer();
const ROUTES = [{ path: paths.triage.pattern, element: <TriageRoute /> }];

const RUN = 'A1B2C3D4E5F60718293A4B5C6D7E8F90';
const queue: NeedsTriage = {
  from: '2026-10-22',
  total: { signatures: 3, failures: 12 },
  entries: [
    {
      signature: { OBJDEFID: 'ORDERS05', cause: 'Mapping error: unit of measure <n> not mapped' },
      state: 'undecided',
      decision: null,
      failures: 9,
      cases: 4,
      newest: {
        RUN_ID: RUN,
        RUN_NAME: 'Nightly full regression',
        STARTED_DATE: '2026-11-20',
        STARTED_TIME: '02:00:00',
        CASEID: '0000000825',
        MESSAGE: 'Mapping error: unit of measure KGM not mapped',
      },
    },
  ],
};

function open(state: TriageState, url = '/triage') {
  mock.server.use(...triageHandlers(state));
  return { user: userEvent.setup(), ...renderRoutes(ROUTES, url) };
}

describe('the needs-triage screen', () => {
  it('lists each cause nobody decided on, with its newest failure’s run to triage it in', async () => {
    const state = triageState({ needsTriage: queue });
    open(state);
    const table = await screen.findByRole('table', { name: 'Failures that need triage' });
    const row = within(table).getByRole('row', { name: /unit of measure <n> not mapped/ });
    expect(within(row).getByRole('link', { name: 'Nightly full regression' }).getAttribute('href')).toBe(
      `/runs/${RUN}`,
    );
    expect(within(row).getByRole('link', { name: 'test case 825' }).getAttribute('href')).toBe(
      '/testcases/825/overview',
    );
    expect(row.textContent).toMatch(/ORDERS05.*9.*4.*KGM not mapped.*Needs triage/);
    // The date is a part of its own, kept on one line.
    expect(screen.getByText(/^12 failures with 3 causes in runs started since/).textContent).toContain(
      'since 2026-10-22 need a decision; the 1 newest',
    );
    expect(screen.getByRole('tab', { name: 'Needs triage' }).getAttribute('aria-selected')).toBe('true');
  });

  it('tells a cause that came back after its fix, linking its ticket', async () => {
    const [entry] = queue.entries;
    const fixed: Decision = {
      id: 7,
      target: { kind: 'signature', ...entry!.signature },
      category: 'product-mapping',
      ticket: 'INT-4711',
      owner: 'Integration team',
      note: '',
      version: 2,
      decidedAt: '2026-11-01T10:00:00Z',
      decidedBy: 'QA_LEAD',
      changedAt: '2026-11-15T09:00:00Z',
      changedBy: 'QA_LEAD',
      fixedAt: '2026-11-15T09:00:00Z',
      fixedBy: 'QA_LEAD',
      withdrawn: false,
    };
    open(triageState({ needsTriage: { ...queue, entries: [{ ...entry!, state: 'regressed', decision: fixed }] } }));
    const row = within(await screen.findByRole('table', { name: 'Failures that need triage' })).getByRole('row', {
      name: /unit of measure/,
    });
    expect(row.textContent).toMatch(/Regressed, INT-4711 \(fixed 2026-11-15 09:00 UTC\)$/);
    expect(within(row).getByRole('link', { name: 'INT-4711' }).getAttribute('href')).toBe(
      'https://jira.example.com/browse/INT-4711',
    );
  });

  it('keeps its window in the URL and asks the server for it', async () => {
    const state = triageState({ needsTriage: queue });
    const { user, router } = open(state, '/triage?days=7');
    const days = await screen.findByRole('combobox', { name: 'Runs started in the last' });
    expect((days as HTMLSelectElement).value).toBe('7');
    await user.selectOptions(days, '90 days');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Causes listed' }), 'up to 200');
    await waitFor(() => expect(router.state.location.search).toBe('?days=90&limit=200'));
    await waitFor(() => expect(state.asked).toContain('GET /api/triage/needs-triage?days=90&limit=200'));
    expect(state.asked).toContain('GET /api/triage/needs-triage?days=7&limit=50');
  });

  it('names the window values of a link it cannot use, and what it uses instead', async () => {
    const state = triageState({ needsTriage: queue });
    const { user } = open(state, '/triage?days=-5&limit=999999');
    const note = await screen.findByRole('alert');
    expect(note.textContent).toContain('This link asks for a window the queue cannot use.');
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '"Runs started in the last" is "-5" in the link, not a whole number of days from 1 to 366: it is left out, and the default, 30 days, is used instead.',
      '"Causes listed" is "999999" in the link, not a whole number of causes from 1 to 500: it is left out, and the default, 50 causes, is used instead.',
    ]);
    expect((screen.getByRole('combobox', { name: 'Runs started in the last' }) as HTMLSelectElement).value).toBe('30');
    await waitFor(() => expect(state.asked).toContain('GET /api/triage/needs-triage?days=30&limit=50'));
    // A window chosen on the screen is written to the URL, which then holds nothing it cannot use.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Runs started in the last' }), '90 days');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says why there is no triage on a server without a history, and how to turn it on', async () => {
    await answerWithStoreOff(mock);
    renderRoutes(ROUTES, '/triage');
    expect(await screen.findByText('Triage is not available: this server keeps no history.')).toBeTruthy();
    expect(screen.getByText(/Start the server without/).textContent).toMatch(/--store none.*--store/);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Outage rule' })).toBeNull();
  });
});

describe('the outage rule', () => {
  it('is changed by a lead, the version they saw sent along', async () => {
    const state = triageState();
    const { user } = open(state);
    const field = await screen.findByRole('textbox', { name: 'Message texts, one per line' });
    expect((field as HTMLTextAreaElement).value).toBe('system is down\nconnection refused');
    expect(screen.getByText('The default rule: nobody has changed it yet.')).toBeTruthy();
    await user.type(field, '\n  RFC destination unreachable  \n');
    await user.click(screen.getByRole('button', { name: 'Save the rule' }));
    expect(await screen.findByText('Saved. Changed 2026-11-20 10:00 UTC by QA_LEAD.')).toBeTruthy();
    expect(state.asked).toContain(
      'PUT /api/triage/outage-rule {"patterns":["system is down","connection refused","RFC destination unreachable"],"version":0}',
    );
  });

  it('says at the field what the server refused', async () => {
    const state = triageState();
    const { user } = open(state);
    const field = await screen.findByRole('textbox', { name: 'Message texts, one per line' });
    await user.type(field, '\nup');
    await user.click(screen.getByRole('button', { name: 'Save the rule' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    const note = document.getElementById(field.getAttribute('aria-describedby')!)!;
    expect(note.textContent).toBe('"patterns.2" is shorter than 3 characters: it would match almost any message.');
  });

  it('shows the rule someone else saved meanwhile instead of overwriting it', async () => {
    const state = triageState();
    const { user } = open(state);
    const field = await screen.findByRole('textbox', { name: 'Message texts, one per line' });
    // Someone else saves while this lead edits.
    state.outageRule = {
      patterns: ['SYSTEM_FAILURE'],
      version: 1,
      changedAt: '2026-11-20T09:59:00Z',
      changedBy: 'OPS',
    };
    await user.type(field, '\nlock table overflow');
    await user.click(screen.getByRole('button', { name: 'Save the rule' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /OPS changed the rule while you were editing it, so your change was not saved/,
    );
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Message texts, one per line' }) as HTMLTextAreaElement).value).toBe(
        'SYSTEM_FAILURE',
      ),
    );
    expect(screen.getByText('Changed 2026-11-20 09:59 UTC by OPS.')).toBeTruthy();
  });

  it('is read, not changed, by a user the service does not let start runs, who is told why once', async () => {
    open(triageState({ canChange: false, user: 'AUDITOR' }));
    const texts = await screen.findByRole('list', { name: 'Outage message texts' });
    expect(
      within(texts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['system is down', 'connection refused']);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save the rule' })).toBeNull();
    expect(
      screen.getAllByText(/You can read what the team decided but not change it: The service does not let AUDITOR/),
    ).toHaveLength(1);
  });
});

describe('automatic suggestions', () => {
  it('are off by default and turned on by a lead above a score, the version they saw sent along', async () => {
    const state = triageState();
    const { user } = open(state);
    const box = await screen.findByRole('checkbox', { name: 'Apply the best suggestion automatically' });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Off by default: nobody has turned it on yet.')).toBeTruthy();
    await user.click(box);
    const score = screen.getByRole('spinbutton', { name: 'Lowest score to apply (%)' });
    await user.clear(score);
    await user.type(score, '95');
    await user.click(screen.getByRole('button', { name: 'Save automatic suggestions' }));
    expect(await screen.findByText('Changed 2026-11-20 10:00 UTC by QA_LEAD.')).toBeTruthy();
    expect(state.asked).toContain('PUT /api/triage/suggestion-rule {"enabled":true,"minScore":0.95,"version":0}');
  });

  it('say what the server refused', async () => {
    const state = triageState();
    const { user } = open(state);
    const score = await screen.findByRole('spinbutton', { name: 'Lowest score to apply (%)' });
    await user.clear(score);
    await user.type(score, '30');
    await user.click(screen.getByRole('button', { name: 'Save automatic suggestions' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/"minScore" is below 0.5: too loose/);
  });

  it('are read, not changed, by a user the service does not let start runs', async () => {
    open(
      triageState({
        canChange: false,
        user: 'AUDITOR',
        suggestionRule: { enabled: true, minScore: 0.9, version: 2, changedAt: NOW_CHANGED, changedBy: 'QA_LEAD' },
      }),
    );
    expect(await screen.findByText('On, from a score of 90%.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save automatic suggestions' })).toBeNull();
  });
});

const NOW_CHANGED = '2026-11-19T08:00:00Z';
