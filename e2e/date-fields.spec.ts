import { expect, test, type Page } from '@playwright/test';
import { API } from './support/service';

// Issue 71: the browser's date inputs showed mm/dd/yyyy (its locale) beside dates written yyyy-mm-dd everywhere
// else. Every date field is typed as yyyy-mm-dd now, with a button that opens the browser's calendar.
const DATE_FIELDS = [
  { url: '/', labels: ['From', 'To'] },
  { url: '/reports', labels: ['Started from', 'Started to'] },
  { url: '/runs', labels: ['Started from', 'Started to'] },
  { url: '/runs/new', labels: ['Run date'] },
];

for (const { url, labels } of DATE_FIELDS) {
  test(`${url}: dates are typed as yyyy-mm-dd, or picked from a calendar`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    const calendars = page.getByRole('button', { name: 'Open calendar', exact: true });
    await expect(calendars).toHaveCount(labels.length);
    for (const [index, label] of labels.entries()) {
      await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveAttribute(
        'placeholder',
        'yyyy-mm-dd',
      );
      await expect(calendars.nth(index)).toHaveAccessibleDescription(label);
      await calendars.nth(index).click();
      await page.keyboard.press('Escape');
    }
    expect(errors).toEqual([]);
  });
}

test('a runs filter takes a date typed as yyyy-mm-dd, and keeps one it cannot read out of the list', async ({
  page,
}) => {
  await page.goto('/runs?to=2026-11-19');
  const from = page.getByRole('textbox', { name: 'Started from', exact: true });
  await from.fill('2026-11-12');
  await expect(page).toHaveURL(/from=2026-11-12/);
  for (const [typed, message] of [
    ['2026-13-40', 'There is no 2026-13-40: enter a date that exists, as yyyy-mm-dd.'],
    ['11/20/2026', 'Enter the date as yyyy-mm-dd, e.g. 2026-11-20.'],
  ] as const) {
    await from.fill(typed);
    await from.blur();
    await expect(from).toHaveAccessibleDescription(message);
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/from=2026-11-12/);
  }
});

/** The runs list's reads of the store (GET /api/runs and its chart) and of the service, from now on. */
function runReads(page: Page): URL[] {
  const asked: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/runs') || url.pathname.startsWith(`${API}/testruns`)) asked.push(url);
  });
  return asked;
}

test('the runs list reads no history for a date still being typed, and says when a range runs backwards', async ({
  page,
}) => {
  const reads = runReads(page);
  const asked = () => reads.flatMap((url) => url.searchParams.get('from') ?? []);
  await page.goto('/runs');
  await expect(page.getByRole('table', { name: 'Test runs' })).toBeVisible();
  const from = page.getByLabel('Started from', { exact: true });
  // Key by key, as a person types it: no text on the way (2, 20, 202, 2026-1…) is a date to read from.
  await from.pressSequentially('2026-11-12');
  await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe('2026-11-12');
  await expect.poll(() => asked().includes('2026-11-12')).toBe(true);
  expect(asked().filter((day) => Number(day.slice(0, 4)) < 1000)).toEqual([]);

  await page.getByLabel('Started to', { exact: true }).fill('2026-11-10');
  await expect(page.getByLabel('Started to', { exact: true })).toHaveAccessibleDescription(
    '"Started to" is before "Started from".',
  );
  await expect(page.getByText('The list below still shows the runs for the filters before')).toBeVisible();
});

test('a runs link with a date that does not exist says so at the field and reads nothing', async ({ page }) => {
  const asked = runReads(page);
  await page.goto('/runs?from=2026-13-45');
  await expect(page.getByLabel('Started from', { exact: true })).toHaveAccessibleDescription(
    'The link\'s date "2026-13-45" does not exist: choose a date.',
  );
  expect(asked).toEqual([]);
});
