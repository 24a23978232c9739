import { request as requests } from '@playwright/test';
import { flakinessOf, FLAKY_WINDOW } from '../src/analysis/flakiness';
import { DEFAULT_OUTAGE_PATTERNS } from '../src/analysis/triage/outage-rule';
import type { CaseResult, TestCase } from '../src/contract/records';
import { readData } from './support/service';
import { startRun } from './support/start-run';
import { expect, test } from './support/store-server';

// Folder 114 holds 17 test cases of its own, some of them flaky (see flaky.spec.ts).
const FOLDER = '114';

test.describe('flaky scores on a server with a history store', () => {
  test("the list's scores are the service's, read in one answer, and a new run's once synced", async ({
    page,
    storeServer,
  }) => {
    const service = await requests.newContext({ baseURL: storeServer.origin });
    const cases = await readData<TestCase>(service, `/testcases?SCNRID=${FOLDER}`);
    // The store scores by its outage rule, the default one here: the mock's landscape aborts are no outcome.
    const scoreOnService = async (caseId: string) =>
      flakinessOf(await readData<CaseResult>(service, `/testcases/${caseId}/results`), DEFAULT_OUTAGE_PATTERNS);
    const scores = await Promise.all(cases.map(async ({ CASEID }) => ({ CASEID, ...(await scoreOnService(CASEID)) })));
    const flaky = scores.filter((each) => each.flaky).toSorted((a, b) => b.score! - a.score!);
    expect(flaky.length).toBeGreaterThan(1);

    const historyReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/results')) historyReads.push(request.url());
    });
    const fromStore = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/folders/cases');
    await page.goto(`${storeServer.origin}/folders/${FOLDER}?sort=Flaky%3Adesc&f.Flaky=flaky`);
    expect((await fromStore).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: /test cases/ })).toContainText(
      `${flaky.length} flaky; ${flaky.length} match the filters`,
    );
    const table = page.getByRole('table', { name: 'Test cases' });
    const flakyCell = (row: ReturnType<typeof table.getByRole>) => row.locator('.flaky-cell');
    await expect(flakyCell(table.getByRole('row').nth(1))).toHaveText(`Flaky${Math.floor(flaky[0]!.score! * 100)}%`);
    expect(historyReads).toEqual([]);

    // A case with less than a window of results scores over one more once its new run is synced.
    const fewest = scores.filter((each) => each.results > 0).toSorted((a, b) => a.results - b.results)[0]!;
    expect(fewest.results).toBeLessThan(FLAKY_WINDOW);
    await startRun(service, { TEST_CASES: [fewest.CASEID], TEST_RUN_NAME: `E2E flaky ${Date.now()}`, ASYNC: '' });
    const after = await scoreOnService(fewest.CASEID);
    await storeServer.synced();
    await page.goto(`${storeServer.origin}/folders/${FOLDER}`);
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: String(Number(fewest.CASEID)) }) });
    const shown =
      after.score === null
        ? row.getByTitle(/Fewer than/)
        : row.getByTitle(`Flakiness ${Math.floor(after.score * 100)}% over ${after.results} results`);
    await expect(shown).toBeVisible();
    expect(after.results).toBe(fewest.results + 1);
    await service.dispose();
  });
});
