import type { Locator } from '@playwright/test';

/** How many lines `part` of the text in `element` takes on screen (0 when the text has no such part). */
export function linesTakenBy(element: Locator, part: string): Promise<number> {
  return element.evaluate((root, wanted) => {
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const at = text.textContent!.indexOf(wanted);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + wanted.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }
    return 0;
  }, part);
}
