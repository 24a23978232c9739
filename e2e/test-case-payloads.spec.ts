// A test case's payloads: the viewer with a 5 MB body, the side-by-side compare (its marks in light and dark, a
// phone's width, two 5 MB outputs), and each run's current output told apart.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { readData } from './support/service';
import { startRun } from './support/start-run';
import { VIEWPORTS } from './support/viewports';

/** A failed test case whose last run judged one difference failing and another accepted. */
async function caseWithBothJudgements(request: APIRequestContext): Promise<{ CASEID: string }> {
  const cases = await readData<{ CASEID: string; LAST_STATUS: string; LAST_RUN_ID: string }>(request, '/testcases');
  for (const testCase of cases.filter((candidate) => candidate.LAST_STATUS === 'E')) {
    const [run] = await readData<{ COMPARISON: { CASEID: string; RESULT: string }[] }>(
      request,
      `/testruns/${testCase.LAST_RUN_ID}?$includeComparison=true`,
    );
    const results = new Set(run!.COMPARISON.filter((row) => row.CASEID === testCase.CASEID).map((row) => row.RESULT));
    if (results.has('ERROR') && results.has('WARNING')) return testCase;
  }
  throw new Error('No failed test case with both a failing and an accepted difference in the data');
}

test.describe("a test case's payloads", () => {
  test('the compare marks carry their words, in light and dark, with enough contrast', async ({ page }) => {
    const failed = await caseWithBothJudgements(page.request);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(`/testcases/${Number(failed.CASEID)}/payloads?compare=1`);
      const compare = page.getByRole('region', { name: /^Comparison of Reference output/ });
      await expect(compare.getByText('Failing difference').first()).toBeVisible();
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: /Failing difference at/ })
          .first(),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('on a phone, a compare where nothing was judged different gives both sides the whole width', async ({
    page,
  }) => {
    // 100003 passed: its run compared its fields, and every one matched, so no row has a judgement to show.
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/testcases/100003/payloads?compare=1');
    const compare = page.getByRole('region', { name: /^Comparison of Reference output/ });
    await expect(page.getByRole('status').filter({ hasText: 'The payloads are identical.' })).toBeVisible();
    // A phone shows one payload at a time unless asked for both.
    await page.getByRole('group', { name: 'Payload shown' }).getByRole('radio', { name: 'Side by side' }).check();
    const area = (await compare.boundingBox())!;
    const [left, right] = await compare.getByText('<?xml').all();
    const leftLine = (await left!.boundingBox())!;
    const rightLine = (await right!.boundingBox())!;
    // Each half is its line numbers and its text, with no empty judgement column before them.
    expect(leftLine.x - area.x).toBeLessThan(60);
    expect(rightLine.x - leftLine.x).toBeGreaterThan(area.width * 0.45);
  });

  test('a 5 MB payload shows its first lines at once, then the whole, searchable to its end', async ({
    page,
    request,
  }) => {
    const cases = await readData<{ CASEID: string; DESCR: string }>(request, '/testcases');
    const volume = cases.find((testCase) => testCase.DESCR.includes('volume test'))!;
    // The formatter's worker is held back until the test lets it go: what shows meanwhile is what a reader sees
    // while a slow machine formats the whole.
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/format-for-reading\.worker/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/testcases/${Number(volume.CASEID)}/payloads`);
    const viewer = page.getByRole('region', { name: 'Reference input (IDOC)' });
    // The viewer's own status (its copy buttons have theirs): how many lines, or which matched.
    const status = page.getByRole('status').filter({ hasText: / (lines?|match(es)?)(; formatting the rest…)?$/ });
    await expect(status).toHaveText(/^The first [\d,]+ lines; formatting the rest…$/);
    await expect(viewer.getByText('<IDOC BEGIN="1">')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy pretty-printed' })).toHaveCount(0);
    // A search typed meanwhile covers the whole payload once it is there: its last closing tag is found.
    await page.getByRole('searchbox', { name: 'Search in Reference input (IDOC)' }).fill('</IDOC>');
    await expect(status).toHaveText(/^The first /);
    release?.();
    await expect(status).toHaveText('1 of 1 match', { timeout: 20_000 });
    await expect(viewer.getByText('</IDOC>')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy pretty-printed' })).toBeVisible();
  });

  test('comparing two 5 MB outputs says it is at work, then shows them side by side', async ({ page, request }) => {
    const cases = await readData<{ CASEID: string; DESCR: string }>(request, '/testcases');
    const volume = cases.find((testCase) => testCase.DESCR.includes('volume test'))!;
    await page.goto(`/testcases/${Number(volume.CASEID)}/payloads`);
    await page.getByRole('button', { name: 'Compare reference and current output' }).click();
    // Half a second of work on two cores: done off the page, which tells the reader meanwhile instead of freezing.
    await expect(page.getByRole('status').filter({ hasText: 'Comparing the payloads' })).toBeVisible();
    const comparison = page.getByRole('region', { name: /^Comparison of Reference output and Current output/ });
    await expect(comparison).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('status').filter({ hasText: /identical|differing lines/ })).toBeVisible();
    await expect(comparison.getByText('<IDOC BEGIN="1">')).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: 'Comparing the payloads' })).toHaveCount(0);
  });

  test("tells each run's current output apart, and compares the one of the run it was opened from, or the one chosen", async ({
    page,
    request,
  }) => {
    const caseId = '100742';
    const stamp = Date.now();
    const first = `E2E output first ${stamp}`;
    const second = `E2E output second ${stamp}`;
    const firstRun = await startRun(request, { TEST_CASES: [caseId], TEST_RUN_NAME: first, ASYNC: '' });
    await startRun(request, { TEST_CASES: [caseId], TEST_RUN_NAME: second, ASYNC: '' });

    // From the first run's page, as a tester who looks into one of its cases does.
    await page.goto(`/runs/${firstRun}`);
    await page.getByRole('table', { name: 'Test cases in this run' }).getByRole('link', { name: caseId }).click();
    await page.getByRole('tab', { name: 'Payloads' }).click();
    const payloads = page.getByRole('table', { name: 'Payloads' });
    // Each output names its run: in its button, and in a link to the run with how the case did and when it started.
    for (const runName of [first, second]) {
      const row = payloads
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: `View Current output of ${runName}` }) });
      // Named once the store has the run's results (seconds after it ended); the page follows the store.
      await expect(row.getByRole('link', { name: runName })).toHaveAttribute('href', /\/runs\/[0-9A-F]{32}$/, {
        timeout: 20_000,
      });
      await expect(row).toContainText(/test case started \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    }
    // No two alike: the newest seeded run's output, and those of the runs above, each by its run.
    const outputNames = await payloads.getByRole('rowheader', { name: /^View Current output of / }).allInnerTexts();
    expect(outputNames.length).toBeGreaterThanOrEqual(3);
    expect(new Set(outputNames).size).toBe(outputNames.length);

    await page.getByRole('button', { name: 'Compare reference and current output' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]run=${firstRun}`));
    await expect(
      page.getByRole('region', { name: `Comparison of Reference output and Current output of ${first}` }),
    ).toBeVisible();

    const choice = page.getByRole('combobox', { name: 'Current output of' });
    const secondOption = choice.getByRole('option', { name: new RegExp(`^${second} · `) });
    await choice.selectOption((await secondOption.getAttribute('value'))!);
    await expect(
      page.getByRole('region', { name: `Comparison of Reference output and Current output of ${second}` }),
    ).toBeVisible();
    // The choice is in the address: a reload (or the link sent to a colleague) compares the same output.
    await page.reload();
    await expect(
      page.getByRole('region', { name: `Comparison of Reference output and Current output of ${second}` }),
    ).toBeVisible();
    await expect(choice).toHaveValue(/^[0-9A-F]{32}$/);
    await expectNoSeriousA11yViolations(page);
  });
});
