// The overview as the app's home: a manager reads the trend and opens what is behind a tile. Its filters:
// overview-filters.spec.ts; a lead's runs from it, and axe scans of the filled page: overview-lead.spec.ts.
import { expect, test } from '@playwright/test';
import { layoutShift, LIGHTHOUSE_DESKTOP, watchLayoutShift } from './support/layout-shift';
import { number, openOverview, SEEDED, waitForTiles } from './support/overview';
import { readData } from './support/service';
import { startRun } from './support/start-run';
import { storeSynced } from './support/store-synced';
import { VIEWPORTS } from './support/viewports';
import { ROW_CELLS } from './support/table-cells';

test.describe('a manager reads the overview', () => {
  test('stays put while its tiles fill in', async ({ page }) => {
    // Loading tiles were 10 rem high and the first row grew to 43 rem as the failing cases came (shift 0.09).
    await page.setViewportSize(LIGHTHOUSE_DESKTOP);
    await watchLayoutShift(page);
    await openOverview(page);
    await waitForTiles(page);
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });

  test("says how far the store's history is, and Refresh figures counts a run finished since", async ({
    page,
    request,
  }) => {
    await openOverview(page);
    await waitForTiles(page);
    await expect(page.getByRole('status').filter({ hasText: /^History complete up to / })).toBeVisible();
    const executions = page.getByRole('region', { name: 'Executions' });
    const count = async () => number(/([\d,]+) executions/.exec((await executions.textContent())!)![1]!);
    const before = await count();
    const cases = await readData<{ CASEID: string }>(request, '/testcases');
    await startRun(request, { TEST_CASES: [cases[0]!.CASEID], TEST_RUN_NAME: `E2E refresh ${Date.now()}`, ASYNC: '' });
    // Enough test cases to be in progress for a while at the test server's pace.
    const going = `E2E refresh going ${Date.now()}`;
    await startRun(request, {
      TEST_CASES: cases.slice(0, 300).map((each) => each.CASEID),
      TEST_RUN_NAME: going,
      ASYNC: 'X',
    });
    // Once the store has them, Refresh shows them at once, not at the next of the page's own reads.
    await storeSynced(request);
    await page.getByRole('button', { name: 'Refresh figures' }).click();
    await expect.poll(count, { timeout: 5_000 }).toBeGreaterThan(before);
    // The runs in progress are read again too: one started since shows there.
    const inProgress = page.getByRole('region', { name: 'Runs' }).getByRole('list', { name: 'Runs in progress' });
    await expect(inProgress.getByRole('link', { name: going })).toBeVisible({ timeout: 5_000 });
  });

  test('opens on the overview, reads the trend and opens the runs of a day', { tag: '@journey' }, async ({ page }) => {
    await openOverview(page);
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(navigation.getByRole('link').first()).toHaveText('Overview');
    await expect(navigation.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    // The default range: the last 30 days.
    await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

    await openOverview(page, SEEDED);
    await waitForTiles(page);
    const executions = page.getByRole('region', { name: 'Executions' });
    await expect(executions).toContainText(/[\d,]+ executions, \d+% passed/);
    await expect(executions).toContainText(/than the 51 days before/);

    const trend = page.getByRole('region', { name: 'Pass rate over time' });
    await expect(trend.getByRole('group', { name: 'Pass rate per day' })).toBeVisible();
    await expect(trend).toContainText(/Pass rate per day: \d+% over the range; lowest \d+%/);
    // The same figures as a table: one row per day of the range.
    await trend.getByText('Show as a table').click();
    await expect(trend.getByRole('table', { name: 'Pass rate per day' }).getByRole('row')).toHaveCount(52);

    // One tab stop for the chart; the arrow keys walk the points, the tooltip names the day.
    const last = trend.getByRole('link', { name: /^2026-11-19: \d+%$/ });
    await last.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(trend.getByRole('link', { name: /^2026-11-18: \d+%$/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/runs\?from=2026-11-18&to=2026-11-18$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Runs' })).toBeVisible();
    await expect(page.getByLabel('Started from')).toHaveValue('2026-11-18');

    await page.goBack();
    await trend.getByLabel('One line per run type').click();
    await expect(page).toHaveURL(/split=1/);
    await expect(trend.getByLabel('One line per run type')).toBeChecked();
    await expect(trend.getByRole('list', { name: 'Lines' })).toContainText('Regression test');
  });

  test('on a phone shows the figures first and the filters behind a button', async ({ page }) => {
    // The filters once filled a phone's first screen: the first figures began at its bottom edge.
    await page.setViewportSize(VIEWPORTS.phone);
    await openOverview(page, SEEDED);
    await expect(page.getByRole('region', { name: 'Executions' })).toBeInViewport({ ratio: 0.9 });
    const dates = page.getByRole('group', { name: 'Date range' });
    await expect(dates).toBeHidden();

    const filters = page.getByRole('button', { name: 'Filters' });
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await dates.getByRole('button', { name: '7 days' }).click();
    await expect(page).not.toHaveURL(/from=2026-10-01/);
    await expect(dates.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    // Escape closes them and leaves the keyboard on the button.
    await page.keyboard.press('Escape');
    await expect(dates).toBeHidden();
    await expect(filters).toBeFocused();

    // Wide enough for both, the filters show and the button goes.
    await page.setViewportSize(VIEWPORTS.desktop);
    await expect(dates).toBeVisible();
    await expect(filters).toBeHidden();
  });

  for (const size of ['tablet', 'desktop'] as const) {
    test(`fills every row of tiles, none stands beside a gap (${size})`, async ({ page }) => {
      // With two columns the failing cases stood alone beside a gap; with three, the folders and the cases not run.
      await page.setViewportSize(VIEWPORTS[size]);
      await openOverview(page, SEEDED);
      await waitForTiles(page);
      const boxes = await Promise.all((await page.getByRole('region').all()).map((tile) => tile.boundingBox()));
      const tiles = boxes.filter((box) => box !== null);
      const left = Math.min(...tiles.map((box) => box.x));
      const right = Math.max(...tiles.map((box) => box.x + box.width));
      const rows = new Map<number, typeof tiles>();
      for (const box of tiles) rows.set(Math.round(box.y), [...(rows.get(Math.round(box.y)) ?? []), box]);
      expect(rows.size).toBeGreaterThan(2);
      for (const row of rows.values()) {
        expect(Math.min(...row.map((box) => box.x))).toBeCloseTo(left, 0);
        expect(Math.max(...row.map((box) => box.x + box.width))).toBeCloseTo(right, 0);
      }
    });
  }

  test('the server not answering at start: one notice counts down to the next try, and the figures come by themselves', async ({
    page,
  }) => {
    await page.route('**/api/overview?*', (route) => route.abort('connectionrefused'));
    await openOverview(page, SEEDED);
    const notice = page.getByRole('alert').filter({ hasText: 'Could not load the figures' });
    await expect(notice).toContainText('not answering', { timeout: 30_000 });
    await expect(notice.getByRole('timer')).toHaveText(/^trying again in \d+ s…$/);
    // Said once, not in every tile: the tiles wait for it.
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Executions' })).toContainText('Waiting for the service to answer.');
    // The tiles follow the notice at the page's usual spacing (12 px): no empty line kept between them.
    const noticeEnd = (await notice.boundingBox())!;
    const tilesStart = (await page.getByRole('region', { name: 'Executions' }).boundingBox())!;
    expect(tilesStart.y - (noticeEnd.y + noticeEnd.height)).toBeLessThanOrEqual(13);

    await page.unroute('**/api/overview?*');
    // No click: the next automatic try finds the server again.
    await expect(page.getByRole('region', { name: 'Executions' })).toContainText(/[\d,]+ executions/, {
      timeout: 40_000,
    });
    await waitForTiles(page);
    await expect(notice).toHaveCount(0);
    await expect(page.getByText('Waiting for the service to answer.')).toHaveCount(0);
  });

  test('a refresh while the server is down keeps the figures, marked as of their time, until new ones come', async ({
    page,
  }) => {
    await openOverview(page, SEEDED);
    await waitForTiles(page);
    const executions = page.getByRole('region', { name: 'Executions' });
    const figure = (await executions.getByText(/executions, \d+% passed/).textContent())!;

    await page.route('**/api/overview?*', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Refresh figures' }).click();
    const failed = page.getByRole('status').filter({ hasText: 'refreshing failed' });
    await expect(failed).toContainText(
      /^Figures of \d{4}-\d\d-\d\d \d\d:\d\d UTC; refreshing failed: the service is not answering\./,
      { timeout: 30_000 },
    );
    // What was on screen stays there: no tile waits, no notice replaces them.
    await expect(executions).toContainText(figure);
    await expect(page.getByRole('region', { name: 'Failures by cause' }).getByRole('table')).toBeVisible();
    await expect(page.getByText('Waiting for the service to answer.')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.unroute('**/api/overview?*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(failed).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Refresh figures' })).toBeVisible();
    await expect(executions).toContainText(/[\d,]+ executions, \d+% passed/);
  });

  test('its colours mean one thing each: aborted is grey, not the amber of a warning', async ({ page }) => {
    await openOverview(page, SEEDED);
    await waitForTiles(page);
    // The mark beside "Aborted" (a stripe of two greys): every colour in it has about equal red, green and blue.
    const mark = page
      .getByRole('region', { name: 'Executions' })
      .getByRole('term')
      .filter({ hasText: 'Aborted' })
      .locator('[aria-hidden="true"]');
    const colours = await mark.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.backgroundColor} ${style.backgroundImage}`.match(/rgba?\([^)]+\)/g) ?? [];
    });
    const opaque = colours.map((colour) => colour.match(/[\d.]+/g)!.map(Number)).filter((rgba) => rgba[3] !== 0);
    expect(opaque.length).toBeGreaterThan(0);
    for (const [red, green, blue] of opaque)
      expect(Math.max(red!, green!, blue!) - Math.min(red!, green!, blue!)).toBeLessThan(30);
  });

  test('the pass-rate chart starts its axis below the lowest day, not at 0, and says so', async ({ page }) => {
    await openOverview(page, SEEDED);
    const trend = page.getByRole('region', { name: 'Pass rate over time' });
    const chart = trend.getByRole('group', { name: 'Pass rate per day' });
    await expect(chart).toBeVisible({ timeout: 20_000 });
    await waitForTiles(page);
    const rates = await chart
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => Number(/(\d+)%$/.exec(link.ariaLabel ?? '')![1])));
    const lowest = Math.min(...rates);
    const start = Number(/^Axis from (\d+)%$/.exec((await trend.getByText(/^Axis from/).textContent())!)![1]);
    // The seed's days pass 70-95%: from 0 that was a flat line along the top.
    expect(start).toBeGreaterThan(0);
    expect(start).toBeLessThan(lowest);
  });

  test("says a cause first seen on the range's first day may be older than the range", async ({ page }) => {
    await openOverview(page, SEEDED);
    await waitForTiles(page);
    const tile = page.getByRole('region', { name: 'Failures by cause' });
    const rows = tile
      .getByRole('table', { name: 'Failure causes in this range' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(rows.first()).toBeVisible();
    // The Triage column comes with the team's triage settings, a read of its own.
    await expect(
      tile.getByRole('table', { name: 'Failure causes in this range' }).getByRole('columnheader', { name: 'Triage' }),
    ).toBeVisible();
    const firstSeen = await rows.evaluateAll(
      // Cause, Triage (the store keeps the team's triage), Test cases, Failures, Folders, First seen.
      (all, cells) => all.map((row) => row.querySelectorAll(cells)[5]?.textContent ?? ''),
      ROW_CELLS,
    );
    // Every lasting cause was "first seen" on 2026-10-01, the day the range begins.
    expect(firstSeen).toContain('From range start');
    for (const seen of firstSeen) expect(seen === 'From range start' || seen > '2026-10-02').toBe(true);
    const lasting = rows.filter({ hasText: 'From range start' }).first();
    const open = lasting.getByRole('button', { expanded: false });
    const cause = (await open.textContent())!;
    await open.click();
    await expect(page.getByRole('region', { name: `Failure group: ${cause}` })).toContainText(
      /First seen in .+ \(2026-10-01 \d\d:\d\d\), on the range's first day: it may be older than the range; last seen in/,
    );
  });

  test('opens the failing test cases behind the tile', { tag: '@journey' }, async ({ page }) => {
    await openOverview(page, SEEDED);
    await waitForTiles(page);
    const failing = page.getByRole('region', { name: 'Test cases failing now' });
    const list = failing.getByRole('list', { name: 'Failing test cases, newest failure first' });
    // Runs that other tests start today also fail cases: the first one failing within the seeded range is used.
    const seeded = list
      .getByRole('listitem')
      .filter({ hasText: /failing for/ })
      .first();
    await expect(seeded).toBeVisible();
    const first = seeded.getByRole('link').first();
    const name = await first.textContent();
    await first.click();
    await expect(page).toHaveURL(/\/testcases\/\d+\/results$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name!);
  });
});
