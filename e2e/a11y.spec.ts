import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { findScreenIds, SCREENS } from './support/screens';
import { VIEWPORTS } from './support/viewports';

// Every screen in the dark theme at phone size (the Menu and Folders buttons, tables made to fit) and desktop
// size (the full header, the split explorer): contrast problems of one theme show only there. The light theme
// is scanned at all five sizes by responsive.spec.ts, on its way through the screens.
const RUNS = [
  { colorScheme: 'dark', size: 'phone' },
  { colorScheme: 'dark', size: 'desktop' },
] as const;

for (const { colorScheme, size } of RUNS) {
  test.describe(`every screen in the ${colorScheme} theme at ${size} size`, () => {
    test.use({ colorScheme, viewport: VIEWPORTS[size] });
    for (const screen of SCREENS) {
      test(`${screen.name} has no serious or critical accessibility violation`, async ({ page }) => {
        await screen.open(page, await findScreenIds(page.request));
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}

// What only a phone shows, open, in both themes: the menu panel over a page, the explorer's folders.
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
