// "Copy link": the address goes on the clipboard (read back here), and opened elsewhere it shows the same view.
import { expect, test, type Page } from '@playwright/test';
import { openOverview, OVERVIEW_SHOWS } from './support/overview';
import { readData } from './support/service';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const copied = (page: Page) => page.getByRole('status').filter({ hasText: 'Link copied' });

test.describe('Copy link', () => {
  test('on the overview copies a link that opens the overview with the same filters', async ({ page, context }) => {
    await openOverview(page, '/?from=2026-10-01&to=2026-11-20&type=RT');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(copied(page)).toBeVisible();
    const link = await clipboard(page);
    expect(link).toBe(page.url());
    const elsewhere = await context.newPage();
    await elsewhere.goto(link);
    await expect(
      elsewhere.getByText(/Figures for runs started from 2026-10-01 to 2026-11-20, run types RT/),
    ).toBeVisible(OVERVIEW_SHOWS);
  });

  test('on a run page copies the run’s address', async ({ page }) => {
    const [run] = await readData<{ RUN_ID: string; NAME: string }>(page.request, '/testruns?STARTED_FROM=2026-11-01');
    await page.goto(`/runs/${run!.RUN_ID}`);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(copied(page)).toBeVisible();
    expect(await clipboard(page)).toBe(page.url());
    expect(page.url()).toMatch(new RegExp(`/runs/${run!.RUN_ID}$`));
  });

  test('in the report builder copies a link that opens the builder with the same filters', async ({
    page,
    context,
  }) => {
    await page.goto('/reports');
    await page.getByLabel('Started from').fill('2026-10-01');
    await page.getByLabel('Started to').fill('2026-11-20');
    await page.getByRole('checkbox', { name: 'Regression test (RT)' }).check();
    await page.getByLabel('Content search text').fill('PO 4711');
    await page.getByRole('checkbox', { name: 'Include business data' }).check();
    await expect(page).toHaveURL(/business=1/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(copied(page)).toBeVisible();
    const link = await clipboard(page);
    expect(link).toBe(page.url());

    const elsewhere = await context.newPage();
    await elsewhere.goto(link);
    await expect(elsewhere.getByLabel('Started from')).toHaveValue('2026-10-01');
    await expect(elsewhere.getByLabel('Started to')).toHaveValue('2026-11-20');
    await expect(elsewhere.getByRole('checkbox', { name: 'Regression test (RT)' })).toBeChecked();
    await expect(elsewhere.getByRole('checkbox', { name: 'Unit test (UT)' })).not.toBeChecked();
    await expect(elsewhere.getByLabel('Content search text')).toHaveValue('PO 4711');
    await expect(elsewhere.getByRole('checkbox', { name: 'Include business data' })).toBeChecked();
  });

  test('says so, politely, when the browser refuses to copy', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
      document.execCommand = () => false;
    });
    await page.goto('/reports');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'did not allow copying' })).toHaveText(
      'The browser did not allow copying: copy the address from the address bar instead',
    );
    await expect(copied(page)).toHaveCount(0);
  });
});
