import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { API, countPosts, readData } from './support/service';

interface Folder {
  SCNRID: string;
  PARENTID: string;
  DESCR: string;
}

const runsNamed = async (page: Page, name: string) =>
  (await readData<{ RUN_ID: string }>(page.request, `/testruns?NAME=${encodeURIComponent(name)}`)).length;

const unpad = (id: string) => id.replace(/^0+/, '');

test.describe('the run launcher starts a run only from its button', () => {
  test('Enter in any field never starts a run; Enter on a highlighted match adds it', async ({ page }) => {
    const name = `Enter never starts ${Date.now()}`;
    const allRunsBefore = (await readData(page.request, '/testruns')).length;
    const testCase = (await readData<{ DESCR: string }>(page.request, '/testcases/100000'))[0]!;
    const counter = countPosts(page, '/testruns');
    await page.goto('/runs/new');
    const cases = page.getByRole('group', { name: 'Test cases' });
    const folders = page.getByRole('group', { name: 'Folders' });

    await page.getByLabel('Run name').fill(name);

    // A test case typed by its ID: Enter without a highlighted match does nothing, not even submit.
    const caseSearch = page.getByRole('combobox', { name: 'Find test cases to add' });
    await caseSearch.fill('100000');
    await expect(page.getByRole('listbox', { name: 'Matching test cases' }).getByRole('option')).toHaveCount(1);
    await caseSearch.press('Enter');
    await expect(cases.getByRole('listitem')).toHaveCount(0);
    await caseSearch.press('ArrowDown');
    await expect(caseSearch).toHaveAttribute('aria-activedescendant', /.+/);
    await caseSearch.press('Enter');
    await expect(cases.getByRole('listitem')).toHaveText([new RegExp(`^100000 – ${escape(testCase.DESCR)}`)]);
    await expect(caseSearch).toHaveValue('');
    await expect(caseSearch).toBeFocused();
    // From here on the form is complete: any submit would start a run.

    const folderSearch = page.getByRole('combobox', { name: 'Find folders to add' });
    await folderSearch.fill('Procure to Pay');
    await expect(folderSearch).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('listbox', { name: 'Matching folders' }).getByRole('option').first()).toBeVisible();
    await folderSearch.press('Enter');
    await expect(folders.getByRole('listitem')).toHaveCount(0);
    await folderSearch.press('ArrowDown');
    await folderSearch.press('Enter');
    await expect(folders.getByRole('listitem')).toHaveCount(1);
    await expect(folderSearch).toHaveValue('');

    await caseSearch.fill('zzz no such case');
    await expect(page.getByText('No test case matches.')).toBeVisible();
    await caseSearch.press('Enter');

    await page.getByLabel('Run name').press('Enter');
    for (const [label, value] of [
      ['Landscape', 'QAS'],
      ['Run date', '2026-11-20'],
      ['Run time', '10:00:00'],
    ] as const) {
      await page.getByLabel(label).fill(value);
      await page.getByLabel(label).press('Enter');
    }
    await page.getByRole('button', { name: 'Add variable' }).click();
    const variable = page.getByRole('group', { name: 'Variable 1' });
    await variable.getByLabel('Variable name').fill('PO_NUMBER');
    await variable.getByLabel('Variable name').press('Enter');
    await variable.getByLabel('Value').fill('4500099999');
    await variable.getByLabel('Value').press('Enter');

    // Checked at the service too (a round trip, time enough for a stray submit to have gone out).
    expect(await runsNamed(page, name)).toBe(0);
    expect((await readData(page.request, '/testruns')).length).toBe(allRunsBefore);
    expect(counter.posts).toBe(0);
    await expect(page).toHaveURL(/\/runs\/new$/);
    await expectNoSeriousA11yViolations(page);

    // The button does start it, once: the same count would have seen a stray run.
    await page.getByRole('button', { name: 'Start run' }).click();
    await expect(page).toHaveURL(/\/runs\/[0-9A-F]{32}$/);
    expect(counter.posts).toBe(1);
    expect(await runsNamed(page, name)).toBe(1);
  });

  test('tells same-named folders apart by their path, in the matches and in the chips', async ({ page }) => {
    const all = await readData<Folder>(page.request, '/scenarios');
    const byId = new Map(all.map((folder) => [folder.SCNRID, folder]));
    const twins = all.filter((folder) => folder.DESCR === 'Procure to Pay');
    expect(twins.length).toBeGreaterThan(1);
    const wanted = twins[twins.length - 1]!;
    const parent = byId.get(wanted.PARENTID)!.DESCR;

    await page.goto('/runs/new');
    const search = page.getByRole('combobox', { name: 'Find folders to add' });
    await search.fill('Procure to Pay');
    const options = page.getByRole('listbox', { name: 'Matching folders' }).getByRole('option');
    await expect(options).toHaveCount(twins.length);
    // Every match names where it is, so no two read the same.
    const texts = await options.allInnerTexts();
    expect(new Set(texts).size).toBe(twins.length);
    await options.filter({ hasText: parent }).click();

    const folders = page.getByRole('group', { name: 'Folders' });
    const chip = folders.getByRole('listitem');
    await expect(chip).toHaveCount(1);
    await expect(chip).toContainText(`Procure to Pay (${unpad(wanted.SCNRID)})`);
    await expect(chip).toContainText(`in ${parent}`);
    await expect(
      folders.getByRole('button', { name: `Remove Procure to Pay (${unpad(wanted.SCNRID)})` }),
    ).toBeVisible();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();

    // The one chosen is no longer offered.
    await search.fill('Procure to Pay');
    await expect(options).toHaveCount(twins.length - 1);
    await expect(options.filter({ hasText: parent })).toHaveCount(0);
    await search.press('Escape');
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await expect(search).toHaveValue('Procure to Pay');
    await search.press('Escape');
    await expect(search).toHaveValue('');
  });

  test('shows the description of chosen test cases, also those a link chose', async ({ page }) => {
    const [first] = await readData<{ DESCR: string }>(page.request, '/testcases/100001');
    const [second] = await readData<{ DESCR: string }>(page.request, '/testcases/100002');
    await page.goto('/runs/new?cases=100001');
    const cases = page.getByRole('group', { name: 'Test cases' });
    await expect(cases.getByRole('listitem')).toHaveText([new RegExp(`^100001 – ${escape(first!.DESCR)}`)]);
    const search = page.getByRole('combobox', { name: 'Find test cases to add' });
    await search.fill('100002');
    await page.getByRole('option', { name: new RegExp(`^100002 – `) }).click();
    await expect(cases.getByRole('listitem')).toHaveText([
      new RegExp(`^100001 – ${escape(first!.DESCR)}`),
      new RegExp(`^100002 – ${escape(second!.DESCR)}`),
    ]);
    await expect(page.getByRole('region', { name: 'What will run' })).toContainText('2 test cases');
  });

  test("a variable's test case is chosen by its description, its name from the case's own variables", async ({
    page,
  }) => {
    const [listed] = await readData<{ DESCR: string }>(page.request, '/testcases/100006');
    const known = await readData<{ VAR_NAME: string; DESCR: string }>(page.request, '/testcases/100006/variables');
    expect(known.length).toBeGreaterThan(1);
    // Folder 104's cases run too: offered by their descriptions, read with the folder.
    const inFolder = await readData<{ CASEID: string; DESCR: string }>(page.request, '/testcases?SCNRID=0000000104');
    await page.goto('/runs/new?cases=100006&folders=104');
    await page.getByRole('button', { name: 'Add variable' }).click();
    const variable = page.getByRole('group', { name: 'Variable 1' });
    const testCase = variable.getByRole('combobox', { name: 'Test case' });
    await expect(testCase.getByRole('option', { selected: true })).toHaveText(`${listed!.DESCR} (100006)`);
    const folderCase = inFolder[0]!;
    await expect(
      testCase.getByRole('option', { name: `${folderCase.DESCR} (${unpad(folderCase.CASEID)})` }),
    ).toHaveCount(1);

    // The names offered are the case's own, each with what it is; a name it lacks may still be typed.
    const name = variable.getByRole('combobox', { name: 'Variable name' });
    const options = page.locator(`datalist#${await name.getAttribute('list')} option`);
    // The case's variables arrive after it is chosen.
    await expect(options).toHaveCount(known.length);
    const offered = await options.evaluateAll((list) =>
      list.map((option) => [(option as HTMLOptionElement).value, option.textContent]),
    );
    expect(offered).toEqual(known.map((row) => [row.VAR_NAME, row.DESCR]));

    // Started without a name: the name is at fault, not the test case chosen.
    await page.getByRole('button', { name: 'Start run' }).click();
    await expect(variable.getByText('Enter the variable name.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(testCase).toHaveAttribute('aria-invalid', 'false');
    await expect(testCase).not.toHaveAccessibleDescription(/./);
    await name.fill('NOT_A_VARIABLE_OF_THE_CASE');
    await expect(variable.getByText('Enter the variable name.')).toHaveCount(0);
    await expect(name).toHaveAttribute('aria-invalid', 'false');
  });

  test('a link with a folder and a test case that do not exist says so at each, and starts nothing until they go', async ({
    page,
  }) => {
    const counter = countPosts(page, '/testruns');
    await page.goto('/runs/new?folders=999999&cases=999999,100003');
    const folders = page.getByRole('group', { name: 'Folders' });
    const cases = page.getByRole('group', { name: 'Test cases' });
    await expect(folders.getByRole('listitem')).toHaveText([/^Folder \(999999\)does not exist/]);
    await expect(cases.getByRole('listitem')).toHaveText([/^Test case 999999does not exist/, /^100003 – /]);
    const summary = page.getByRole('region', { name: 'What will run' });
    await expect(summary).toContainText('Folder (999999): does not exist');

    await page.getByRole('button', { name: 'Start run' }).click();
    await expect(folders).toHaveAccessibleDescription('Folder 999999 does not exist: remove it to start the run.');
    await expect(cases).toHaveAccessibleDescription('Test case 999999 does not exist: remove it to start the run.');
    await expect(page).toHaveURL(/\/runs\/new\?/);
    expect(counter.posts).toBe(0);

    await cases.getByRole('button', { name: 'Remove Test case 999999' }).click();
    await folders.getByRole('button', { name: 'Remove Folder (999999)' }).click();
    await expect(page.getByText(/does not exist/)).toHaveCount(0);
    await expect(summary).toContainText('1 test case chosen individually.');
  });

  test('says the user is not authorised when the service refuses the start, and does not retry', async ({ page }) => {
    const counter = countPosts(page, '/testruns');
    await page.route(`**${API}/testruns`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({
              error: { code: 'FORBIDDEN', message: { lang: 'en', value: 'No authorisation for test runs' } },
            }),
          })
        : route.continue(),
    );
    await page.goto('/runs/new?cases=100003');
    await page.getByRole('button', { name: 'Start run' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('You are not authorised to start runs on this system');
    await expect(alert).toContainText('No authorisation for test runs');
    await expect(page).toHaveURL(/\/runs\/new/);
    expect(counter.posts).toBe(1);
  });

  test('counts down to the length limit of the run name and says when it is reached', async ({ page }) => {
    await page.goto('/runs/new?cases=100004');
    const field = page.getByLabel('Run name');
    await field.fill('n'.repeat(100));
    await expect(page.getByText('/ 120')).toHaveCount(0);
    await field.fill('n'.repeat(112));
    await expect(page.getByText('112 / 120')).toBeVisible();
    await field.fill('n'.repeat(130));
    await expect(field).toHaveValue('n'.repeat(120));
    await expect(page.getByText('120 / 120')).toBeVisible();
    await expect(page.getByText('Limit reached: at most 120 characters.')).toBeVisible();
    await expect(field).toHaveAccessibleDescription(/Limit reached/);
  });

  test('refuses a too-long name from a link at the field, before the service sees it', async ({ page }) => {
    const counter = countPosts(page, '/testruns');
    await page.goto(`/runs/new?cases=100004&name=${'n'.repeat(130)}`);
    await expect(page.getByText('130 / 120')).toBeVisible();
    await page.getByRole('button', { name: 'Start run' }).click();
    await expect(page.getByLabel('Run name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Too long: at most 120 characters, this has 130. Remove 10.')).toBeVisible();
    expect(counter.posts).toBe(0);
  });

  test('has a breadcrumb back to the runs', async ({ page }) => {
    await page.goto('/runs/new');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Runs' })).toHaveAttribute('href', '/runs');
    await expect(trail.getByText('New run')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByLabel('Include sub-folders')).toBeVisible();
  });
});

/** A description as a literal piece of a RegExp. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
