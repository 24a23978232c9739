// One audit per screen (issue 59): opened once, at phone size (the most layout-sensitive fresh load), then the same
// page resized through every size, swept for broken dates and switched to the dark theme. A page per size and
// theme once made 43% of the e2e tests; the rest of the suite opens the screens fresh at desktop size.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import {
  expectCheckboxTargets,
  expectContentShown,
  expectNavigationReachable,
  expectNoSidewaysScroll,
  expectWindowNotScrolling,
} from './support/layout-checks';
import { findScreenIds, SCREENS } from './support/screens';
import { expectStylesOfClassesUsed, styledClasses } from './support/styled-classes';
import { datesBrokenAcrossLines } from './support/text-lines';
import { switchTheme } from './support/theme';
import { VIEWPORTS, type ViewportName } from './support/viewports';

type Viewport = { width: number; height: number };

/** Resizes the page and waits two frames, for what measures itself (virtualised rows, table widths) to answer. */
async function resizeTo(page: Page, viewport: Viewport): Promise<void> {
  await page.setViewportSize(viewport);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * A browser wraps after any hyphen: "failing since 2026-11-" above "27" was seen at most widths from 390 to
 * 1,270 px on the overview, and on five other screens at some.
 */
async function expectDatesWholeFromPhoneToDesktop(page: Page): Promise<void> {
  const broken = new Map<string, number[]>();
  for (let width = VIEWPORTS.phone.width; width <= VIEWPORTS.desktop.width; width += 30) {
    await page.setViewportSize({ width, height: VIEWPORTS.desktop.height });
    for (const text of await datesBrokenAcrossLines(page)) broken.set(text, [...(broken.get(text) ?? []), width]);
  }
  expect(Object.fromEntries(broken), 'texts with a date broken across lines, at these widths').toEqual({});
}

const CLASSES = styledClasses();
// A screen shows one set of elements up to MENU_MAX_WIDTH (the Menu and Folders buttons, tables made to fit) and
// another above it: axe at the phone and desktop sizes sees both, and each further scan took a second per size.
const AXE_SIZES = new Set<string>(['phone', 'desktop'] satisfies ViewportName[]);

test.use({ viewport: VIEWPORTS.phone });

for (const screen of SCREENS) {
  test(`${screen.name} at every size and in both themes`, async ({ page }) => {
    // A hang guard, not a budget: the slowest audits (a finished run, the run history, two runs compared) took
    // 40-56 s with two workers on a two-core machine that others were loading too.
    test.setTimeout(180_000);
    await screen.open(page, await findScreenIds(page.request));
    await switchTheme(page, 'light');

    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await test.step(`at ${size} size (${viewport.width}×${viewport.height})`, async () => {
        await resizeTo(page, viewport);
        await expectNoSidewaysScroll(page);
        await expectContentShown(page, viewport.height);
        await expectWindowNotScrolling(page);
        await expectCheckboxTargets(page);
        await expectStylesOfClassesUsed(page, CLASSES);
        if (AXE_SIZES.has(size)) await expectNoSeriousA11yViolations(page);
        await expectNavigationReachable(page, viewport.width);
      });
    }

    await test.step(`dates stay whole at every width from ${VIEWPORTS.phone.width} to ${VIEWPORTS.desktop.width} px`, () =>
      expectDatesWholeFromPhoneToDesktop(page));

    // The phone (Menu and Folders buttons, tables made to fit) and the desktop (the full header, the split
    // explorer): contrast problems of one theme show only there.
    for (const size of ['phone', 'desktop'] as const) {
      await test.step(`in the dark theme at ${size} size`, async () => {
        await resizeTo(page, VIEWPORTS[size]);
        await switchTheme(page, 'dark');
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}
