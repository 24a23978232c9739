import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYWRIGHT_DISABLED_FEATURES, playwrightChromiumArgs } from './chromium';

/** The features the installed Playwright turns off, read from its source as it ships (one bundled file). */
function installedPlaywrightFeatures(): string[] {
  const entry = createRequire(import.meta.url).resolve('playwright-core');
  const bundle = join(dirname(entry), 'lib', 'coreBundle.js');
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(readFileSync(bundle, 'utf8'))?.[1];
  if (!list) throw new Error(`no disabledFeatures list in ${bundle}: see how this Playwright turns features off`);
  return [...list.matchAll(/^\s*"([^"]+)"/gm)].map((match) => match[1]!);
}

describe('the Chromium flags of a Playwright launch', () => {
  it('repeat every feature Playwright turns off, since Chromium keeps only the last --disable-features', () => {
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(installedPlaywrightFeatures());
  });

  it('turn the address bar popups off in the same single flag', () => {
    const flags = playwrightChromiumArgs().filter((flag) => flag.startsWith('--disable-features='));
    expect(flags).toHaveLength(1);
    const features = flags[0]!.slice('--disable-features='.length).split(',');
    expect(features).toEqual(
      expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
    );
  });
});
