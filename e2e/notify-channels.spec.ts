import { request as requests, test as base, type APIRequestContext } from '@playwright/test';
import { isFlakyCase } from '../src/mock/execution/case-outcome';
import type { RunTriage } from '../src/contract/dashboard-api/run-triage';
import type { TestRun } from '../src/contract/records';
import { startMailReceiver, startWebhookReceiver, type ReceivedPost } from '../src/server/testing/notify-receivers';
import { readData } from './support/service';
import { startRun } from './support/start-run';
import { expect, startStoreServer, type StoreServer } from './support/store-server';

// Notifications delivered for real: an SMTP server and a webhook receiver on this machine, started before the
// server, whose environment names them as its e-mail and Teams channels. The test reads what arrived.

const PUBLIC_URL = 'https://dashboard.example.com';
/** The target: delivered within 30 s of the store learning of the run's end. */
const DELIVERY_MS = 30_000;

interface Receivers {
  server: StoreServer;
  mail: Awaited<ReturnType<typeof startMailReceiver>>;
  hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
}

const test = base.extend<object, { notify: Receivers }>({
  notify: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const [mail, hook] = await Promise.all([startMailReceiver(), startWebhookReceiver()]);
      const server = await startStoreServer({
        DASHBOARD_SMTP_URL: mail.url,
        DASHBOARD_SMTP_FROM: 'dashboard@example.com',
        DASHBOARD_TEAMS_WEBHOOK_URL: `${hook.origin}/teams`,
        DASHBOARD_PUBLIC_URL: PUBLIC_URL,
      });
      await use({ server, mail, hook });
      await server.process.stop();
      await Promise.all([mail.close(), hook.close()]);
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});
// Both tests read what one server sent: one after the other.
test.describe.configure({ mode: 'serial' });

interface TeamsCard {
  attachments: { contentType: string; content: { body: { text: string }[]; actions: { url: string }[] } }[];
}
const cardOf = (post: ReceivedPost) => (post.body as TeamsCard).attachments[0]!.content;
const cardText = (post: ReceivedPost) => cardOf(post).body.map((block) => block.text);

const latestSeededRun = async (service: APIRequestContext) =>
  (
    await readData<TestRun>(service, '/testruns?STARTED_FROM=2026-11-20&STARTED_TO=2026-11-20&$includeDetails=true')
  )[0]!;

