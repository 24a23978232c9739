import { expect, test } from '@playwright/test';
import type { FieldLedger } from '../src/contract/dashboard-api/field-ledger';
import type { Interfaces } from '../src/contract/dashboard-api/interfaces';

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

  test('an interface name that cannot be one says so', async ({ page }) => {
    await page.goto(`/interfaces/${'X'.repeat(61)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Unknown interface' })).toBeVisible();
    await expect(page.getByText("is not an automation object's name: those have 1 to 60 characters.")).toBeVisible();
  });
});
