// A lead follows runs from the overview: opens the largest failure cause of the range and the test cases behind it,
// and a run in progress with its progress.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { number, openOverview, SEEDED, waitForTiles } from './support/overview';
import { readData } from './support/service';
import { startRun } from './support/start-run';
import { VIEWPORTS } from './support/viewports';
import { cellsOf, ROW_CELLS } from './support/table-cells';

test.describe('a lead follows runs from the overview', () => {
  test('opens the largest failure cause of the range and the test cases behind it', async ({ page }) => {
    await openOverview(page, SEEDED);
    await waitForTiles(page);
    const tile = page.getByRole('region', { name: 'Failures by cause' });
    const causes = tile.getByRole('table', { name: 'Failure causes in this range' });
    const rows = causes.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows.first()).toBeVisible();
    // The cells are read by position: the Triage column is there once the store's triage has answered.
    await expect(causes.getByRole('columnheader', { name: 'Triage' })).toBeVisible();
    // The cause with the most test cases comes first.
    const cases = await rows.evaluateAll(
      (all, cells) => all.map((row) => Number((row.querySelectorAll(cells)[2]?.textContent ?? '0').replace(/,/g, ''))),
      ROW_CELLS,
    );
    expect(cases.length).toBeGreaterThan(1);
    expect(cases).toEqual(cases.toSorted((a, b) => b - a));
    const largest = rows.first().getByRole('button', { expanded: false });
    const cause = (await largest.textContent())!;
    const failures = number((await cellsOf(rows.first()).nth(3).textContent())!);
    await largest.click();

    const group = page.getByRole('region', { name: `Failure group: ${cause}` });
    await expect(group.getByRole('heading', { name: cause })).toBeVisible();
    // A range holds many runs: the group lists its newest failures and says how many there are in all.
    // (The seed's largest cause over these 51 days has over 130 failures.)
    const listed = 100;
    expect(failures).toBeGreaterThan(listed);
    await expect(group).toContainText(
      `Listed: the ${listed} newest of its ${failures.toLocaleString('en-US')} failures.`,
    );
    const caseTable = group.getByRole('table', { name: `Test cases failing with: ${cause}` });
    // Rows beyond the screen are not rendered; the table tells a screen reader how many it has (plus its header).
    await expect(caseTable).toHaveAttribute('aria-rowcount', String(listed + 1));
    const caseRows = caseTable.getByRole('row').filter({ has: page.getByRole('cell') });
    const fixedPart = cause.split('<')[0]!;
    for (const message of await caseRows.evaluateAll(
      // Test case, Description, Folder, Run, Status, Triage, Message.
      (all, cells) => all.map((row) => row.querySelectorAll(cells)[6]?.textContent ?? ''),
      ROW_CELLS,
    ))
      expect(message).toContain(fixedPart);
    const first = caseRows.first().getByRole('link').first();
    const caseId = (await first.textContent())!;
    await first.click();
    // The case's results, for the run that failure came from (the compare then takes that run's output).
    await expect(page).toHaveURL(new RegExp(`/testcases/${caseId}/results\\?run=[0-9A-F]+$`, 'i'));
  });

  test('sees a run in progress with its progress and opens it', { tag: '@journey' }, async ({ page, request }) => {
    // Enough test cases to be in progress for a while at the test server's pace.
    const cases = (await readData<{ CASEID: string }>(request, '/testcases')).slice(0, 300);
    // A name of its own: a retry must not find the run of the try before it, still going.
    const name = `E2E overview run ${Date.now()}`;
    const runId = await startRun(request, {
      TEST_CASES: cases.map((testCase) => testCase.CASEID),
      TEST_RUN_NAME: name,
      ASYNC: 'X',
    });
    await openOverview(page);
    const runs = page.getByRole('region', { name: 'Runs' });
    const going = runs.getByRole('list', { name: 'Runs in progress' });
    // The page reads the whole range beside it: on a test machine shared by two browsers recording traces, its
    // first render of the list has taken over 10 s (a user on a free machine sees it within a second or two).
    await expect(going.getByRole('link', { name })).toBeVisible({ timeout: 30_000 });
    const progress = going.getByRole('progressbar', { name: `Progress of ${name}` });
    await expect(progress).toHaveAttribute('aria-valuemax', '300');
    // Live: the count of done test cases grows while the page is open.
    const before = Number(await progress.getAttribute('aria-valuenow'));
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
    await going.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/runs/${runId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const size of ['phone', 'desktop'] as const) {
    test(`the filled overview has no serious accessibility violation (${colorScheme}, ${size})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ colorScheme, viewport: VIEWPORTS[size] });
      const page = await context.newPage();
      await openOverview(page, SEEDED);
      await waitForTiles(page);
      await expectNoSeriousA11yViolations(page);
      await context.close();
    });
  }
}
