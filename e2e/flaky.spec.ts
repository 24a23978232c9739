import { expect, test } from './support/store-server';
import { expectNoSeriousA11yViolations } from './support/a11y';

// Flaky scores come from the history store: on a server with one. Folder 114 holds 17 test cases of its own; the seed makes one in seven of all cases flaky (passing and
// failing in turn), so its list has flaky cases to find.
const FOLDER = '114';
/** The badge: the word, after a symbol (hidden from screen readers) where there is room. */
const FLAKY_BADGE = /^↯?\s*Flaky$/;

test.describe('a lead finds flaky test cases', () => {
  test(
    'lists the folder’s most flaky cases and reads one’s last outcomes',
    { tag: '@journey' },
    async ({ page, storeServer }) => {
      await page.goto(`${storeServer.origin}/folders/${FOLDER}`);
      const table = page.getByRole('table', { name: 'Test cases' });
      await expect(
        page.getByRole('status').filter({ hasText: /test cases, \d+ last failed, \d+ flaky/ }),
      ).toBeVisible();
      await expect(table.getByRole('columnheader', { name: /^Flaky/ })).toBeVisible();

      await page.getByRole('button', { name: 'Most flaky' }).click();
      await expect(page.getByRole('button', { name: 'Most flaky' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/sort=Flaky%3Adesc/);
      const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
      await expect(rows.first()).toBeVisible();
      // Only flaky cases are left, most flaky first.
      const flakyCells = await rows.evaluateAll((found) =>
        found.map((row) => row.querySelector('.flaky-cell')?.textContent ?? ''),
      );
      expect(flakyCells.every((text) => /^Flaky\d+%$/.test(text))).toBe(true);
      const scores = flakyCells.map((text) => Number(/(\d+)%/.exec(text)![1]));
      expect(scores).toEqual(scores.toSorted((a, b) => b - a));
      await expectNoSeriousA11yViolations(page);

      const description = await rows.first().getByRole('link').nth(1).textContent();
      await rows.first().getByRole('link').nth(1).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(description!);
      const strip = page.getByRole('region', { name: /Recent outcomes/ });
      await expect(strip.getByText(FLAKY_BADGE)).toBeVisible();
      await expect(strip).toContainText(`Flakiness ${scores[0]}%`);
      const outcomes = strip.getByRole('list', { name: 'Outcomes, oldest first' }).getByRole('link');
      expect(await outcomes.count()).toBeGreaterThanOrEqual(5);
      // Passed and failed in turn: no two neighbours alike.
      const names = await outcomes.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''));
      const passed = names.map((name) => name.startsWith('Passed'));
      expect(passed.some((value, index) => index > 0 && value !== passed[index - 1])).toBe(true);
      await expectNoSeriousA11yViolations(page);

      // Each outcome opens its run.
      const newest = outcomes.last();
      const runName = (await newest.getAttribute('aria-label'))!.split(': ')[1]!.split(', ')[0]!;
      await newest.click();
      await expect(page).toHaveURL(/\/runs\/[0-9A-F]{32}$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(runName);
    },
  );

  test.describe('in the dark theme', () => {
    test.use({ colorScheme: 'dark' });
    test('the flaky list and the outcome strip have no serious accessibility violation', async ({
      page,
      storeServer,
    }) => {
      await page.goto(`${storeServer.origin}/folders/${FOLDER}?sort=Flaky%3Adesc&f.Flaky=flaky`);
      const firstRow = page.getByRole('table', { name: 'Test cases' }).getByRole('row').nth(1);
      await expect(firstRow.getByText(FLAKY_BADGE)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await firstRow.getByRole('link').nth(1).click();
      await expect(page.getByRole('list', { name: 'Outcomes, oldest first' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
});
