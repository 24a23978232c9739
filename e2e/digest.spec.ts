import { test, expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { Digest } from '../src/contract/dashboard-api/digest';

test.describe('the weekly digest on the default server with its store', () => {
  test('opens from Triage on the last full week, goes a week back and downloads as HTML', async ({ page, request }) => {
    const answer = await request.get('/api/digest');
    expect(answer.status()).toBe(200);
    const digest = (await answer.json()) as Digest;
    expect((await request.get('/api/digest?week=2026-12-02')).status()).toBe(400);

    await page.goto('/triage');
    await page.getByRole('tab', { name: 'Weekly digest' }).click();
    await expect(page).toHaveURL(/\/digest$/);
    await expect(page.getByRole('tab', { name: 'Weekly digest', selected: true })).toBeVisible();
    const title = page.getByRole('heading', { name: `Week of ${digest.week.from} to ${digest.week.to}` });
    await expect(title).toBeVisible();
    const rates = page.getByRole('table', { name: 'Pass rate by week' });
    await expect(rates.getByRole('row')).toHaveCount(6);
    for (const name of ['Pass rate', 'New and changed failures', 'Still needs triage', 'Quarantine changes'])
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(page.getByText(`${digest.needsTriage.signatures} signatures with`)).toBeVisible();

    const saving = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await saving;
    expect(download.suggestedFilename()).toBe(`digest-${digest.week.from}.html`);
    const html = await readFile((await download.path())!, 'utf8');
    expect(html).toContain(`Week of ${digest.week.from} to ${digest.week.to}`);
    expect(html).toContain('Pass rate by week');

    await page.getByRole('button', { name: 'Week before' }).click();
    await expect(page).toHaveURL(new RegExp(`/digest\\?week=${digest.passRates[3]!.from}$`));
    await expect(
      page.getByRole('heading', { name: new RegExp(`^Week of ${digest.passRates[3]!.from}`) }),
    ).toBeVisible();
  });
});