test('a lead turns notifications on; a run with a new failure sends the e-mail and the Teams message', async ({
  page,
  notify,
}) => {
  test.setTimeout(150_000);
  const { server, mail, hook } = notify;
  await page.goto(`${server.origin}/triage`);
  const section = page.getByRole('region', { name: 'Notifications' });
  const form = section.getByRole('form', { name: 'Notification settings' });
  await form.getByRole('checkbox', { name: /^E-mail/ }).check();
  await form.getByRole('checkbox', { name: /^Microsoft Teams/ }).check();
  await form.getByRole('textbox', { name: 'E-mail recipients, one per line' }).fill('qa-lead@example.com');
  await form.getByRole('button', { name: 'Save the notification settings' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  // Channels by label only: neither the SMTP server's address nor the webhook's is shown.
  await expect(section).not.toContainText('127.0.0.1');

  await section.getByRole('button', { name: 'Send a test message to Microsoft Teams' }).click();
  await expect
    .poll(() => hook.posts.map((post) => cardText(post)[0]), { timeout: 15_000 })
    .toContain('Test message from the Test Automation Dashboard, sent by DEVELOPER');
  const deliveries = section.getByRole('table', { name: 'Notification deliveries' });
  await expect(deliveries.getByRole('row', { name: /Microsoft Teams/ }).first()).toContainText('Sent');

  // The cases of the seeded history's last run, run again: the mock's outcomes, fixed by its seed, fail some of
  // them that passed in their runs before.
  const service = await requests.newContext({ baseURL: server.origin });
  const cases = (await latestSeededRun(service)).DETAILS.map((detail) => detail.CASEID);
  const runId = await startRun(service, { TEST_CASES: cases, TEST_RUN_NAME: 'Notified nightly', ASYNC: '' });
  const ended = Date.now();
  const forRun = (post: ReceivedPost) => post.path === '/teams' && cardText(post).some((text) => text.includes(runId));
  await expect.poll(() => hook.posts.some(forRun), { timeout: DELIVERY_MS }).toBe(true);
  await expect.poll(() => mail.mails.some((each) => each.text.includes(runId)), { timeout: 5_000 }).toBe(true);
  expect(Date.now() - ended).toBeLessThan(DELIVERY_MS);

  const teams = cardOf(hook.posts.find(forRun)!);
  const title = teams.body[0]!.text;
  expect(title).toMatch(/^Run Notified nightly: \d+ new failures?$/);
  expect(teams.actions[0]!.url).toBe(`${PUBLIC_URL}/runs/${runId}`);
  // Each case it names is a failure of the run that counts and nobody has decided on.
  const triage = (await (await service.get(`/api/triage/run?id=${runId}`)).json()) as NonNullable<RunTriage>;
  const named = teams.body.flatMap((block) => /^New: test case (\d+) \((\S+)\)$/.exec(block.text) ?? []);
  expect(named.length).toBeGreaterThan(0);
  for (const line of teams.body.map((block) => block.text).filter((text) => text.startsWith('New: '))) {
    const [, caseId] = /^New: test case (\d+)/.exec(line)!;
    expect(triage.failures.find((failure) => failure.CASEID === caseId)).toMatchObject({
      counted: true,
      state: 'undecided',
    });
  }
  const email = mail.mails.find((each) => each.text.includes(runId))!;
  expect(email).toMatchObject({ to: ['qa-lead@example.com'], from: 'dashboard@example.com', subject: title });
  expect(email.text).toContain(`Open the run: ${PUBLIC_URL}/runs/${runId}`);
  for (const block of teams.body.slice(1)) expect(email.text).toContain(block.text);
  // IDs, names and counts: no failure's message (which may quote payload values) in either.
  for (const failure of triage.failures) {
    expect(email.text).not.toContain(failure.MESSAGE);
    expect(JSON.stringify(teams)).not.toContain(failure.MESSAGE);
  }
  await service.dispose();
});

test('a run whose failures are outages sends nothing', async ({ notify }) => {
  test.setTimeout(150_000);
  const { server, mail, hook } = notify;
  const service = await requests.newContext({ baseURL: server.origin });
  // A flaky case fails half of its runs on the mock and aborts with its landscape down in one of twenty: run alone
  // until a run of it is such an abort, an outage by the default rule.
  const flaky = (await latestSeededRun(service)).DETAILS.map((detail) => detail.CASEID).find(isFlakyCase)!;
  let outageRun = '';
  for (let attempt = 0; attempt < 80 && !outageRun; attempt++) {
    const runId = await startRun(service, { TEST_CASES: [flaky], TEST_RUN_NAME: 'Outage probe', ASYNC: '' });
    const [run] = await readData<TestRun>(service, `/testruns/${runId}?$includeDetails=true`);
    if (run!.DETAILS[0]!.STATUS === 'A') outageRun = runId;
  }
  expect(outageRun, 'no run of the flaky case aborted').not.toBe('');
  await server.synced();
  const triage = (await (await service.get(`/api/triage/run?id=${outageRun}`)).json()) as NonNullable<RunTriage>;
  expect(triage.counts).toMatchObject({ failed: 1, outage: 1, counted: 0 });
  // Three of the sender's rounds past the store's read of it: nothing about it went out.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(hook.posts.filter((post) => JSON.stringify(post.body).includes(outageRun))).toEqual([]);
  expect(mail.mails.filter((each) => each.text.includes(outageRun))).toEqual([]);
  await service.dispose();
});
