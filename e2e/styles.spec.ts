import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { findScreenIds, SCREENS } from './support/screens';

/** Every class our stylesheets style, with the file that does: read from src/, as the build bundles them. */
function styledClasses(): Map<string, string> {
  const classes = new Map<string, string>();
  for (const file of readdirSync('src', { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.css')) continue;
    const path = join('src', file);
    for (const [, name] of readFileSync(path, 'utf8').matchAll(/\.([a-z][\w-]*)/gi))
      if (!classes.has(name!)) classes.set(name!, path);
  }
  return classes;
}

// Each screen's styles must be loaded when it is opened by its address. A component whose rules sat in another
// screen's stylesheet looked right only after that screen had been visited: the run page's compare list had no
// border and its arrow-key choice no highlight. The build now puts every screen's styles in one sheet
// (vite.config.ts); this still finds a stylesheet no module imports, and the old fault if sheets are split again.
test.describe('every screen opened by its address', () => {
  const classes = styledClasses();
  for (const screen of SCREENS) {
    test(`${screen.name} has the styles of every class it uses`, async ({ page }) => {
      await screen.open(page, await findScreenIds(page.request));
      const { used, loaded } = await page.evaluate(() => {
        const names = new Set<string>();
        for (const element of document.querySelectorAll('[class]'))
          for (const name of element.classList) names.add(name);
        const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
        return { used: [...names], loaded: rules.join('\n') };
      });
      const unstyled = used
        .filter((name) => classes.has(name) && !new RegExp(`\\.${name}(?![\\w-])`).test(loaded))
        .map((name) => `${name} (styled in ${classes.get(name)})`);
      expect(unstyled).toEqual([]);
    });
  }
});
