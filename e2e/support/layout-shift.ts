// Layout shift as Lighthouse scores it (shifts without recent input, added up), watched from the page's start.
import type { Page } from '@playwright/test';

/** Lighthouse's desktop window, where its layout-shift findings were made. */
export const LIGHTHOUSE_DESKTOP = { width: 1350, height: 940 };

/** Call before opening the page: from then on, every shift of its content is added up. */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sum = window as unknown as { layoutShift: number };
    sum.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) sum.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shift added up so far. */
export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
