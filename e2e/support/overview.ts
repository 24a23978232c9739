// Opening the overview in a test. On CI's machine (two cores shared by two browsers recording traces and three
// servers) its heading has taken 6-7 s to show, and Playwright's checks on the busy page then answered slowly, so a
// 10 s wait for it failed now and then with the page complete on the screenshot. How fast it opens is the bench's
// to judge (npm run bench), not these tests'.
import { expect, type Page } from '@playwright/test';

/** How long a test waits for the overview to show, once opened. */
export const OVERVIEW_SHOWS = { timeout: 30_000 };

/** Opens the overview at `address` (its filters in the search) and waits until its heading shows. */
export async function openOverview(page: Page, address = '/'): Promise<void> {
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible(OVERVIEW_SHOWS);
}

/** The seeded history ends 2026-11-20 and no test adds runs before today: figures of this range hold whatever ran. */
export const SEEDED = '/?from=2026-10-01&to=2026-11-20';

/** A figure as a tile writes it ("1,234"). */
export const number = (text: string) => Number(text.replace(/,/g, ''));

/** Until every tile has its figures: no tile still says it is loading. */
export async function waitForTiles(page: Page): Promise<void> {
  for (const name of [
    'Executions',
    'Pass rate over time',
    'Test cases failing now',
    'Folders with the most failures',
    'Test cases not run',
    'Run duration',
    'Failures by cause',
  ])
    await expect(page.getByRole('region', { name }).getByRole('status')).toHaveCount(0, { timeout: 20_000 });
}
