import type { Locator } from '@playwright/test';

/** How many lines the text in `element` takes on screen; with `part`, that part of it (0 when it has none). */
export function linesTakenBy(element: Locator, part?: string): Promise<number> {
  return element.evaluate((root, wanted) => {
    const linesOf = (range: Range) => new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    if (wanted === undefined) {
      const all = document.createRange();
      all.selectNodeContents(root);
      return linesOf(all);
    }
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const at = text.textContent!.indexOf(wanted);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + wanted.length);
      return linesOf(range);
    }
    return 0;
  }, part);
}
