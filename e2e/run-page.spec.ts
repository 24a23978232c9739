import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { API, readData } from './support/service';
import { startRun } from './support/start-run';
import { cutPartsOf, linesTakenBy, linesTakenByEachText } from './support/text-lines';
import { cellsOf } from './support/table-cells';

interface Detail {
  STATUS: string;
  CASEID: string;
  DOCNUM: string;
}
interface Run {
  RUN_ID: string;
  NAME: string;
  STARTED_DATE: string;
  STARTED_TIME: string;
  TC_TOTAL: number;
  TC_FAILED: number;
  END_DATE: string;
  DETAILS: Detail[];
}

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
];
const newestFirst = (a: Run, b: Run) =>
  `${b.STARTED_DATE} ${b.STARTED_TIME}`.localeCompare(`${a.STARTED_DATE} ${a.STARTED_TIME}`);
const caseIds = (from: number, count: number) => Array.from({ length: count }, (_, index) => String(from + index));
const verdict = (page: Page) => page.getByRole('region', { name: 'Result' });

/** A seeded run with aborted and failed cases, and how many of each (not one other tests start today, still going). */
async function runWithAbortedCases(page: Page) {
  const runs = await readData<Run>(
    page.request,
    '/testruns?STARTED_FROM=2026-11-01&STARTED_TO=2026-11-20&$includeDetails=true',
  );
  const count = (run: Run, status: string) => run.DETAILS.filter((detail) => detail.STATUS === status).length;
  const run = runs.find((candidate) => count(candidate, 'A') > 0 && count(candidate, 'E') > 0)!;
  return { run, aborted: count(run, 'A'), failed: count(run, 'E') };
}

