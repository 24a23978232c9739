import { expect, type Page } from '@playwright/test';

/**
 * Switches the system's colour scheme, which the app follows while no theme is chosen in the browser
 * (src/web/app/theme.ts, global.css's light-dark() tokens), and waits until the page's background shows it: a
 * scan in a theme not applied would pass for the wrong reason.
 */
export async function switchTheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  const backgroundIsDark = () =>
    page.evaluate(() => {
      const [red, green, blue] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
      return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue! < 128;
    });
  await expect.poll(backgroundIsDark, `the page's background in the ${colorScheme} theme`).toBe(colorScheme === 'dark');
}
