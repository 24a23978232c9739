import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { readData } from './support/service';

interface Run {
  RUN_ID: string;
  NAME: string;
  TC_TOTAL: number;
  END_DATE: string;
  DETAILS: { CASEID: string; STATUS: string }[];
}

test.describe('a lead hands a run to the CI server', () => {
  test('downloads the JUnit XML of a finished run: one testcase per test case, its failures', async ({
    page,
    request,
  }) => {
    const runs = await readData<Run>(request, '/testruns?STARTED_FROM=2026-11-01&$includeDetails=true');
    const run = runs.find((candidate) => candidate.END_DATE && candidate.DETAILS.some((row) => row.STATUS === 'E'))!;
    await page.goto(`/runs/${run.RUN_ID}`);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download JUnit XML' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`junit-${run.RUN_ID}.xml`);
    const xml = await readFile(await file.path(), 'utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites /);
    expect(xml.match(/<testcase /g)).toHaveLength(run.TC_TOTAL);
    expect(xml.match(/<failure /g)).toHaveLength(run.DETAILS.filter((row) => row.STATUS === 'E').length);
    expect(xml).toContain(`<property name="DASHBOARD_URL" value="${new URL(page.url()).origin}/runs/${run.RUN_ID}"/>`);
  });
});
