import { expect, test, type Page } from '@playwright/test';
import { API } from './support/service';

// Issue 60: dates were typed as YYYY-MM-DD text on the runs list and the launcher, and picked in the browser's own
// date input on the overview and the report builder. They are the date input everywhere now.
const DATE_FIELDS = [
  { url: '/', labels: ['From', 'To'] },
  { url: '/reports', labels: ['Started from', 'Started to'] },
  { url: '/runs', labels: ['Started from', 'Started to'] },
  { url: '/runs/new', labels: ['Run date'] },
];

for (const { url, labels } of DATE_FIELDS) {
  test(`${url}: dates are picked in the browser's date input`, async ({ page }) => {
    await page.goto(url);
    for (const label of labels) await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('type', 'date');
  });
}

/** The runs list's reads of the store (GET /api/runs and its chart) and of the service, from now on. */
function runReads(page: Page): URL[] {
  const asked: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/runs') || url.pathname.startsWith(`${API}/testruns`)) asked.push(url);
  });
  return asked;
}

test('the runs list reads no history for a year still being typed, and says when a range runs backwards', async ({
  page,
}) => {
  const reads = runReads(page);
  const asked = () => reads.flatMap((url) => url.searchParams.get('from') ?? []);
  await page.goto('/runs');
  await expect(page.getByRole('table', { name: 'Test runs' })).toBeVisible();
  const from = page.getByLabel('Started from', { exact: true });
  // Month, day, then the year digit by digit, as a person types it (the browser reports 0002, 0020, 0202, 2026).
  await from.pressSequentially('11122026');
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
