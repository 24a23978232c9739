// One audit per screen (issue 59): opened once, at phone size, then checked at every size and in both themes
// (support/screen-audit.ts); the rest of the suite opens the screens fresh at desktop size. The triage screens,
// which need a history store, are audited in triage-audit.spec.ts.
import { test } from '@playwright/test';
import { auditOpenScreen } from './support/screen-audit';
import { findScreenIds, SCREENS } from './support/screens';
import { VIEWPORTS } from './support/viewports';

test.use({ viewport: VIEWPORTS.phone });

for (const screen of SCREENS) {
  test(`${screen.name} at every size and in both themes`, async ({ page }) => {
    // A hang guard, not a budget: the slowest audits (a finished run, the run history, two runs compared) took
    // 40-56 s with two workers on a two-core machine that others were loading too.
    test.setTimeout(180_000);
    await screen.open(page, await findScreenIds(page.request));
    await auditOpenScreen(page);
  });
}
