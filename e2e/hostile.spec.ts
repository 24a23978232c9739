import { expect, test } from '@playwright/test';
import { API, readData } from './support/service';
import { startRun } from './support/start-run';
import { storeSynced } from './support/store-synced';

const HOSTILE = ['<img src=x onerror=alert(1)>', '</script><script>alert(1)</script>', '"><svg onload=alert(1)>'];
const hostile = (index: number) => `${HOSTILE[index % HOSTILE.length]} #${index}`;

// Direct mode reads these screens from the service, so its answers are made hostile in the browser; the screens
// answered from the store are checked below with hostile text the store has kept.
test('untrusted text from the service is shown as text on every screen that reads it @direct', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // Every record the service returns gets hostile descriptions, messages and values; payloads too.
  await page.route(`**${API}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.includes('/contenttypes/')) {
      await route.fulfill({
        status: 200,
        contentType: 'application/xml',
        body: `<?xml version="1.0"?><a>${HOSTILE.join('')}</a>`,
      });
      return;
    }
    // A read the page drops while navigating away resets its connection: let that request fail as it would.
    const response = await route.fetch().catch(() => undefined);
    if (!response) {
      await route.abort().catch(() => undefined);
      return;
    }
    if (!(response.headers()['content-type'] ?? '').includes('json')) {
      await route.fulfill({ response });
      return;
    }
    // Its body too is gone once the page has moved on ("Response has been disposed", seen in CI).
    const body = (await response.json().catch(() => undefined)) as { DATA?: Record<string, unknown>[] } | undefined;
    if (!body) {
      await route.abort().catch(() => undefined);
      return;
    }
    for (const [index, record] of (body.DATA ?? []).entries()) {
      for (const key of ['DESCR', 'NAME', 'MESSAGE', 'REF_VALUE', 'VAR_VALUE', 'STARTED_BY', 'RUN_NAME'])
        if (typeof record[key] === 'string') record[key] = hostile(index);
    }
    await route.fulfill({ response, json: body });
  });

  for (const path of [
    '/explorer',
    '/folders/103?sub=1',
    '/testcases/100003/overview',
    '/testcases/100003/results',
    '/testcases/100003/payloads',
    '/testcases/100003/payloads?compare=1',
    '/testcases/100003/variables',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(
      page
        .getByText(/<img src=x onerror=alert\(1\)>|<\?xml/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await expect(page.locator('img[src="x"], svg[onload], main script')).toHaveCount(0);
  }
  expect(dialogs).toEqual([]);
});

test('a hostile error message from the service is shown as text @direct', async ({ page }) => {
  // The page asks for the case by its ten-digit ID (0000100003).
  await page.route(`**${API}/testcases/*100003`, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'BAD_REQUEST', message: { lang: 'en', value: HOSTILE[0] } } }),
    }),
  );
  await page.goto('/testcases/100003/overview');
  await expect(page.getByRole('alert')).toContainText('<img src=x onerror=alert(1)>');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

test("untrusted text the store keeps is shown as text on the store's screens", async ({ page, request }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const [testCase] = await readData<{ CASEID: string }>(request, '/testcases?$top=1');
  const name = `${HOSTILE.join(' ')} ${Date.now()}`;
  const runId = await startRun(request, { TEST_CASES: [testCase!.CASEID], TEST_RUN_NAME: name, ASYNC: '' });
  await storeSynced(request);
  for (const path of ['/', '/runs', `/runs/compare/${runId}/${runId}`]) {
    await page.goto(path);
    await expect(page.getByText(name).filter({ visible: true }).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('img[src="x"], svg[onload], main script')).toHaveCount(0);
  }
  expect(dialogs).toEqual([]);
});
