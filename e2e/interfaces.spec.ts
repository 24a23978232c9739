import { expect, test, type Page } from '@playwright/test';
import type { FieldLedger } from '../src/contract/dashboard-api/field-ledger';
import type { Interfaces } from '../src/contract/dashboard-api/interfaces';
import type { RunFields } from '../src/contract/dashboard-api/run-fields';
import type { FailureTriage, RunTriage } from '../src/contract/dashboard-api/run-triage';
import type { RunsPage } from '../src/contract/dashboard-api/runs';
import type { FieldRule } from '../src/contract/dashboard-api/field-rule';

/**
 * A run with a failure the accepted rule explains, among the newest: its group says it is noise, and names the field
 * behind its failures as noise.
 */
async function expectNoiseOnTheRunPage(page: Page, path: string) {
  const runs = (await (await page.request.get('/api/runs?limit=100')).json()) as RunsPage;
  let found: { runId: string; noise: FailureTriage } | undefined;
  for (const [runId] of runs.rows) {
    const triage = (await (await page.request.get(`/api/triage/run?id=${runId}`)).json()) as RunTriage;
    const noise = triage?.failures.find((failure) => failure.rules.length > 0);
    if (noise) {
      expect(triage!.counts.noise).toBeGreaterThan(0);
      found = { runId, noise };
      break;
    }
  }
  expect(found, 'a failure of a recent run fails on the field alone').toBeDefined();
  const { runId, noise } = found!;

  await page.goto(`/runs/${runId}`);
  const groups = page.getByRole('table', { name: 'Failure causes in this run' });
  const cause = page.getByRole('button', { name: noise.cause, exact: true });
  await expect(groups.getByRole('row').filter({ has: cause })).toContainText('Noise, rule pending in SAP');
  await groups.getByRole('row').filter({ has: cause }).getByRole('button', { name: noise.cause, exact: true }).click();
  const behind = page
    .getByRole('region', { name: `Failure group: ${noise.cause}` })
    .getByRole('table', { name: 'Fields behind these failures' });
  await expect(behind.getByRole('row').filter({ has: page.getByRole('rowheader', { name: path }) })).toContainText(
    'Noise',
  );
}

const fieldsOf = (row: Interfaces['rows'][number]) => Object.values(row.fields).reduce((sum, n) => sum + n, 0);

