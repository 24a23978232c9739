// Every screen at phone, tablet and desktop sizes: nothing scrolls sideways, the content has room and shows
// its title, its checkboxes are targets a thumb can hit, axe finds no serious violation (the light theme; a11y.spec.ts scans the dark one), and the
// navigation can be reached (through the Menu button where the header is too narrow).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { focusObscured } from './support/focus-obscured';
import { findScreenIds, SCREENS } from './support/screens';
import { datesBrokenAcrossLines } from './support/text-lines';
import { FOLDERS_BUTTON_MAX_WIDTH, MENU_MAX_WIDTH, VIEWPORTS } from './support/viewports';

const SCREEN_LINKS = ['Overview', 'Explorer', 'Runs', 'New run', 'Reports'];

/** The page does not scroll sideways, nor does any box that holds the page's title (its column, main, …). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
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
async function expectWindowNotScrolling(page: Page): Promise<void> {
  const sizes = await page.evaluate(() => ({
    contentHeight: document.documentElement.scrollHeight,
    height: document.documentElement.clientHeight,
  }));
  expect(sizes.contentHeight, 'the window scrolls past the content area').toBeLessThanOrEqual(sizes.height);
}

/** The content area fills most of the screen below the header, and the title shows in full. */
async function expectContentShown(page: Page, height: number): Promise<void> {
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
async function expectNavigationReachable(page: Page, width: number): Promise<void> {
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
async function expectCheckboxTargets(page: Page): Promise<void> {
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

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${size} size (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    // A test per screen, as in a11y.spec.ts: all of them in one test outran even four minutes on a slow day (CI
    // of 4138c4e, at the last screen), and a failure names its screen.
    for (const screen of SCREENS) {
      test(`${screen.name} fits the width, shows its content, passes axe and reaches the navigation`, async ({
        page,
      }) => {
        await screen.open(page, await findScreenIds(page.request));
        await expectNoSidewaysScroll(page);
        await expectContentShown(page, viewport.height);
        await expectWindowNotScrolling(page);
        await expectCheckboxTargets(page);
        await expectNoSeriousA11yViolations(page);
        await expectNavigationReachable(page, viewport.width);
      });
    }

    if (viewport.width <= FOLDERS_BUTTON_MAX_WIDTH) {
      test('the explorer shows the folders on request; choosing one shows its test cases', async ({ page }) => {
        await page.goto('/folders/103');
        const tree = page.getByRole('tree', { name: 'Folders' });
        const foldersButton = page.getByRole('button', { name: 'Folders', exact: true });
        await expect(page.getByRole('table', { name: 'Test cases' }).getByRole('row').nth(1)).toBeInViewport();
        await expect(tree).toBeHidden();

        await foldersButton.click();
        await expect(foldersButton).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
        await expect(page.getByLabel('Search folders')).toBeInViewport();
        const folder = tree.getByRole('treeitem', { name: 'DEBMAS customer master to CRM' });
        await expect(folder).toBeInViewport();
        await folder.click();

        await expect(tree).toBeHidden();
        await expect(foldersButton).toHaveAttribute('aria-expanded', 'false');
        await expect(foldersButton).toBeFocused();
        await expect(page.getByRole('heading', { level: 1, name: 'DEBMAS customer master to CRM' })).toBeInViewport();
        await expect(page.getByRole('table', { name: 'Test cases' }).getByRole('row').nth(1)).toBeInViewport();
        await expectNoSidewaysScroll(page);

        // Back shows the folder before: an open panel would hide it, so it closes too.
        await foldersButton.click();
        await expect(tree).toBeVisible();
        await page.goBack();
        await expect(tree).toBeHidden();
        await expect(
          page.getByRole('heading', { level: 1, name: 'Production order confirmation from MES' }),
        ).toBeVisible();
      });
    } else {
      test('the explorer shows the folders beside the content, in a pane that resizes', async ({ page }) => {
        await page.goto('/folders/103');
        await expect(page.getByRole('button', { name: 'Folders', exact: true })).toBeHidden();
        await expect(page.getByRole('tree', { name: 'Folders' })).toBeInViewport();
        await expect(page.getByRole('table', { name: 'Test cases' }).getByRole('row').nth(1)).toBeInViewport();
        const separator = page.getByRole('separator', { name: 'Resize folder pane' });
        const before = await page.getByRole('navigation', { name: 'Folder navigation' }).boundingBox();
        await separator.focus();
        await page.keyboard.press('ArrowRight');
        await expect(separator).toHaveAttribute('aria-valuenow', String(before!.width + 20));
        const after = await page.getByRole('navigation', { name: 'Folder navigation' }).boundingBox();
        expect(after!.width).toBe(before!.width + 20);
      });
    }
  });
}

/**
 * Scrolled to its far right, the table still shows the row's name, whole and on top of the columns that passed
 * under it: on a phone the runs list's names once scrolled away with the rest, leaving rows of figures.
 */
async function expectNameKeptInView(table: Locator, name: Locator): Promise<void> {
  await name.scrollIntoViewIfNeeded();
  const scrolled = await table.evaluate((box) => {
    box.scrollLeft = box.scrollWidth;
    return box.scrollLeft;
  });
  expect(scrolled, 'the table scrolls sideways on a phone').toBeGreaterThan(100);
  const [box, shown] = [(await table.boundingBox())!, (await name.boundingBox())!];
  expect(shown.x, 'the name starts inside the table').toBeGreaterThanOrEqual(box.x);
  expect(shown.x + shown.width, 'the name ends inside the table').toBeLessThanOrEqual(box.x + box.width);
  const onTop = await name.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(left + width / 2, top + height / 2));
  });
  expect(onTop, 'the name is not covered by the columns passing under it').toBe(true);
}

