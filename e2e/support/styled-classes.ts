// Each screen's styles must be loaded when it is opened by its address. A component whose rules sat in another
// screen's stylesheet looked right only after that screen had been visited: the run page's compare list had no
// border and its arrow-key choice no highlight. The build now puts every screen's styles in one sheet
// (vite.config.ts); this still finds a stylesheet no module imports, and the old fault if sheets are split again.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** Every class our stylesheets style, with the file that does: read from src/, as the build bundles them. */
export function styledClasses(): Map<string, string> {
  const classes = new Map<string, string>();
  for (const file of readdirSync('src', { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.css')) continue;
    const path = join('src', file);
    for (const [, name] of readFileSync(path, 'utf8').matchAll(/\.([a-z][\w-]*)/gi))
      if (!classes.has(name!)) classes.set(name!, path);
  }
  return classes;
}

/** Every class of `classes` that the page uses has its rules among the page's stylesheets. */
export async function expectStylesOfClassesUsed(page: Page, classes: Map<string, string>): Promise<void> {
  const { used, loaded } = await page.evaluate(() => {
    const names = new Set<string>();
    for (const element of document.querySelectorAll('[class]')) for (const name of element.classList) names.add(name);
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    return { used: [...names], loaded: rules.join('\n') };
  });
  const unstyled = used
    .filter((name) => classes.has(name) && !new RegExp(`\\.${name}(?![\\w-])`).test(loaded))
    .map((name) => `${name} (styled in ${classes.get(name)})`);
  expect(unstyled, 'classes used without their styles').toEqual([]);
}
