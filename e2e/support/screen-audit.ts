// What the screen audit checks of a screen once it is open (issue 59): the same page resized through every size,
// swept for broken dates and switched to the dark theme. A page per size and theme once made 43% of the e2e tests.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import {
  expectCheckboxTargets,
  expectContentShown,
  expectNavigationReachable,
  expectNoSidewaysScroll,
  expectWindowNotScrolling,
} from './layout-checks';
import { expectStylesOfClassesUsed, styledClasses } from './styled-classes';
import { datesBrokenAcrossLines } from './text-lines';
import { switchTheme } from './theme';
import { VIEWPORTS, type ViewportName } from './viewports';

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

/** Audits the open screen (opened at phone size, the most layout-sensitive fresh load) at every size and theme. */
export async function auditOpenScreen(page: Page): Promise<void> {
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
}
