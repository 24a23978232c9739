// Finds a Chromium for the end-to-end tests, installing one when the machine has none: CHROMIUM_PATH,
// then Debian's /usr/bin/chromium, then Playwright's own download; else apt-get (root on Debian) or
// `npx playwright install chromium`. Also the flags every launch of it gets (tests, screenshots, bench).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function playwrightChromium(): string | undefined {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function install(): void {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.info("e2e: no Chromium found; installing Debian's chromium with apt-get (root on Debian)…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } else {
    console.info("e2e: no Chromium found; installing Playwright's own with `npx playwright install chromium`…");
    execSync('npx playwright install chromium', { stdio: 'inherit' });
  }
}

/** The executable to launch, or undefined for Playwright's own (already installed) browser. */
export function ensureChromium(): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH is set to ${configured}, but there is no file there`);
    return configured;
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (playwrightChromium()) return undefined;
  install();
  if (existsSync(DEBIAN_CHROMIUM)) {
    // Workers start after the config is read and inherit this, so they do not look (or install) again.
    process.env.CHROMIUM_PATH = DEBIAN_CHROMIUM;
    return DEBIAN_CHROMIUM;
  }
  if (playwrightChromium()) return undefined;
  throw new Error('e2e: could not find or install Chromium; set CHROMIUM_PATH to a Chromium or Chrome executable');
}

/** Flags for a headless Chromium in a container or CI without network access beyond this machine. */
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const needsNoSandbox = (): boolean => process.getuid?.() === 0 || process.env.CI === 'true';

/**
 * The features Playwright 1.65 turns off itself (playwright-core's chromiumSwitches). Chromium reads only the last
 * --disable-features it is given, so a flag of ours must repeat them; a unit test checks the list still matches.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Debian's Chromium is the full browser, headless: every new window (each fresh page Playwright opens) starts the
 * address bar's two popup pages in a renderer of their own, 0.6–0.7 s of CPU while the page under test loads. On
 * two cores that was up to half of a screen's opening time in the bench (commit 7aa8f8c), and slower tests. No
 * page needs them.
 */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** One --disable-features flag with the features a launcher turns off itself (`launcherOwn`) and the popups. */
export const disableFeatures = (launcherOwn: readonly string[]): string =>
  `--disable-features=${[...launcherOwn, ...BROWSER_UI_FEATURES].join(',')}`;

/** Every flag a Playwright launch of Chromium gets here: tests, screenshots and the bench. */
export const playwrightChromiumArgs = (): string[] => [
  ...CHROMIUM_ARGS,
  disableFeatures(PLAYWRIGHT_DISABLED_FEATURES),
  ...(needsNoSandbox() ? ['--no-sandbox'] : []),
];
