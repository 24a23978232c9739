import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { readData } from './support/service';
import { linesTakenBy } from './support/text-lines';
import { cellsOf, ROW_CELLS } from './support/table-cells';

interface Detail {
  CASEID: string;
  STATUS: string;
}
interface Run {
  RUN_ID: string;
  NAME: string;
  END_DATE: string;
  DETAILS: Detail[];
}

const FAILED = ['E', 'A'];
const PASSED = ['S', 'W'];

/** The seed's two newest finished nightly regressions (the seed ends 2026-11-20; runs tests start come later). */
async function lastTwoNightlies(page: Page): Promise<{ latest: Run; previous: Run }> {
  const runs = (
    await readData<Run>(
      page.request,
      '/testruns?NAME=Nightly full regression*&STARTED_TO=2026-11-20&$includeDetails=true',
    )
  ).filter((run) => run.END_DATE !== '');
  return { latest: runs[0]!, previous: runs[1]! };
}

/** A run's name with its dates masked: runs of one series share it. */
const family = (name: string) => name.replace(/\d{4}-\d{2}-\d{2}/g, '*');
const weekBefore = (date: string) => new Date(Date.parse(date) - 7 * 86_400_000).toISOString().slice(0, 10);

/** A seeded run of at most 20 test cases, some failed, with an earlier run of its name (its date aside) that week. */
async function smallRunWithPrevious(page: Page): Promise<Run & { TC_TOTAL: number; TC_FAILED: number }> {
  const runs = await readData<Run & { TC_TOTAL: number; TC_FAILED: number; STARTED_DATE: string }>(
    page.request,
    '/testruns?STARTED_FROM=2026-11-01&STARTED_TO=2026-11-20',
  );
  return runs.find(
    (run, index) =>
      run.TC_TOTAL <= 20 &&
      run.TC_FAILED > 0 &&
      runs
        .slice(index + 1)
        .some(
          (earlier) =>
            family(earlier.NAME) === family(run.NAME) && earlier.STARTED_DATE >= weekBefore(run.STARTED_DATE),
        ),
  )!;
}

/** The test cases that passed in `before` and failed in `after`, counted here from the service's own answers. */
function newFailures(before: Run, after: Run): string[] {
  const passedBefore = new Set(before.DETAILS.filter((row) => PASSED.includes(row.STATUS)).map((row) => row.CASEID));
  return after.DETAILS.filter((row) => FAILED.includes(row.STATUS) && passedBefore.has(row.CASEID)).map((row) =>
    String(Number(row.CASEID)),
  );
}

/** How an option looks: the arrow keys' choice must differ from the rest. */
const background = (option: Locator) => option.evaluate((element) => getComputedStyle(element).background);

