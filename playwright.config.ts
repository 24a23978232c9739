import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium, needsNoSandbox } from './e2e/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 5180);
const executablePath = ensureChromium();

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [...CHROMIUM_ARGS, ...(needsNoSandbox() ? ['--no-sandbox'] : [])],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    // The real server on the production build, with a quick run pace so async runs finish in seconds.
    command: `npm run build && node --import tsx src/server/main.ts --host 127.0.0.1 --port ${PORT} --run-pace 300`,
    url: `http://127.0.0.1:${PORT}/sap/bc/int4/iftt/v1/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
