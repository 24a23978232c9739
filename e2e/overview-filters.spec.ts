// The overview's filters: laid out from tablet to wide screens, dates typed by keyboard, values from a pasted or
// forwarded link the figures cannot use said at their field.
import { expect, test } from '@playwright/test';
import { openOverview, SEEDED, waitForTiles } from './support/overview';
import { VIEWPORTS } from './support/viewports';

test.describe('a manager filters the overview', () => {
  test('its filters sit side by side without running into each other, from tablet to wide screens', async ({
    page,
  }) => {
    await openOverview(page, SEEDED);
    const boxes = [
      page.getByRole('group', { name: 'Date range' }),
      page.getByRole('group', { name: 'Folders' }),
      page.getByRole('group', { name: 'Run types' }),
      page.getByLabel('Started by'),
    ];
    for (const width of [VIEWPORTS.tablet.width, 1024, VIEWPORTS.laptop.width, 1366, VIEWPORTS.desktop.width, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const placed = await Promise.all(boxes.map(async (box) => (await box.boundingBox())!));
      for (const [index, one] of placed.entries())
        for (const other of placed.slice(index + 1)) {
          const sideBySide = one.y < other.y + other.height && other.y < one.y + one.height;
          // On one line, a gap between them; at 1280 px the dates' box ran 2 px under the folders'.
          if (sideBySide)
            expect(
              Math.max(other.x - (one.x + one.width), one.x - (other.x + other.width)),
              `${width} px`,
            ).toBeGreaterThanOrEqual(8);
        }
    }
  });

  test('takes a date typed by keyboard once its year is complete, and keeps a reversed range as typed', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const from = new URL(request.url()).searchParams.get('STARTED_FROM');
      if (from) asked.push(from);
    });
    await openOverview(page, SEEDED);
    const from = page.getByLabel('From');
    // Typed over the date there, key by key, as a person types it.
    await from.selectText();
    await from.pressSequentially('2026-10-15', { delay: 60 });
    await expect(page).toHaveURL(/from=2026-10-15/);
    await expect(from).toHaveValue('2026-10-15');
    // No text on the way to the date (2, 20, 202, 2026-…) was read as one.
    expect(asked.filter((date) => date < '1000')).toEqual([]);

    const to = page.getByLabel('To', { exact: true });
    await to.selectText();
    await to.pressSequentially('2026-09-30', { delay: 60 });
    await to.blur();
    await expect(to).toHaveValue('2026-09-30');
    await expect(to).toHaveAccessibleDescription('"To" is before "From": the overview keeps showing the range before.');
    await expect(page).toHaveURL(/to=2026-11-20/);
  });

  test('keeps a pasted user ID longer than an SAP user name out of the figures, and says so at the field', async ({
    page,
  }) => {
    await openOverview(page, SEEDED);
    const user = page.getByRole('textbox', { name: 'Started by' });
    await user.focus();
    await page.keyboard.insertText('purchase order '.repeat(340));
    await user.press('Enter');
    await expect(user).toHaveAttribute('aria-invalid', 'true');
    await expect(user).toHaveAccessibleDescription(
      '"Started by" is longer than an SAP user name (12 characters): the overview keeps showing the user before.',
    );
    await expect(page).not.toHaveURL(/user=/);
    await waitForTiles(page);
    await expect(page.getByText(/^Could not load/)).toHaveCount(0);
    await user.fill('batch_qa');
    await user.press('Enter');
    await expect(page).toHaveURL(/user=BATCH_QA/);
    await expect(user).toHaveAttribute('aria-invalid', 'false');
  });

  test('says which filters of a forwarded link it could not use, until a filter is changed', async ({ page }) => {
    await openOverview(page, `/?from=2026-11-20&to=2026-10-01&folder=abc&type=UT&user=${'x'.repeat(5000)}`);
    const leftOut = page.getByRole('alert').filter({ hasText: 'This link asks for filters the overview cannot use' });
    await expect(leftOut.getByRole('listitem')).toHaveText([
      'The range ends (2026-10-01) before it starts (2026-11-20).',
      '"abc" is not a folder ID: folder IDs have 1 to 10 digits.',
      '"Started by" is 5000 characters long in the link, and the service takes at most 12: it is left out.',
    ]);
    // The user left out is not asked for: it failed every tile.
    await expect(page.getByRole('textbox', { name: 'Started by' })).toHaveValue('');
    await expect(page.getByText(/^Could not load/)).toHaveCount(0);
    // What it shows instead is what the filters say: from the given start to today, the usable run type kept.
    await expect(page.getByLabel('From')).toHaveValue('2026-11-20');
    await expect(page.getByLabel('Unit test (UT)')).toBeChecked();
    await page.getByLabel('Regression test (RT)').click();
    await expect(page.getByLabel('Regression test (RT)')).toBeChecked();
    await expect(page).toHaveURL(/type=UT&type=RT/);
    await expect(page).not.toHaveURL(/abc/);
    await expect(leftOut).toHaveCount(0);
  });
});
