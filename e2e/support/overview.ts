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
