import type { Locator, Page } from '@playwright/test';

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

/** How many lines each piece of text in `element` takes on screen (a piece: a text node, e.g. between two <wbr>). */
export function linesTakenByEachText(element: Locator): Promise<number[]> {
  return element.evaluate((root) => {
    const lines: number[] = [];
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      lines.push(new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size);
    }
    return lines;
  });
}

/**
 * The dates (YYYY-MM-DD) in the page's running text that the browser broke across lines, "2026-11-" above "27",
 * each with the text it is in. Values in code and mono cells are left out: they break where they must.
 */
export function datesBrokenAcrossLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      if (text.parentElement!.closest('code, pre, .mono')) continue;
      for (const date of text.textContent!.matchAll(/\d{4}-\d{2}-\d{2}/g)) {
        const range = document.createRange();
        range.setStart(text, date.index);
        range.setEnd(text, date.index + date[0].length);
        if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1)
          broken.push(text.textContent!.trim());
      }
    }
    return broken;
  });
}

/** How many parts of `element` (it included) are cut: wider than their box, ending in an ellipsis or scrolling. */
export function cutPartsOf(element: Locator): Promise<number> {
  return element.evaluate(
    (box) => [box, ...box.querySelectorAll('*')].filter((part) => part.scrollWidth > part.clientWidth).length,
  );
}
