import type { Locator } from '@playwright/test';

/** How many lines the text in `element` takes on screen; with `part`, that part of it (0 when it has none). */
export function linesTakenBy(element: Locator, part?: string): Promise<number> {
  return element.evaluate((root, wanted) => {
    const range = document.createRange();
    if (wanted === undefined) range.selectNodeContents(root);
    else {
      const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      let text = texts.nextNode();
      while (text && !text.textContent!.includes(wanted)) text = texts.nextNode();
      if (!text) return 0;
      const at = text.textContent!.indexOf(wanted);
      range.setStart(text, at);
      range.setEnd(text, at + wanted.length);
    }
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  }, part);
}
