import { expect, test } from '@playwright/test';
import type { FieldLedger } from '../src/contract/dashboard-api/field-ledger';

// A purchase order case of the default data set whose message header's creation time differs run after run.
const CASE = '100005';

test.describe("a test case's Fields tab", () => {
  test('lists the fields that differed, as the store judged them, and narrows by kind and path', async ({ page }) => {
    const stored = (await (await page.request.get(`/api/test-case/fields?id=${CASE}`)).json()) as FieldLedger;
    expect(stored.total, 'the case has fields that differed').toBeGreaterThan(0);
    const top = stored.rows[0]!;

    await page.goto(`/testcases/${CASE}/overview`);
    await page.getByRole('tab', { name: 'Fields' }).click();
    await expect(page).toHaveURL(new RegExp(`/testcases/${CASE}/fields`));
    const table = page.getByRole('table', { name: 'Fields that differed from the reference' });
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: top.path }) });
    await expect(row).toContainText(`${top.runsDiffered} of ${top.runsCompared} runs`);
    await expect(row).toContainText(top.kind, { ignoreCase: true });
    await expect(page.getByText(`Over ${stored.comparedRuns} runs compared field by field`)).toBeVisible();

    // Only the kind asked for.
    const kinds = page.getByRole('group', { name: 'Kinds' });
    const other = (['noise', 'drift', 'intermittent', 'new'] as const).find((kind) => stored.kinds[kind] === 0);
    if (other) {
      await kinds.getByRole('checkbox', { name: new RegExp(`^${other}`, 'i') }).check();
      await expect(page.getByText('No field matches')).toBeVisible();
      await kinds.getByRole('checkbox', { name: new RegExp(`^${other}`, 'i') }).uncheck();
    }
    await kinds.getByRole('checkbox', { name: new RegExp(`^${top.kind}`, 'i') }).check();
    await expect(row).toBeVisible();

    // A part of the path finds it; a part of no path says so.
    const search = page.getByRole('searchbox', { name: 'Find a field' });
    await search.fill(top.path.split('/').at(-1)!.toLowerCase());
    await expect(row).toBeVisible();
    await search.fill('no/such/field');
    await expect(page.getByText('No field matches')).toBeVisible();
  });

  test('a bad ledger request is refused with a message a person can act on', async ({ page }) => {
    const answer = await page.request.get(`/api/test-case/fields?id=${CASE}&kind=loud`);
    expect(answer.status()).toBe(400);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toContain(
      'is not a kind of field: one of noise, drift, intermittent, new',
    );
  });
});