test.describe('a lead compares runs', () => {
  test('compares the latest nightly with the previous one and opens a new failure', async ({ page }) => {
    const { latest, previous } = await lastTwoNightlies(page);
    const expected = newFailures(previous, latest);
    expect(expected.length).toBeGreaterThan(0);

    await page.goto(`/runs/${latest.RUN_ID}`);
    const since = page.getByRole('region', { name: 'Since the previous run' });
    await expect(since).toContainText(
      new RegExp(`Since the previous run: ${expected.length} new failures?, (\\d+ fixed|none fixed)\\.`),
    );
    await since.getByRole('link', { name: 'Compare with the previous run' }).click();
    await expect(page).toHaveURL(`/runs/compare/${previous.RUN_ID}/${latest.RUN_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Compare runs' })).toBeVisible();

    const groups = page.getByRole('group', { name: 'Show test cases' });
    await groups.getByRole('button', { name: /New failures/ }).click();
    await expect(groups.getByRole('button', { name: /New failures/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\?change=new-failure$/);
    const table = page.getByRole('table', { name: 'New failures' });
    const caseLinks = table.getByRole('row').getByRole('link');
    await expect(caseLinks).toHaveText(expected.toSorted());
    await expect(groups.getByRole('button', { name: /New failures/ })).toContainText(String(expected.length));

    await caseLinks.first().click();
    await expect(page).toHaveURL(`/testcases/${expected.toSorted()[0]}/results`);
    await expect(page.getByRole('tab', { name: /Results/ })).toHaveAttribute('aria-selected', 'true');
  });

  test('opens the largest failure group and sees the test cases behind it', async ({ page }) => {
    const { latest, previous } = await lastTwoNightlies(page);
    await page.goto(`/runs/compare/${previous.RUN_ID}/${latest.RUN_ID}`);
    const causes = page.getByRole('table', { name: 'Failure causes in both runs' });
    const rows = causes.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows.first()).toBeVisible();
    // The cells are read by position: the Triage column is there once the store's triage has answered.
    await expect(causes.getByRole('columnheader', { name: 'Triage' })).toBeVisible();
    const counts = await rows.evaluateAll(
      // Cause, Triage (the store keeps the team's triage), Test cases, Failures.
      (all, cells) => all.map((row) => Number(row.querySelectorAll(cells)[2]?.textContent ?? '0')),
      ROW_CELLS,
    );
    // The largest group comes first.
    expect(counts).toEqual(counts.toSorted((a, b) => b - a));
    // The cause's button (its first column; the Triage column's button follows).
    const largest = rows.first().getByRole('button').first();
    const cause = (await largest.textContent())!;
    const failures = Number(await cellsOf(rows.first()).nth(3).textContent());
    await largest.click();
    await expect(largest).toHaveAttribute('aria-expanded', 'true');

    const group = page.getByRole('region', { name: `Failure group: ${cause}` });
    await expect(group.getByRole('heading', { name: cause })).toBeVisible();
    const cases = group.getByRole('table', { name: `Test cases failing with: ${cause}` });
    const caseRows = cases.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(caseRows).toHaveCount(failures);
    // Every message behind the group reads the same once its numbers are set aside.
    const fixedPart = cause.split('<')[0]!;
    const messages = await caseRows.evaluateAll(
      // Test case, Description, Folder, Run, Status, Triage, Message.
      (all, cells) => all.map((row) => row.querySelectorAll(cells)[6]?.textContent ?? ''),
      ROW_CELLS,
    );
    for (const message of messages) expect(message).toContain(fixedPart);
    await group.getByRole('button', { name: 'Close' }).click();
    await expect(group).toHaveCount(0);
  });

  test("each run's name keeps its date on one line, on a phone and with the runs side by side", async ({ page }) => {
    const { latest, previous } = await lastTwoNightlies(page);
    await page.goto(`/runs/compare/${previous.RUN_ID}/${latest.RUN_ID}`);
    for (const run of [previous, latest]) {
      const name = page.getByRole('link', { name: run.NAME, exact: true });
      const date = run.NAME.match(/\d{4}-\d{2}-\d{2}/)![0];
      for (let width = 340; width <= 820; width += 20) {
        await page.setViewportSize({ width, height: 900 });
        expect(await linesTakenBy(name, date), `${run.NAME} at ${width} px`).toBe(1);
      }
    }
  });

  test('compares two runs ticked in the runs list, the older one as the base', async ({ page }) => {
    const { latest, previous } = await lastTwoNightlies(page);
    await page.goto('/runs?name=Nightly+full+regression*&to=2026-11-20');
    const table = page.getByRole('table', { name: 'Test runs' });
    await expect(page.getByRole('button', { name: 'Compare selected' })).toBeDisabled();
    await table
      .getByRole('checkbox', { name: /^Select run Nightly full regression/ })
      .nth(0)
      .check();
    await table
      .getByRole('checkbox', { name: /^Select run Nightly full regression/ })
      .nth(1)
      .check();
    await page.getByRole('link', { name: 'Compare selected' }).click();
    await expect(page).toHaveURL(`/runs/compare/${previous.RUN_ID}/${latest.RUN_ID}`);
  });

  test('still compares two ticked runs once a sort has moved them far out of view', async ({ page }) => {
    await page.goto('/runs?to=2026-11-20');
    const table = page.getByRole('table', { name: 'Test runs' });
    const boxes = table.getByRole('checkbox', { name: /^Select run / });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const compare = page.getByRole('link', { name: 'Compare selected' });
    const href = await compare.getAttribute('href');
    // Oldest first: the two newest runs go to the end of the list, far beyond the rows the page holds.
    await table.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(table.getByRole('columnheader', { name: 'Start', exact: true })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(table.getByRole('checkbox', { name: /^Select run /, checked: true })).toHaveCount(0);
    await expect(compare).toHaveAttribute('href', href!);
  });

  test('picks any other run to compare with from a run page', async ({ page }) => {
    const { latest } = await lastTwoNightlies(page);
    const [older] = await readData<Run>(
      page.request,
      '/testruns?NAME=Nightly full regression*&STARTED_DATE=2026-11-15',
    );
    await page.goto(`/runs/${latest.RUN_ID}`);
    const search = page.getByLabel('Compare with another run');
    await search.fill('full regression');
    const options = page.getByRole('listbox', { name: 'Matching runs' }).getByRole('option');
    // The arrow key's choice is marked on screen, also on a run page opened by its address (its list's styles
    // once came only with the folder picker's). The search answers first: an arrow before any match moves nothing.
    await expect(options.nth(1)).toBeVisible();
    await search.press('ArrowDown');
    const chosen = options.and(page.locator('[aria-selected="true"]'));
    await expect(chosen).toHaveCount(1);
    expect(await background(chosen)).not.toBe(await background(options.nth(1)));
    await options.filter({ hasText: /^Nightly full regression 2026-11-15 / }).click();
    await expect(page).toHaveURL(`/runs/compare/${older!.RUN_ID}/${latest.RUN_ID}`);
    await expect(page.getByRole('link', { name: 'Nightly full regression 2026-11-15' })).toBeVisible();
  });

  test('a run that does not exist says so under the page heading, with the way back and no Try again', async ({
    page,
  }) => {
    const { latest } = await lastTwoNightlies(page);
    await page.goto(`/runs/compare/0123456789ABCDEF0123456789ABCDEF/${latest.RUN_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Compare runs' })).toBeVisible();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Could not load the runs');
    await expect(alert).toContainText('0123456789ABCDEF0123456789ABCDEF does not exist');
    await expect(alert.getByRole('button', { name: /Try/ })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Runs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Runs' })).toBeVisible();
  });

  test('a run compared with itself says that nothing can have changed, and leads to the run', async ({ page }) => {
    const { latest } = await lastTwoNightlies(page);
    await page.goto(`/runs/compare/${latest.RUN_ID}/${latest.RUN_ID}`);
    const note = page.getByRole('note');
    await expect(note).toHaveText(
      'Both sides are the same run, so nothing can have changed. Open the run to compare it with another one.',
    );
    await expect(page.getByRole('link', { name: 'Swap the runs' })).toHaveCount(0);
    await note.getByRole('link', { name: 'Open the run' }).click();
    await expect(page).toHaveURL(`/runs/${latest.RUN_ID}`);
    await expect(page.getByRole('combobox', { name: 'Compare with another run' })).toBeVisible();
  });

  test('recovers by itself when the server comes back after an outage', async ({ page }) => {
    const { latest, previous } = await lastTwoNightlies(page);
    await page.route('**/api/run?*', (route) => route.abort('connectionrefused'));
    await page.goto(`/runs/compare/${previous.RUN_ID}/${latest.RUN_ID}`);
    const problem = page.getByRole('alert').filter({ hasText: 'Could not load the runs' });
    await expect(problem).toContainText('The service is not answering', { timeout: 20_000 });
    await expect(problem.getByRole('timer')).toHaveText(/^trying again in \d+ s…$/);

    await page.unroute('**/api/run?*');
    // No click: the next automatic try finds the server again.
    await expect(page.getByRole('link', { name: latest.NAME })).toBeVisible({ timeout: 30_000 });
    await expect(problem).toHaveCount(0);
  });

  test('a link without two run IDs says so within the page, under its heading', async ({ page }) => {
    await page.goto('/runs/compare/x/y');
    await expect(page.getByRole('heading', { level: 1, name: 'Compare runs' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Compare needs two run IDs: "x" is not a run ID');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Runs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Runs' })).toBeVisible();
  });

  for (const colorScheme of ['light', 'dark'] as const)
    test(`the compare page and a run's comparison have no serious accessibility problem (${colorScheme})`, async ({
      page,
    }) => {
      // Two pages scanned: axe alone takes a while on a shared test machine.
      test.slow();
      await page.emulateMedia({ colorScheme });
      const { latest, previous } = await lastTwoNightlies(page);
      await page.goto(`/runs/compare/${previous.RUN_ID}/${latest.RUN_ID}?change=fixed`);
      await expect(page.getByRole('table', { name: 'Fixed' }).getByRole('row').nth(1)).toBeVisible();
      const causes = page.getByRole('table', { name: 'Failure causes in both runs' });
      await causes.getByRole('row').nth(1).getByRole('button', { expanded: false }).click();
      await expect(page.getByRole('region', { name: /^Failure group: / })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // A small run with a failure and an earlier run of its name: a nightly's page (150 test cases, each with
      // its metadata rows) takes axe minutes on the shared test machine.
      await page.goto(`/runs/${(await smallRunWithPrevious(page)).RUN_ID}`);
      await expect(page.getByRole('link', { name: 'Compare with the previous run' })).toBeVisible();
      await page
        .getByRole('table', { name: 'Failure causes in this run' })
        .getByRole('row')
        .nth(1)
        .getByRole('button', { expanded: false })
        .click();
      await expect(page.getByRole('region', { name: /^Failure group: / })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
});
