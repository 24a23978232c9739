import { expect, test } from '@playwright/test';
import { API } from './support/service';
import { startRun } from './support/start-run';

const HOSTILE = ['<img src=x onerror=alert(1)>', '</script><script>alert(1)</script>', '"><svg onload=alert(1)>'];
const hostile = (index: number) => `${HOSTILE[index % HOSTILE.length]} #${index}`;

test('untrusted text from the service is shown as text on every screen @direct', async ({ page }) => {
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
    const body = (await response.json()) as { DATA?: Record<string, unknown>[] };
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
    // The runs list reads the store (below); in direct mode it says it needs one.
    '/reports',
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

test('a run named with markup is shown as text on the runs list, from the store', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const stamp = String(Date.now());
  const name = `${HOSTILE.join(' ')} ${stamp}`;
  await startRun(page.request, { TEST_CASES: ['100201'], TEST_RUN_NAME: name, ASYNC: '' });
  // The store learns a run started through the server at once.
  await expect
    .poll(async () => ((await (await page.request.get(`/api/runs?q=${stamp}`)).json()) as { total: number }).total)
    .toBe(1);
  await page.goto(`/runs?q=${stamp}`);
  await expect(page.getByRole('table', { name: 'Test runs' }).getByRole('link', { name })).toBeVisible();
  await expect(page.locator('img[src="x"], svg[onload], main script')).toHaveCount(0);
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
