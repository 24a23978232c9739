// The runs list's pass-rate chart and bars: colours as their legend says, a line per run type on an axis that
// starts below the lowest rate, and every point reachable by pointer and keyboard.
import { expect, test } from '@playwright/test';
import { fromRunRow, type RunRowTuple } from '../src/contract/dashboard-api/runs';

/** A run's pass rate in whole percent, of a run without aborts. */
const rate = (run: { TC_PASSED: number; TC_TOTAL: number }) => Math.round((run.TC_PASSED / run.TC_TOTAL) * 100);

const rgb = (color: string) => color.match(/\d+/g)!.slice(0, 3).map(Number);

/** A point of the runs chart by its accessible name: [whole, run name, start, percent passed, run type]. */
const parsePoint = (label: string) => /^(.*), (\d{4}-\d\d-\d\d \d\d:\d\d): (\d+)% passed \((.+)\)$/.exec(label)!;

test.describe('the runs list chart', () => {
  test('the pass-rate bar is its passed share in green and the rest in red, as its legend says; never amber', async ({
    page,
  }) => {
    // The store's rows, of runs without aborts a stop or an outage left out of their rate.
    const answer = await page.request.get('/api/runs?to=2026-11-19&limit=500');
    const runs = ((await answer.json()) as { rows: RunRowTuple[] }).rows
      .map(fromRunRow)
      .filter((run) => run.STOPPED === 0 && run.OUTAGES === 0);
    // 80-94% was an amber bar, the colour of "passed with warnings" on a run's page.
    const run = runs.find((each) => each.END_DATE && each.TC_TOTAL > 0 && rate(each) >= 80 && rate(each) < 95)!;
    await page.goto(`/runs?q=${encodeURIComponent(run.NAME)}&from=${run.STARTED_DATE}&to=${run.STARTED_DATE}`);
    await expect(page.getByText('Pass-rate bars: passed failed')).toBeVisible();
    // Names repeat; the name and the start tell a run apart.
    const row = page
      .getByRole('table', { name: 'Test runs' })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: run.NAME }) })
      .filter({ hasText: `${run.STARTED_DATE} ${run.STARTED_TIME.slice(0, 5)}` });
    const cell = row.getByRole('cell').filter({ hasText: new RegExp(`^${rate(run)}%$`) });
    await expect(cell).toHaveCount(1);
    const parts = await cell.locator('.rate-bar > span').evaluateAll((spans) =>
      spans.map((span) => ({
        width: span.getBoundingClientRect().width,
        color: getComputedStyle(span).backgroundColor,
      })),
    );
    expect(parts).toHaveLength(2);
    const [passed, failed] = parts as [(typeof parts)[0], (typeof parts)[0]];
    expect(passed.width / (passed.width + failed.width)).toBeCloseTo(rate(run) / 100, 1);
    const [pr, pg, pb] = rgb(passed.color);
    const [fr, fg] = rgb(failed.color);
    // Green, then red: neither is amber (red and green both high, blue low).
    expect(pg!).toBeGreaterThan(pr! * 1.5);
    expect(pg!).toBeGreaterThan(pb! * 1.5);
    expect(fr!).toBeGreaterThan(fg! * 2);
  });

  test('the chart draws a line per run type, named in a legend, on an axis that starts below the lowest rate', async ({
    page,
  }) => {
    await page.goto('/runs?to=2026-11-19');
    const chart = page.getByRole('group', { name: 'Pass rate over time, one point per run' });
    await expect(chart).toBeVisible();
    const labels = await chart.getByRole('link').evaluateAll((links) => links.map((link) => link.ariaLabel ?? ''));
    const points = labels.map((label) => /: (\d+)% passed \((.+)\)$/.exec(label)!);
    const types = new Set(points.map((point) => point[2]));
    expect(types.size).toBeGreaterThan(1);
    const legend = page.getByRole('list', { name: 'Lines' });
    await expect(legend.getByRole('listitem')).toHaveText(
      ['Unit test', 'Regression test', 'Test design', 'Change request test', 'Smoke test'].filter((type) =>
        types.has(type),
      ),
    );
    // From 0 the runs' 70-95% was a flat band at the top; the axis starts lower than the lowest, and says where.
    const lowest = Math.min(...points.map((point) => Number(point[1])));
    const note = await page.getByText(/^Axis from \d+%$/).textContent();
    const start = Number(/(\d+)%/.exec(note!)![1]);
    expect(start).toBeGreaterThan(0);
    expect(start).toBeLessThan(lowest);
    expect(lowest - start).toBeLessThanOrEqual(30);
  });

  test('every point of the chart can be pointed at and opened, however close its neighbours', async ({ page }) => {
    await page.goto('/runs?to=2026-11-19');
    const chart = page.getByRole('group', { name: 'Pass rate over time, one point per run' });
    await expect(chart).toBeVisible();
    const points = await chart.getByRole('link').evaluateAll((links) =>
      links.map((link) => {
        const dot = link.querySelector('circle:last-child')!.getBoundingClientRect();
        return { label: link.ariaLabel ?? '', x: dot.x + dot.width / 2, y: dot.y + dot.height / 2 };
      }),
    );
    // Two runs drawn closer together than a point's target is wide: the later one drawn covered the other.
    const [first, second] = points
      .flatMap((one, at) => points.slice(at + 1).map((other) => [one, other] as const))
      .filter(([one, other]) => Math.hypot(one.x - other.x, one.y - other.y) < 8)
      .toSorted(([a, b], [c, d]) => Math.hypot(a.x - b.x, a.y - b.y) - Math.hypot(c.x - d.x, c.y - d.y))[0]!;
    const tooltip = page.locator('.chart-tooltip');
    for (const point of [first, second]) {
      const [, name, started] = /^(.*), (\d{4}-\d\d-\d\d \d\d:\d\d): /.exec(point.label)!;
      await page.mouse.move(point.x, point.y);
      await expect(tooltip).toContainText(started!);
      await expect(tooltip).toContainText(name!);
    }
    await page.mouse.click(first.x, first.y);
    await expect(page).toHaveURL(/\/runs\/[0-9A-F]{32}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(.*), \d{4}/.exec(first.label)![1]!);
  });

  test('a point of the pass-rate chart opens its run from the keyboard, along its line and across', async ({
    page,
  }) => {
    await page.goto('/runs?to=2026-11-19');
    const chart = page.getByRole('group', { name: 'Pass rate over time, one point per run' });
    await expect(chart).toBeVisible();
    const focused = async () =>
      parsePoint((await chart.locator(':focus').getAttribute('aria-label')) ?? '').slice(1) as [
        string,
        string,
        string,
        string,
      ];
    const all = await chart.getByRole('link').evaluateAll((links) => links.map((link) => link.ariaLabel ?? ''));
    const newest = all
      .map((label) => parsePoint(label)[2]!)
      .toSorted()
      .at(-1);
    await page.getByRole('combobox', { name: /^Type/ }).focus();
    await page.keyboard.press('Tab');
    // The tab stop starts on the newest run, whatever its type.
    const [, started, , type] = await focused();
    expect(started).toBe(newest);
    await page.keyboard.press('ArrowLeft');
    const [name, before, percent, sameType] = await focused();
    expect(sameType).toBe(type);
    expect(before < started).toBe(true);
    // Its tooltip: the run's name, type, date and rate.
    const tooltip = page.locator('.chart-tooltip');
    await expect(tooltip).toContainText(name);
    await expect(tooltip).toContainText(type);
    await expect(tooltip).toContainText(before);
    await expect(tooltip).toContainText(`${percent}% passed`);
    // Down goes to the line of another type, and Enter opens the run focused there.
    await page.keyboard.press('ArrowDown');
    const [other, , otherPercent, otherType] = await focused();
    expect(otherType).not.toBe(type);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/runs\/[0-9A-F]{32}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other);
    await expect(page.getByRole('region', { name: 'Result' })).toContainText(`pass rate ${otherPercent}%`);
  });
});
