import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { VIEWPORTS } from './support/viewports';

// What only a phone shows, open, in both themes: the menu panel over a page, the explorer's folders. Every
// screen as it opens is scanned by screen-audit.spec.ts, at every size in the light theme and two in the dark.
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`a phone in the ${colorScheme} theme`, () => {
    test.use({ colorScheme, viewport: VIEWPORTS.phone });

    test('the open menu has no serious or critical accessibility violation', async ({ page }) => {
      await page.goto('/runs');
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Runs' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('the open folders of the explorer have no serious or critical accessibility violation', async ({ page }) => {
      await page.goto('/folders/103');
      await page.getByRole('button', { name: 'Folders', exact: true }).click();
      await expect(page.getByRole('treeitem', { name: /Production order/, selected: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
