import { expect, test } from './support/store-server';

// Filters that live in the URL. The router reports a new address late while a list renders, and a field
// controlled by the address lost letters typed at a fast typist's pace (25 ms a key: "nightly" became "nihty").
const FIELDS = [
  {
    screen: 'the runs list, while its runs arrive',
    url: '/runs',
    role: 'textbox',
    name: 'Search run names',
    param: 'q',
  },
  { screen: 'the runs list, while its runs arrive', url: '/runs', role: 'textbox', name: 'Started by', param: 'user' },
  {
    screen: "a folder's test case list",
    url: '/folders/103?sub=1',
    role: 'searchbox',
    name: 'Quick filter',
    param: 'q',
  },
  {
    screen: 'the report builder',
    url: '/reports',
    role: 'textbox',
    name: 'Content search text',
    param: 'contentSearch',
  },
] as const;

const TYPED = 'nightly regression 42';

for (const { screen, url, role, name, param } of FIELDS) {
  test(`${screen}: "${name}" keeps every letter typed quickly, and so does its link`, async ({ page }) => {
    await page.goto(url);
    const field = page.getByRole(role, { name, exact: true });
    await field.pressSequentially(TYPED, { delay: 25 });
    await expect(field).toHaveValue(TYPED);
    await expect.poll(() => new URL(page.url()).searchParams.get(param)).toBe(TYPED);
    // What the router reports late must not take the field back a few letters.
    await page.waitForTimeout(500);
    await expect(field).toHaveValue(TYPED);
  });
}

test("a folder's filter survives a second field changed at once, and comes back with Back", async ({
  page,
  storeServer,
}) => {
  // DEBMAS customer master to CRM: test cases of its own and a folder below it ("Include sub-folders" is the store's).
  await page.goto(`${storeServer.origin}/folders/104`);
  const filter = page.getByRole('searchbox', { name: 'Quick filter' });
  await filter.pressSequentially('order', { delay: 25 });
  // Straight after the last letter: the box must not write the address over the filter, nor the filter the box.
  await page.getByRole('checkbox', { name: 'Include sub-folders' }).check();
  await expect.poll(() => new URL(page.url()).search).toBe('?sub=1&q=order');
  await expect(filter).toHaveValue('order');
  await page.getByRole('navigation').getByRole('link', { name: 'Runs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Runs' })).toBeVisible();
  await page.goBack();
  await expect(filter).toHaveValue('order');
  await expect(page.getByRole('checkbox', { name: 'Include sub-folders' })).toBeChecked();
});
