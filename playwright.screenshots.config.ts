// `npm run docs:screenshots`: the user guide's pictures (docs/images/guide/), every screen at phone, tablet and
// desktop size (the spec sets the viewport) in the light and the dark theme. Not part of `npm test`; rerun it
// after a visible change and commit the images.
import { defineConfig, devices } from '@playwright/test';
import { ensureChromium, playwrightChromiumArgs } from './e2e/support/chromium';

// Its own servers, beside the e2e ones (E2E_PORT to E2E_PORT+2), so both can run at the same time: one per
// theme, so each theme's pictures start from the same fresh mock (runs started for the light ones would
// otherwise show in the dark ones).
const BASE_PORT = Number(process.env.E2E_PORT ?? 5180) + 3;
const THEMES = ['light', 'dark'] as const;
const portOf = (index: number) => BASE_PORT + index;
const executablePath = ensureChromium();
const chrome = { ...devices['Desktop Chrome'], deviceScaleFactor: 1 };

export default defineConfig({
  testDir: 'e2e/screenshots',
  testMatch: '**/*.spec.ts',
  // The two themes side by side, each on its own server; within a theme the screens go in order.
  workers: 2,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: playwrightChromiumArgs(),
    },
  },
  // The app follows the system theme by default, so emulating the system's colour scheme is enough.
  projects: THEMES.map((theme, index) => ({
    name: theme,
    use: { ...chrome, colorScheme: theme, baseURL: `http://127.0.0.1:${portOf(index)}` },
  })),
  webServer: THEMES.map((theme, index) => ({
    name: theme,
    // Built once, by the first. A slower run pace than the tests' so a followed run can be caught half-way; the
    // seeded history pinned, as the pictures' date ranges are.
    command: `${index === 0 ? 'npm run build && ' : ''}node --import tsx src/server/main.ts --host 127.0.0.1 --port ${portOf(index)} --run-pace 1500 --history-ends 2026-11-20 --fresh`,
    url: `http://127.0.0.1:${portOf(index)}/sap/bc/int4/iftt/v1/`,
    reuseExistingServer: false,
    timeout: 180_000,
  })),
});
