import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../src/server/testing/server-process';
import { cellUnder } from './support/table-cells';
import { DEFAULT_OUTAGE_PATTERNS, isOutage } from '../src/analysis/triage/outage-rule';
import { isServiceStopAbort } from '../src/contract/service-stop';

interface Run {
  TC_TOTAL: number;
  TC_PASSED: number;
  DETAILS: { STATUS: string; MESSAGE: string }[];
}
interface CaseRecord {
  LAST_STATUS: string;
}

/**
 * A server of its own, which this test stops and starts again: `--data` keeps the runs over the restart, which
 * aborts the cases of a run still going (mock/journal/abort-unfinished.ts), and its history store beside them.
 */
const serve = (dataDir: string, port?: string) =>
  startServerProcess([
    '--data',
    dataDir,
    // The store outlives the restart, as it does beside --data by default, and learns the run's end after it.
    '--store',
    join(dataDir, 'history-store'),
    // A second a case: the run of 33 is still going when the test stops the server, however long a busy
    // machine takes to show its page (at 300 ms a case it once ended before its progress bar was seen).
    '--run-pace',
    '1000',
    '--history-ends',
    '2026-11-20',
    '--dist-dir',
    process.env.E2E_DIST_DIR ?? 'dist',
    ...(port ? ['--port', port] : []),
  ]);

async function readJson<T>(url: string): Promise<T[]> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  return ((await response.json()) as { DATA: T[] }).DATA;
}

test.describe('a run the service stopped under', () => {
  let server: ServerProcess | undefined;
  test.afterEach(() => server?.stop('SIGKILL'));

  test('reads as cut short on its page, in the runs list and in the tree', async ({ page }) => {
    // Two starts of the server (each compresses the build) and a run of 33 test cases.
    test.setTimeout(120_000);
    const dataDir = join(mkdtempSync(join(tmpdir(), 'service-stop-')), 'data');
    server = await serve(dataDir);
    const { origin, port } = new URL(server.api);
    const name = `Cut short ${Date.now()}`;
    await page.goto(`${origin}/runs/new?folders=108,109&name=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: 'Start run' }).click();
    const progress = page.getByRole('progressbar', { name: 'Run progress' });
    // The first case ends after the run's pace; a machine busy with the rest of the suite takes longer than 10 s.
    await expect(progress).toHaveAttribute('aria-valuenow', /^[1-9]/, { timeout: 45_000 });
    const runId = new URL(page.url()).pathname.split('/').at(-1)!;

    await server.stop('SIGTERM');
    server = await serve(dataDir, port);

    const verdict = page.getByRole('region', { name: 'Result' });
    await expect(verdict.getByRole('status')).toContainText('Cut short: the service stopped', { timeout: 30_000 });
    const [run] = await readJson<Run>(`${server.api}/testruns/${runId}?$includeDetails=true`);
    const count = (status: string) => run!.DETAILS.filter((detail) => detail.STATUS === status).length;
    const aborted = count('A');
    const stopped = run!.DETAILS.filter((detail) => detail.MESSAGE.startsWith('Aborted: the service stopped')).length;
    expect(stopped).toBeGreaterThan(0);
    await expect(verdict.getByRole('status')).not.toContainText('Finished');
    // The rate is of the cases that ran, and says so: not of every case, as if the stopped ones had failed; an
    // abort the outage rule names is no outcome either.
    const ran = run!.TC_TOTAL - stopped;
    const outages = run!.DETAILS.filter(
      (detail) => isOutage(detail, DEFAULT_OUTAGE_PATTERNS) && !isServiceStopAbort(detail),
    ).length;
    await expect(verdict.getByRole('status')).toContainText(
      `pass rate of the ${ran} that ran ${Math.round((run!.TC_PASSED / (ran - outages)) * 100)}%`,
    );
    await expect(page.getByRole('button', { name: `Re-run aborted (${aborted})` })).toBeEnabled();
    await expect(page.getByRole('button', { name: `Re-run failed (${count('E')})` })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Cut short: the service stopped · ${name} · `));

    await page.goto(`${origin}/runs?q=${encodeURIComponent(name)}`);
    const table = page.getByRole('table', { name: 'Test runs' });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    // The list is the store's: it says so once the sync has read the run's cases again (every 10 s while a tab is
    // open), which a machine busy with the rest of the suite stretches past the default 10 s.
    await expect(await cellUnder(table, row, 'Status')).toHaveText('Cut short: the service stopped', {
      timeout: 30_000,
    });
    // The aborted cases are not counted failed.
    await expect(await cellUnder(table, row, 'Failed')).toHaveText(String(count('E') + aborted - stopped));

    // The folder whose cases the stop caught most of (the run takes them in order).
    const abortedIn = async (folderId: string) =>
      (await readJson<CaseRecord>(`${server!.api}/testcases?SCNRID=${folderId}`)).filter(
        (testCase) => testCase.LAST_STATUS === 'A',
      ).length;
    const [in108, in109] = [await abortedIn('108'), await abortedIn('109')];
    const folderId = in109 >= in108 ? '109' : '108';
    const lastAborted = Math.max(in108, in109);
    const [folder] = await readJson<{ DESCR: string }>(`${server.api}/scenarios/${folderId}`);
    await page.goto(`${origin}/folders/${folderId}`);
    const item = page.getByRole('tree', { name: 'Folders' }).getByRole('treeitem', { name: folder!.DESCR });
    await expect(item).toHaveAccessibleDescription(new RegExp(`, ${lastAborted} last aborted$`), { timeout: 30_000 });
    await expect(item).toContainText(`⊘ ${lastAborted}`);
  });
});
