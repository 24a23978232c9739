// What every screen owes every size: nothing scrolls sideways, the content has room and shows its title, its
// checkboxes are targets a thumb can hit, and the navigation can be reached (through the Menu where the header is
// too narrow). Run by screen-audit.spec.ts at each size; the sideways check also by responsive.spec.ts.
import { expect, type Page } from '@playwright/test';
import { MENU_MAX_WIDTH } from './viewports';

const SCREEN_LINKS = ['Overview', 'Explorer', 'Runs', 'New run', 'Reports', 'Triage'];

/** The page does not scroll sideways, nor does any box that holds the page's title (its column, main, …). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflowing = await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
    const wider: string[] = [];
    for (let box: Element | null = heading.parentElement; box; box = box.parentElement) {
      if (box.scrollWidth > box.clientWidth) wider.push(`${box.tagName.toLowerCase()}.${box.className}`);
    }
    return wider;
  });
  expect(overflowing, 'boxes wider than the screen').toEqual([]);
}

/**
 * The window itself does not scroll: only the content area below the header does. Visually hidden captions once
 * escaped the content area (placed against the window), so a wheel past the run page's or the overview's end
 * scrolled the header away and showed an empty screen.
 */
export async function expectWindowNotScrolling(page: Page): Promise<void> {
  const sizes = await page.evaluate(() => ({
    contentHeight: document.documentElement.scrollHeight,
    height: document.documentElement.clientHeight,
  }));
  expect(sizes.contentHeight, 'the window scrolls past the content area').toBeLessThanOrEqual(sizes.height);
}

/** The content area fills most of the screen below the header, and the title shows in full. */
export async function expectContentShown(page: Page, height: number): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeInViewport({ ratio: 1 });
  const main = await page.getByRole('main').boundingBox();
  expect(main!.height).toBeGreaterThan(height * 0.8);
  // The box that scrolls the title's content (the explorer's content pane was once 0 px high on a phone).
  const scroller = await heading.evaluate((element) => {
    for (let box = element.parentElement; box; box = box.parentElement) {
      if (['auto', 'scroll'].includes(getComputedStyle(box).overflowY)) return box.clientHeight;
    }
    return 0;
  });
  expect(scroller).toBeGreaterThan(height * 0.6);
}

/** The links to every screen and the theme choice are on screen, after opening the Menu where there is one. */
export async function expectNavigationReachable(page: Page, width: number): Promise<void> {
  const navigation = page.getByRole('navigation', { name: 'Main' });
  const menu = page.getByRole('button', { name: 'Menu' });
  if (width <= MENU_MAX_WIDTH) {
    await expect(navigation).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  } else {
    await expect(menu).toBeHidden();
  }
  for (const name of SCREEN_LINKS) await expect(navigation.getByRole('link', { name })).toBeInViewport();
  await expect(navigation.getByRole('link', { name: /./ }).and(page.locator('[aria-current="page"]'))).toHaveCount(1);
  await expect(page.getByLabel('Theme')).toBeInViewport();
  if (width <= MENU_MAX_WIDTH) {
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(navigation).toBeHidden();
  }
}

/**
 * Every checkbox of a form, filter or toolbar is at least 24 px square (WCAG 2.5.8's minimum target size), the
 * same on every screen; a table's row selection is left to its narrow column. The new-run form's were 13 px.
 */
export async function expectCheckboxTargets(page: Page): Promise<void> {
  const small = await page.getByRole('checkbox').evaluateAll((boxes) =>
    boxes
      .filter((box) => !box.closest('table, [role="table"], [role="grid"], [role="treegrid"]'))
      .filter((box) => {
        const { width, height } = box.getBoundingClientRect();
        return width > 0 && (width < 24 || height < 24);
      })
      .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? box.getAttribute('aria-label')),
  );
  expect(small, 'checkboxes smaller than 24 px').toEqual([]);
}
