import { request as playwrightRequest, type Page } from '@playwright/test';
import { groupFailures } from '../src/analysis/failure-groups';
import type { TestRun } from '../src/contract/records';
import type { RunTriage } from '../src/contract/dashboard-api/run-triage';
import { readData } from './support/service';
import { actingAs, expect, test } from './support/store-server';

// A lead opens a failure that needs triage; a decision the team made earlier on a near-duplicate of it (the same
// interface, its message a few words apart) is suggested with its score and reason, and one click applies it as
// the lead's own decision.

const SEEDED_LAST_DAY = '/testruns?STARTED_FROM=2026-11-20&STARTED_TO=2026-11-20&$includeDetails=true';
const LEAD = 'LEAD';

const groupRow = (page: Page, cause: string) =>
  page
    .getByRole('table', { name: 'Failure causes in this run' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: cause, exact: true }) });

test('a lead applies the suggested decision of a near-duplicate failure, which is then theirs', async ({
  browser,
  storeServer,
}) => {
  const service = await playwrightRequest.newContext({ baseURL: storeServer.origin });
  const [latest] = await readData<TestRun>(service, SEEDED_LAST_DAY);
  const triage = (await (await service.get(`/api/triage/run?id=${latest!.RUN_ID}`)).json()) as RunTriage;
  const undecided = new Set(triage!.failures.filter((each) => each.state === 'undecided').map((each) => each.CASEID));
  // A group of failures on one interface that nobody has decided: one signature, one suggestion list.
  const group = groupFailures([latest!], []).find(
    ({ failures }) =>
      new Set(failures.map(({ detail }) => detail.OBJDEFID)).size === 1 &&
      failures.every(({ detail }) => detail.STATUS === 'E' && undecided.has(detail.CASEID)),
  );
  expect(group, 'the latest run has an undecided failure group on one interface').toBeDefined();
  const OBJDEFID = group!.failures[0]!.detail.OBJDEFID;
  // The team's earlier decision, on the same interface and a message a few words apart.
  const earlier = await service.put('/api/triage/decision', {
    data: {
      target: { kind: 'signature', OBJDEFID, cause: `${group!.cause} after the nightly load` },
      category: 'test-data',
      ticket: 'INT-7300',
      owner: 'Data team',
      version: 0,
    },
  });
  expect(earlier.status(), await earlier.text()).toBe(200);
  const { id: earlierId } = (await earlier.json()) as { id: number };

  const context = await browser.newContext({ extraHTTPHeaders: actingAs(LEAD) });
  const page = await context.newPage();
  await page.goto(`${storeServer.origin}/runs/${latest!.RUN_ID}`);
  const row = groupRow(page, group!.cause);
  await expect(row.getByText('Needs triage')).toBeVisible();
  await row.getByRole('button', { name: `Triage: ${group!.cause}` }).click();
  const dialog = page.getByRole('dialog', { name: `Triage: ${group!.cause}` });
  const suggested = dialog.getByRole('region', { name: 'Suggested from past decisions' });
  const first = suggested.getByRole('listitem').first();
  await expect(first).toContainText('INT-7300');
  await expect(first).toContainText(/message \d+% alike; same interface/);
  await first.getByRole('button', { name: /^Apply INT-7300 · Test issue: test data · Data team \(\d+%\)$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Decided')).toBeVisible();
  await expect(row.getByText('INT-7300')).toBeVisible();

  // The decision is the lead's, made from the suggestion, in its record and its history.
  await row.getByRole('button', { name: `Triage: ${group!.cause}` }).click();
  const record = dialog.getByRole('region', { name: 'The decision' });
  await expect(
    record.getByText(new RegExp(`^Applied by ${LEAD} at .* from decision ${earlierId}, score \\d+%$`)),
  ).toBeVisible();
  await expect(
    record.getByRole('list', { name: 'History of The decision' }).getByRole('listitem').first(),
  ).toContainText(`${LEAD}: Made. Category: Test issue: test data; Ticket: INT-7300; Owner: Data team.`);
  // Decided, it is suggested nothing any more.
  await expect(dialog.getByRole('region', { name: 'Suggested from past decisions' })).toHaveCount(0);
  await Promise.all([context.close(), service.dispose()]);
});
