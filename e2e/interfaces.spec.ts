import { expect, test } from '@playwright/test';
import type { FieldLedger } from '../src/contract/dashboard-api/field-ledger';
import type { Interfaces } from '../src/contract/dashboard-api/interfaces';

test.describe('the interfaces screen', () => {
  test('lists the interfaces failing the most first, and opens one with its test cases and fields', async ({
    page,
  }) => {
    const listed = (await (await page.request.get('/api/interfaces')).json()) as Interfaces;
    // An interface whose fields drift: its page has a ledger to read.
    const drifting = listed.rows.find((row) => row.fields.drift > 0)!;
    expect(drifting, 'an interface of the default data set has a drifting field').toBeDefined();

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Interfaces' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Interfaces' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Interfaces' });
    await expect(table.getByRole('row')).toHaveCount(Math.min(listed.total, 50) + 1);
    const first = listed.rows[0]!;
    await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(first.object);

    const search = page.getByRole('searchbox', { name: 'Find an interface' });
    await search.fill(drifting.object.toLowerCase());
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: drifting.object }) });
    await expect(row).toContainText(`${drifting.testCases}`);
    await row.getByRole('link', { name: drifting.object }).click();

    await expect(page.getByRole('heading', { level: 1, name: drifting.object })).toBeVisible();
    await expect(
      page.getByRole('table', { name: `Test cases of ${drifting.object}, failing first` }).getByRole('row'),
    ).toHaveCount(Math.min(drifting.testCases, 50) + 1);
    const ledger = (await (
      await page.request.get(`/api/interface/fields?object=${encodeURIComponent(drifting.object)}&kind=drift`)
    ).json()) as FieldLedger;
    const kinds = page.getByRole('group', { name: 'Kinds' });
    await kinds.getByRole('checkbox', { name: /^Drift/ }).check();
    const fields = page.getByRole('table', { name: `Fields of ${drifting.object} that differed from the reference` });
    await expect(fields.getByRole('row')).toHaveCount(ledger.total + 1);
    await expect(fields.getByRole('row').nth(1)).toContainText(
      `since ${ledger.rows[0]!.since!.startedAt.slice(0, 16)}`,
    );
  });

  test('an interface name that cannot be one says so', async ({ page }) => {
    await page.goto(`/interfaces/${'X'.repeat(61)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Unknown interface' })).toBeVisible();
    await expect(page.getByText("is not an automation object's name: those have 1 to 60 characters.")).toBeVisible();
  });
});
