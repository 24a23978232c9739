import { test, expect } from '@playwright/test';
import type { LifecycleList } from '../src/contract/dashboard-api/lifecycle';
import { unpadId } from '../src/contract/ids';
import { test as withOwnStore } from './support/store-server';

const lifecycle = async (request: import('@playwright/test').APIRequestContext, query: string) =>
  (await (await request.get(`/api/lifecycle?${query}`)).json()) as LifecycleList;

test.describe('the lifecycle of failing test cases on the default server with its store', () => {
  test('a broken case says since which run on its page, and the overview counts it', async ({ page, request }) => {
    const broken = await lifecycle(request, 'class=broken&sort=Test+case&limit=1');
    const row = broken.rows[0]!;
    const id = unpadId(row.CASEID);
    await page.goto(`/testcases/${id}/overview`);
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    const badge = header.getByRole('link', {
      name: `Broken since run ${row.since.RUN_NAME} of ${row.since.STARTED_DATE} ${row.since.STARTED_TIME}`,
    });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('href', '/triage/failing?class=broken');

    await page.goto('/');
    const classes = page.getByRole('navigation', { name: 'Failing test cases by class' });
    for (const each of ['new', 'broken', 'flaky', 'recovered'] as const)
      await expect(classes.getByRole('link', { name: `${broken.counts[each]} ${each}` })).toBeVisible();
    await classes.getByRole('link', { name: `${broken.counts.broken} broken` }).click();
    await expect(page).toHaveURL(/\/triage\/failing\?class=broken$/);
    await expect(page.getByRole('tab', { name: 'Failing cases', selected: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `Broken ${broken.counts.broken}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const table = page.getByRole('table', { name: 'Failing test cases' });
    // Every row is broken, a page at most; the case above is among them sorted by ID.
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(Math.min(broken.total, 50) + 1);
    await expect(table.getByRole('cell', { name: /^Flaky|^New|^Recovered/ })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Test case');
    await page.getByRole('combobox', { name: 'Order' }).selectOption('asc');
    await expect(rows.nth(1)).toContainText(`ID ${id}`);
  });
});

// The policy quarantines cases on the server it is turned on in: a server of its own, so that the shared one's
// other specs do not meet quarantines they did not make.
withOwnStore.describe('the team quarantine policy', () => {
  withOwnStore(
    'quarantines flaky cases above its score when turned on, as the dashboard',
    async ({ page, storeServer }) => {
      await page.goto(`${storeServer.origin}/triage/quarantine`);
      await expect(page.getByText('No test case is in quarantine.')).toBeVisible();
      const form = page.getByRole('form', { name: 'Quarantine policy' });
      await expect(page.getByText('Off: only people put test cases in quarantine.')).toBeVisible();
      await form.getByRole('checkbox', { name: 'Quarantine flaky test cases automatically' }).check();
      await form.getByRole('spinbutton', { name: 'From a flaky score of (%)' }).fill('60');
      await form.getByRole('spinbutton', { name: 'Cool-down after leaving' }).fill('3');
      await form.getByRole('button', { name: 'Save the policy' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
      await expect(page.getByText(/^On: flaky test cases with a flaky score of 60% or more/)).toBeVisible();

      // Read from this spec's own server, where the policy was turned on (the shared one's runs differ).
      const expected = (
        (await (
          await page.request.get(`${storeServer.origin}/api/lifecycle?class=flaky&limit=500`)
        ).json()) as LifecycleList
      ).rows.filter((row) => row.score! >= 0.6);
      const table = page.getByRole('table', { name: 'Quarantined test cases' });
      await expect(table.getByRole('row')).toHaveCount(expected.length + 1);
      expect(expected.length).toBeGreaterThan(0);
      const first = expected[0]!;
      const row = table.getByRole('row', { name: new RegExp(`ID ${unpadId(first.CASEID)}`) });
      await expect(row).toContainText(
        `by the dashboard (quarantine policy, flaky score ${Math.floor(first.score! * 100)}%)`,
      );
      // Left like any quarantine, and not put back before its cool-down.
      await row.getByRole('button', { name: `Leave quarantine: test case ${unpadId(first.CASEID)}` }).click();
      await expect(table.getByRole('row')).toHaveCount(expected.length);
    },
  );
});
