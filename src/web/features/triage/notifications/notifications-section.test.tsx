import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../routes/paths';
import { TriageRoute } from '../routes/triage-route';
import { setupMockServer } from '../../../testing/mock-server';
import { renderRoutes } from '../../../testing/render';
import { notifyHandlers, notifyState, type NotifyState } from '../../../testing/notifications-api';
import { triageHandlers, triageState } from '../../../testing/triage-queue-api';

const mock = setupMockServer();
const ROUTES = [{ path: paths.triage.pattern, element: <TriageRoute /> }];

function open(state: NotifyState, canChange = true) {
  mock.server.use(...triageHandlers(triageState({ canChange })), ...notifyHandlers(state));
  return { user: userEvent.setup(), ...renderRoutes(ROUTES, '/triage') };
}

const section = async () => screen.findByRole('region', { name: 'Notifications' });

describe('the notifications section', () => {
  it('sets when the weekly digest goes out: off by default, a day, an hour and a time zone', async () => {
    const state = notifyState();
    const { user } = open(state);
    const form = await within(await section()).findByRole('form', { name: 'Digest schedule' });
    expect(within(form).getByRole('status').textContent).toContain('Not sent.');
    const send = within(form).getByRole('checkbox', { name: 'Send the weekly digest' });
    expect(send).toHaveProperty('checked', false);
    await user.click(send);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Day' }), 'Friday');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Hour' }), '07:00');
    const zone = within(form).getByRole('textbox', { name: /Time zone/ });
    await user.clear(zone);
    await user.type(zone, 'Europe/Berlin');
    await user.click(within(form).getByRole('button', { name: 'Save the digest schedule' }));
    expect(
      await within(await section()).findByText(/Sent every Friday at 07:00 \(Europe\/Berlin\)\. Changed .* by QA_LEAD/),
    ).toBeTruthy();
    expect(state.asked).toEqual([
      'PUT /api/notifications/digest {"on":true,"day":5,"hour":7,"timeZone":"Europe/Berlin","version":0}',
    ]);
  });

  it('shows the digest schedule to a reader who may not change it, without a form', async () => {
    const state = notifyState();
    state.digest = { ...state.digest, on: true, day: 1, hour: 8, timeZone: 'Europe/Berlin' };
    open(state, false);
    expect(await within(await section()).findByText('Sent every Monday at 08:00 (Europe/Berlin).')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Digest schedule' })).toBeNull();
  });

  it('turns channels on by label and keeps recipients and owners’ addresses, the version seen sent along', async () => {
    const state = notifyState();
    const { user } = open(state);
    const form = await within(await section()).findByRole('form', { name: 'Notification settings' });
    expect(within(form).getByRole('checkbox', { name: 'Microsoft Teams (Microsoft Teams webhook)' })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(within(form).getByRole('checkbox', { name: 'E-mail (E-mail (SMTP))' }));
    await user.type(within(form).getByRole('textbox', { name: 'E-mail recipients, one per line' }), 'qa@example.com');
    await user.type(
      within(form).getByRole('textbox', { name: /Decision owners' addresses/ }),
      'Mapping team = mapping@example.com',
    );
    await user.click(within(form).getByRole('button', { name: 'Save the notification settings' }));
    expect(await screen.findByText('Saved. Changed 2026-11-20 10:00 UTC by QA_LEAD.')).toBeTruthy();
    expect(state.asked).toEqual([
      'PUT /api/notifications/settings {"channels":["E-mail","Microsoft Teams"],"recipients":["qa@example.com"],' +
        '"owners":[{"owner":"Mapping team","address":"mapping@example.com"}],"version":0}',
    ]);
  });

  it('says at the field which owner line is not OWNER = address, and sends nothing', async () => {
    const state = notifyState();
    const { user } = open(state);
    const form = await within(await section()).findByRole('form', { name: 'Notification settings' });
    const owners = within(form).getByRole('textbox', { name: /Decision owners' addresses/ });
    await user.type(owners, 'mapping@example.com');
    await user.click(within(form).getByRole('button', { name: 'Save the notification settings' }));
    await waitFor(() => expect(owners.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(owners.getAttribute('aria-describedby')!)!.textContent).toBe(
      '"mapping@example.com" is not OWNER = address',
    );
    expect(state.asked).toEqual([]);
  });

  it('queues a test message on a channel and lists deliveries with their problem', async () => {
    const state = notifyState({
      deliveries: {
        deliveries: [
          {
            id: 3,
            channel: 'Microsoft Teams',
            subject: 'Run Nightly: 2 new failures',
            state: 'failed',
            attempts: 10,
            createdAt: '2026-11-20T02:00:00Z',
            sentAt: null,
            nextAt: null,
            lastError: 'The webhook answered HTTP 404',
          },
        ],
        waiting: 0,
        failed: 1,
      },
    });
    const { user } = open(state);
    const table = await within(await section()).findByRole('table', { name: 'Notification deliveries' });
    expect(within(table).getByRole('row', { name: /Run Nightly: 2 new failures/ }).textContent).toMatch(
      /Microsoft Teams.*Failed.*10.*The webhook answered HTTP 404/,
    );
    expect(screen.getByText('0 waiting, 1 failed after every retry.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send a test message to Microsoft Teams' }));
    expect((await screen.findByText(/^Test message to Microsoft Teams queued/)).textContent).toContain('Deliveries');
    expect(state.asked).toContain('POST /api/notifications/test {"channel":"Microsoft Teams"}');
    await waitFor(() =>
      expect(
        within(table).getAllByRole('row', { name: /Test message from the Test Automation Dashboard/ }),
      ).toHaveLength(1),
    );
  });

  it('shows a reader which channels are on, without a form or a test button', async () => {
    open(notifyState(), false);
    const channels = await within(await section()).findByRole('list', { name: 'Notification channels' });
    expect(
      within(channels)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['E-mail (E-mail (SMTP)): off', 'Microsoft Teams (Microsoft Teams webhook): on']);
    expect(screen.queryByRole('form', { name: 'Notification settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Send a test message/ })).toBeNull();
  });
});