test.describe('the interfaces screen', () => {
  test('lists the interfaces failing the most first, and opens one with its test cases and fields', async ({
    page,
  }) => {
    const listed = (await (await page.request.get('/api/interfaces')).json()) as Interfaces;
    // The interface with the most differing fields: its page has a ledger to read.
    const busiest = listed.rows.toSorted((a, b) => fieldsOf(b) - fieldsOf(a))[0]!;
    expect(fieldsOf(busiest), 'an interface of the default data set has differing fields').toBeGreaterThan(0);
    const [kind] = Object.entries(busiest.fields).toSorted((a, b) => b[1] - a[1])[0]!;

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Interfaces' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Interfaces' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Interfaces' });
    await expect(table.getByRole('row')).toHaveCount(Math.min(listed.total, 50) + 1);
    const first = listed.rows[0]!;
    await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(first.object);

    const search = page.getByRole('searchbox', { name: 'Find an interface' });
    await search.fill(busiest.object.toLowerCase());
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: busiest.object }) });
    await expect(row).toContainText(`${busiest.testCases}`);
    await row.getByRole('link', { name: busiest.object }).click();

    await expect(page.getByRole('heading', { level: 1, name: busiest.object })).toBeVisible();
    await expect(
      page.getByRole('table', { name: `Test cases of ${busiest.object}, failing first` }).getByRole('row'),
    ).toHaveCount(Math.min(busiest.testCases, 50) + 1);
    const ledger = (await (
      await page.request.get(`/api/interface/fields?object=${encodeURIComponent(busiest.object)}&kind=${kind}`)
    ).json()) as FieldLedger;
    const kinds = page.getByRole('group', { name: 'Kinds' });
    await kinds.getByRole('checkbox', { name: new RegExp(`^${kind}`, 'i') }).check();
    const fields = page.getByRole('table', { name: `Fields of ${busiest.object} that differed from the reference` });
    await expect(fields.getByRole('row')).toHaveCount(Math.min(ledger.total, 50) + 1);
    const top = ledger.rows[0]!;
    await expect(fields.getByRole('row').nth(1)).toContainText(`${top.runsDiffered} of ${top.runsCompared} runs`);
  });

  test('a run page names the fields behind its failures, and marks the failures that are only a known drift', async ({
    page,
  }) => {
    // The goods receipt mapping's dotted delivery date, a drift of the mock: the last run it failed in.
    const ledger = (await (
      await page.request.get('/api/interface/fields?object=GR_WMS_REST&kind=drift')
    ).json()) as FieldLedger;
    const drift = ledger.rows[0]!;
    const answer = (await (
      await page.request.get(`/api/run/fields?id=${drift.last.runId}`)
    ).json()) as NonNullable<RunFields>;
    const [explained] = answer.explained;
    expect(explained, 'a failure of that run fails on the drift alone').toBeDefined();

    await page.goto(`/runs/${drift.last.runId}`);
    const fields = page.getByRole('table', { name: 'Fields behind the failures' });
    const row = fields.getByRole('row').filter({ has: page.getByRole('rowheader', { name: drift.path }) });
    await expect(row).toContainText('Drift');
    await expect(row.getByRole('link', { name: 'GR_WMS_REST' })).toHaveAttribute('href', '/interfaces/GR_WMS_REST');
    await expect(
      page.getByText(`${answer.explained.length} of ${answer.failures} failures differ only in noise or known drift`),
    ).toBeVisible();
    const cases = page.getByRole('table', { name: 'Test cases in this run' });
    const failure = cases
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: String(Number(explained!.caseId)), exact: true }) });
    await expect(failure).toContainText('drift only');
  });

  test('a noise field suggests its ignore rule, with what it would have turned green', async ({ page }) => {
    // The message GUID PI writes into the IDoc's archive key, which some test cases have no rule for.
    const path = '/ORDERS05/IDOC/EDI_DC40/ARCKEY';
    const rule = (await (
      await page.request.get(`/api/interface/field-rule?object=ORDERS05_IN&path=${encodeURIComponent(path)}`)
    ).json()) as FieldRule;
    expect(rule).toMatchObject({ kind: 'noise', rule: { expression: path, type: 'Ignore' }, businessLook: null });
    expect(rule.preview.turnedGreen).toBeGreaterThan(0);

    await page.goto('/interfaces/ORDERS05_IN');
    const fields = page.getByRole('table', { name: 'Fields of ORDERS05_IN that differed from the reference' });
    const row = fields.getByRole('row').filter({ has: page.getByRole('rowheader', { name: path }) });
    const suggest = row.getByRole('button', { name: 'Suggest a rule' });
    await suggest.click();
    await expect(suggest).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: `Suggested rule for ${path}` });
    await expect(panel).toBeFocused();
    await expect(panel.getByRole('definition').filter({ hasText: 'Ignore:' })).toBeVisible();
    await expect(panel).toContainText(
      `It would have turned ${rule.preview.turnedGreen} of ${rule.preview.withField} failures green`,
    );
    await expect(panel.getByRole('button', { name: 'Copy the expression' })).toBeVisible();
    await suggest.click();
    await expect(panel).toHaveCount(0);
  });

  test('a lead accepts a suggested rule, marks it entered in SAP, exports it and undoes it', async ({ page }) => {
    const path = '/ORDERS05/IDOC/EDI_DC40/ARCKEY';
    await page.goto('/interfaces/ORDERS05_IN');
    const fields = page.getByRole('table', { name: 'Fields of ORDERS05_IN that differed from the reference' });
    await fields
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: path }) })
      .getByRole('button', { name: 'Suggest a rule' })
      .click();
    const panel = page.getByRole('region', { name: `Suggested rule for ${path}` });
    await panel.getByRole('textbox', { name: 'Note for the team (optional)' }).fill('PI writes its GUID here');
    // The suggested type comes first.
    await expect(panel.getByRole('button', { name: /^Accept as/ })).toHaveText([
      'Accept as Ignore',
      'Accept as Warning',
    ]);
    await panel.getByRole('button', { name: 'Accept as Ignore' }).click();
    await expect(panel).toContainText('Accepted as Ignore by');
    const field = fields.getByRole('row').filter({ has: page.getByRole('rowheader', { name: path }) });
    await expect(field).toContainText('Ignore rule pending in SAP');
    await expectNoiseOnTheRunPage(page, path);
    await page.goto('/interfaces/ORDERS05_IN');

    const rules = page.getByRole('table', { name: 'Accepted ignore rules of ORDERS05_IN' });
    const rule = rules.getByRole('row').filter({ has: page.getByRole('rowheader', { name: path }) });
    await expect(rule).toContainText('Pending in SAP');
    await expect(rule).toContainText('PI writes its GUID here');
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('ignore-rules-ORDERS05_IN.csv');
    await rule.getByRole('button', { name: 'Mark entered in SAP' }).click();
    // Entered now: no run compared the interface since, so not yet in effect.
    await expect(rule).toContainText('Entered in SAP');
    await rule.getByRole('button', { name: 'History' }).click();
    await expect(rule.getByRole('listitem')).toHaveText([
      /accepted it — Ignore, "PI writes its GUID here"$/,
      /marked it entered in SAP/,
    ]);
    await rule.getByRole('button', { name: 'Undo last change' }).click();
    await expect(rule).toContainText('Pending in SAP');
    await rule.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByText('No rule accepted yet')).toBeVisible();
  });

  test('an interface name that cannot be one says so', async ({ page }) => {
    await page.goto(`/interfaces/${'X'.repeat(61)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Unknown interface' })).toBeVisible();
    await expect(page.getByText("is not an automation object's name: those have 1 to 60 characters.")).toBeVisible();
  });
});
