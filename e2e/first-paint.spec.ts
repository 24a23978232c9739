import { expect, test } from '@playwright/test';

test('the header shows before the app’s code has arrived, and stays where it is when the screen comes', async ({
  page,
}) => {
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The app's code is held back: what the page shows now is the HTML alone, as on a slow line.
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/explorer', { waitUntil: 'commit' });
  const header = page.getByRole('banner');
  await expect(header).toHaveText('Test Automation Dashboard');
  const before = await header.boundingBox();
  release?.();
  await expect(page.getByRole('tree', { name: 'Folders' }).getByRole('treeitem').first()).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await header.boundingBox()).toEqual(before);
});