test.describe('the run page', () => {
  test('a 120-character name without spaces stays within the page and is readable in full', async ({ page }) => {
    const name = `E2E${Date.now()}`.padEnd(120, 'X');
    const runId = await startRun(page.request, { TEST_CASES: ['100011', '100012'], TEST_RUN_NAME: name, ASYNC: '' });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(`/runs/${runId}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(name);
      const box = (await heading.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      // Wrapped, not cut: the heading shows all it holds.
      expect(await heading.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      const main = page.getByRole('main');
      expect(await main.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      // The breadcrumb cuts the name short and keeps it whole in its title.
      const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]');
      await expect(crumb).toHaveAttribute('title', name);
      expect((await crumb.boundingBox())!.width).toBeLessThan(viewport.width);
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Runs' }),
      ).toBeVisible();
    }
  });

  test("a difference's field and values break only between their steps, and fit a phone", async ({ page }) => {
    const runs = await readData<Run>(page.request, '/testruns?NAME=Nightly full regression*&STARTED_TO=2026-11-20');
    // The newest: in the store's comparison window, so its differences are the store's, shown at once.
    const failed = runs.filter((run) => run.TC_FAILED > 0 && run.END_DATE).toSorted(newestFirst);
    await page.goto(`/runs/${failed[0]!.RUN_ID}`);
    const differences = page.getByRole('table', { name: /^Differences of test case/ }).first();
    const cells = cellsOf(differences.getByRole('rowgroup').nth(1).getByRole('row').first());
    // Judgement, Field, Reference, Current: the path has steps to break between.
    await expect(cells.nth(1)).toHaveText(/^\/.+\/.+/);
    for (const width of [360, 390, 480, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      // Each step ("/Envelope/", "Purchase", "2026-", "18T13:") whole: "E1E" above "DP01" reads as other names.
      for (const cell of (await cells.all()).slice(1)) {
        const label = `${await cell.textContent()} at ${width} px`;
        expect(Math.max(...(await linesTakenByEachText(cell))), label).toBe(1);
      }
      expect(
        await differences.evaluate((table) => table.scrollWidth <= table.parentElement!.clientWidth),
        `nothing to scroll sideways to at ${width} px`,
      ).toBe(true);
    }
  });

  test('a run link that leads nowhere says so in the page heading, within the page, and leads on to the runs', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/runs/0123456789ABCDEF0123456789ABCDEF');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Run 0123456789ABCDEF0123456789ABCDEF does not exist' }),
    ).toBeVisible();
    // The ID breaks where it must: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('button', { name: /Try/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'list of runs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Runs' })).toBeVisible();

    await page.goto('/runs/xyz');
    await expect(page.getByRole('heading', { level: 1, name: 'Unknown run' })).toBeVisible();
    await expect(page.getByText('"xyz" is not a run ID: run IDs are 32 hexadecimal characters.')).toBeVisible();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Runs' }).click();
    await expect(page).toHaveURL(/\/runs$/);
  });

  test("a name's date stays on one line however the heading wraps", async ({ page }) => {
    // A name like the seed's nightlies; at about 400 px the line used to break inside its date ("2026-11-" / "27").
    const name = `Unit test sprint ${Date.now() % 100} 2026-11-27`;
    const runId = await startRun(page.request, { TEST_CASES: ['100011'], TEST_RUN_NAME: name, ASYNC: '' });
    await page.goto(`/runs/${runId}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(name);
    for (let width = 320; width <= 800; width += 20) {
      await page.setViewportSize({ width, height: 844 });
      expect(await linesTakenBy(heading, '2026-11-27'), `at ${width} px`).toBe(1);
    }
  });

  test("a test case's new document number is set as a code, whole on a laptop and in its title", async ({ page }) => {
    const [run] = await readData<Run>(
      page.request,
      '/testruns?NAME=Nightly full regression*&STARTED_TO=2026-11-20&$includeDetails=true',
    );
    const detail = run!.DETAILS.find((candidate) => candidate.DOCNUM.length >= 32)!;
    await page.goto(`/runs/${run!.RUN_ID}`);
    const table = page.getByRole('table', { name: 'Test cases in this run' });
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: String(Number(detail.CASEID)) }) });
    const documentNumber = row.getByTitle(detail.DOCNUM, { exact: true });
    await expect(documentNumber).toHaveText(detail.DOCNUM);
    // In the page's sans-serif it was cut by a few characters at 1440 px; as a code it fits.
    expect(
      await cutPartsOf(row.getByRole('cell').filter({ has: page.getByTitle(detail.DOCNUM, { exact: true }) })),
    ).toBe(0);
    expect(await documentNumber.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/mono/i);
  });

  test('aborted test cases are counted apart from failed ones', async ({ page }) => {
    // axe over a run page of many test cases takes most of a minute on a busy 2-core machine.
    test.setTimeout(180_000);
    const { run, aborted, failed } = await runWithAbortedCases(page);
    await page.goto(`/runs/${run.RUN_ID}`);
    const counts = page.getByRole('status').filter({ hasText: 'Finished' }).getByRole('listitem');
    await expect(counts.filter({ hasText: / aborted$/ })).toHaveText(`${aborted} aborted`);
    await expect(counts.filter({ hasText: / failed$/ })).toHaveText(`${failed} failed`);
    // The record folds both into TC_FAILED; the page does not.
    expect(run.TC_FAILED).toBe(aborted + failed);
    await expect(verdict(page).getByRole('img', { name: /^Result of \d+ test cases: / })).toHaveAccessibleName(
      new RegExp(`, ${failed} failed, ${aborted} aborted`),
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('the verdict of a finished run: its state, large counts that add up, a bar and how long it took', async ({
    page,
  }) => {
    const { run } = await runWithAbortedCases(page);
    await page.goto(`/runs/${run.RUN_ID}`);
    const status = page.getByRole('status').filter({ hasText: 'Finished' });
    await expect(status).toContainText(`${run.TC_TOTAL} test cases`);
    const counts = await status.getByRole('listitem').allInnerTexts();
    expect(counts.reduce((sum, text) => sum + Number.parseInt(text, 10), 0)).toBe(run.TC_TOTAL);
    const passed = status
      .getByRole('listitem')
      .filter({ hasText: / passed$/ })
      .locator('strong');
    expect(await passed.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThan(
      30,
    );
    await expect(verdict(page).getByText(/^Took /)).toHaveText(/^Took (\d+ s|\d+ min \d\d s|\d+ h \d\d min)$/);
  });

  test('a run in progress shows its progress and an estimate of the time left, then its verdict', async ({ page }) => {
    // 80 test cases take about 12 s at the test server's pace (two at a time, 300 ms each): 30 (4.5 s) were over
    // in CI before the page, slow under the load of two browsers, had shown the estimate and the running counts.
    const runId = await startRun(page.request, {
      TEST_CASES: caseIds(100101, 80),
      TEST_RUN_NAME: 'E2E live',
      ASYNC: 'X',
    });
    await page.goto(`/runs/${runId}`);
    await expect(page.getByRole('progressbar', { name: 'Run progress' })).toBeVisible();
    await expect(verdict(page)).toContainText(/about \d+ (s|min) left \(estimated from the pace so far\)/);
    await expect(page.getByRole('status').filter({ hasText: 'Running' }).getByRole('listitem')).toContainText([
      /passed$/,
      /failed$/,
      /aborted$/,
      /running$/,
      /queued$/,
    ]);
    await expect(page.getByRole('status').filter({ hasText: 'Finished' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(verdict(page)).not.toContainText('left');
    await expect(verdict(page).getByText(/^Took /)).toHaveText(/^Took (\d+ s|under 1 s)$/);
  });

  test("a finished run's page asks the SAP system for nothing until its variables are opened", async ({ page }) => {
    const runs = await readData<Run & { VARIABLES: { VAR_VALUE: string }[] }>(
      page.request,
      '/testruns?STARTED_FROM=2026-11-01&STARTED_TO=2026-11-20',
    );
    const run = runs.find((candidate) => candidate.END_DATE && candidate.VARIABLES.length > 0)!;
    const { VARIABLES } = run;
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith(`${API}/testruns`)) reads.push(decodeURIComponent(url.pathname + url.search));
    });
    await page.goto(`/runs/${run.RUN_ID}`);
    await expect(page.getByRole('table', { name: 'Test cases in this run' }).getByRole('row').nth(1)).toBeVisible();
    const show = page.getByRole('button', { name: 'Show the variables' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Read from the SAP system when opened').first()).toBeVisible();
    expect(reads).toEqual([]);

    await show.click();
    await expect(show).toHaveAttribute('aria-expanded', 'true');
    const variables = page.getByRole('table', { name: 'Variables used' });
    await expect(variables.getByRole('row')).toHaveCount(VARIABLES.length + 1);
    await expect(variables).toContainText(VARIABLES[0]!.VAR_VALUE);
    expect(reads).toEqual([`${API}/testruns/${run.RUN_ID}?$includeMetadata=true`]);
  });

  test('one scroll area: the wheel over the test cases scrolls the page down to the variables used', async ({
    page,
  }) => {
    const runs = await readData<Run>(page.request, '/testruns?STARTED_FROM=2026-11-01');
    // A seeded run of a few dozen: other tests start runs of their own meanwhile, one of 300 test cases, whose page
    // is too long to wheel through in the test's time on a busy machine.
    const long = runs.find((run) => run.END_DATE && run.TC_TOTAL >= 50 && run.TC_TOTAL <= 100)!;
    await page.goto(`/runs/${long.RUN_ID}`);
    const table = page.getByRole('table', { name: 'Test cases in this run' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    // As tall as its rows: nothing in it to scroll on its own.
    expect(await table.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(1);
    const variables = page.getByRole('heading', { name: 'Variables used' });
    await expect(variables).not.toBeInViewport();
    const box = (await table.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 40);
    for (let turn = 0; turn < 100 && !(await variables.evaluate(isOnScreen)); turn++) await page.mouse.wheel(0, 400);
    await expect(variables).toBeInViewport();
    // The last test case was passed on the way: the rows scrolled with the page, all of them there.
    await expect(table.getByRole('row').last()).toHaveAttribute('aria-rowindex', String(long.TC_TOTAL + 1));
  });
});

function isOnScreen(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.top >= 0 && rect.bottom <= window.innerHeight;
}