test.describe('a table wider than a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("keeps each row's name in view while it scrolls sideways", async ({ page }) => {
    await page.goto('/runs');
    const runs = page.getByRole('table', { name: 'Test runs' });
    await expectNameKeptInView(runs, runs.getByRole('link', { name: /^Nightly/ }).first());

    // A name that is not the first column: the run page's test cases come after their status.
    await page.goto(`/runs/${(await findScreenIds(page.request)).finishedRun}`);
    const cases = page.getByRole('table', { name: 'Test cases in this run' });
    await expectNameKeptInView(cases, cases.getByRole('link', { name: /^\d+$/ }).first());
  });

  test('brings a link reached with Tab out from under the name', async ({ page }) => {
    await page.goto('/folders/123');
    const cases = page.getByRole('table', { name: 'Test cases' });
    const firstRow = cases.getByRole('row').nth(1);
    await firstRow.getByRole('rowheader').getByRole('link').focus();
    await cases.evaluate((box) => (box.scrollLeft = box.scrollWidth));
    // From the test case's ID to its description, which had passed under the ID's column.
    await page.keyboard.press('Tab');
    await expect(firstRow.getByRole('cell').getByRole('link').first()).toBeFocused();
    await expect.poll(() => focusObscured(page)).toBeUndefined();
  });
});

// A browser wraps after any hyphen: "failing since 2026-11-" above "27" was seen at most widths from 390 to
// 1,270 px on the overview, and on five other screens at some.
test.describe('dates stay whole at every width from phone to desktop', () => {
  for (const screen of SCREENS) {
    test(`on ${screen.name}`, async ({ page }) => {
      await page.setViewportSize(VIEWPORTS.phone);
      await screen.open(page, await findScreenIds(page.request));
      const broken = new Map<string, number[]>();
      for (let width = VIEWPORTS.phone.width; width <= VIEWPORTS.desktop.width; width += 30) {
        await page.setViewportSize({ width, height: VIEWPORTS.desktop.height });
        for (const text of await datesBrokenAcrossLines(page)) broken.set(text, [...(broken.get(text) ?? []), width]);
      }
      expect(Object.fromEntries(broken), 'texts with a date broken across lines, at these widths').toEqual({});
    });
  }
});
