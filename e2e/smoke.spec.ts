import { expect, test } from '@playwright/test';

test('the server serves the app and the API with security headers', async ({ page, request }) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  await expect(page).toHaveTitle(/Test Automation Dashboard/);

  const folders = await request.get('/sap/bc/int4/iftt/v1/scenarios?PARENTID=0');
  expect(folders.ok()).toBe(true);
  const body = (await folders.json()) as { DATA: { SCNRID: string }[] };
  expect(body.DATA.length).toBeGreaterThan(0);
  expect(body.DATA[0]!.SCNRID).toMatch(/^\d{10}$/);
});
