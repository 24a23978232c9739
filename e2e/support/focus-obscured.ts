import type { Page } from '@playwright/test';

/**
 * What hides the focused element, if a part of the page that stays put while it scrolls (a sticky table header,
 * a sticky button bar) is drawn over it: "<focused> under <that part>", else undefined (WCAG 2.4.11).
 */
export function focusObscured(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLInputElement | null;
    if (!focused || focused === document.body) return undefined;
    const box = focused.getBoundingClientRect();
    for (const part of document.querySelectorAll('*')) {
      if (!['sticky', 'fixed'].includes(getComputedStyle(part).position) || part.contains(focused)) continue;
      const over = part.getBoundingClientRect();
      const top = Math.max(box.top, over.top);
      const bottom = Math.min(box.bottom, over.bottom);
      const left = Math.max(box.left, over.left);
      const right = Math.min(box.right, over.right);
      if (bottom - top < 1 || right - left < 1) continue;
      // Drawn over it, not beside or under it: the part is what the overlap shows.
      const shown = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      if (!shown || !part.contains(shown)) continue;
      const name = focused.getAttribute('aria-label') ?? focused.labels?.[0]?.textContent ?? focused.textContent;
      return `"${name?.trim()}" under ${part.getAttribute('role') ?? part.tagName.toLowerCase()}.${part.className}`;
    }
    return undefined;
  });
}
