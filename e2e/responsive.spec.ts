// What the screen audit (screen-audit.spec.ts) does not check at each size: the explorer's two layouts, either
// side of FOLDERS_BUTTON_MAX_WIDTH, and a table wider than a phone.
import { expect, test, type Locator } from '@playwright/test';
import { focusObscured } from './support/focus-obscured';
import { expectNoSidewaysScroll } from './support/layout-checks';
import { findScreenIds } from './support/screens';
import { FOLDERS_BUTTON_MAX_WIDTH, VIEWPORTS } from './support/viewports';

// The explorer's layout changes only at FOLDERS_BUTTON_MAX_WIDTH (split-pane.css; the pane's width is in px, not
// the screen's): the Folders button on a phone and at the widest size that has it, the pane beside the content at
// the narrowest size past it. The audit checks all five sizes fit.
const EXPLORER_SIZES = ['phone', 'tablet', 'laptop'] as const;

for (const size of EXPLORER_SIZES) {
  const viewport = VIEWPORTS[size];
  test.describe(`at ${size} size (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

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

/** How wide the text of each payload shown in the compare view is, in px: one entry per pane shown. */
function paneTextWidths(comparison: Locator): Promise<number[]> {
  return comparison.evaluate((region) => {
    const row = region.querySelector('.dv-row')!;
    return [...row.querySelectorAll('.dv-text')]
      .map((text) => text.getBoundingClientRect().width)
      .filter((width) => width > 0)
      .map(Math.round);
  });
}

test.describe('the payload compare', () => {
  test('gives the payload chosen the full width of a phone, and both side by side on a desktop', async ({ page }) => {
    const { failedCase } = await findScreenIds(page.request);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`/testcases/${failedCase}/payloads?compare=1`);
    const comparison = page.getByRole('region', { name: /^Comparison of Reference output and Current output/ });
    await expect(comparison).toBeVisible();
    // Side by side each pane showed some 90 px of text, a dozen characters.
    const shown = page.getByRole('group', { name: 'Payload shown' });
    await expect(shown.getByRole('radio', { name: /^Current output/ })).toBeChecked();
    let widths = await paneTextWidths(comparison);
    expect(widths).toHaveLength(1);
    expect(widths[0]).toBeGreaterThan(200);
    await shown.getByRole('radio', { name: 'Side by side' }).check();
    await expect.poll(() => paneTextWidths(comparison)).toHaveLength(2);
    await shown.getByRole('radio', { name: 'Reference output' }).check();
    widths = await paneTextWidths(comparison);
    expect(widths).toHaveLength(1);
    expect(widths[0]).toBeGreaterThan(200);

    // A desktop has room for both, whichever a phone showed.
    await page.setViewportSize(VIEWPORTS.desktop);
    await expect(shown).toBeHidden();
    await expect.poll(() => paneTextWidths(comparison)).toHaveLength(2);
  });
});
