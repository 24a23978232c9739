// The screen audit (support/screen-audit.ts) of the triage screens, which need a history store: the needs-triage
// queue with the outage rule, and the quarantine list with a case in it.
import { auditOpenScreen } from './support/screen-audit';
import { expect, test } from './support/store-server';
import { VIEWPORTS } from './support/viewports';

// Not a case another spec of the store server quarantines or decides on (triage-quarantine takes 100003).
const QUARANTINED = '100021';

test.use({ viewport: VIEWPORTS.phone });

test('the needs-triage queue at every size and in both themes', async ({ page, storeServer }) => {
  test.setTimeout(180_000);
  await page.goto(`${storeServer.origin}/triage`);
  await expect(page.getByRole('table', { name: 'Failures that need triage' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Outage rule' })).toBeVisible();
  await auditOpenScreen(page);
});

test('the quarantine list at every size and in both themes', async ({ page, storeServer }) => {
  test.setTimeout(180_000);
  const entered = await page.request.post(`${storeServer.origin}/api/triage/quarantine`, {
    data: { CASEID: QUARANTINED, reason: 'Flaky: the target system answers late during its nightly backup' },
  });
  expect(entered.status(), await entered.text()).toBe(200);
  try {
    await page.goto(`${storeServer.origin}/triage/quarantine`);
    await expect(
      page
        .getByRole('table', { name: 'Quarantined test cases' })
        .getByRole('row', { name: new RegExp(`ID ${QUARANTINED}`) }),
    ).toBeVisible();
    await auditOpenScreen(page);
  } finally {
    await page.request.post(`${storeServer.origin}/api/triage/quarantine/leave`, { data: { CASEID: QUARANTINED } });
  }
});
