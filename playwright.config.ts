import { defineConfig, devices } from '@playwright/test';
import { ensureChromium, playwrightChromiumArgs } from './e2e/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 5180);
// Backend mode for real (issue 9): the mock alone on its own port stands in for the SAP system, and a
// second app server forwards the API to it, as a deployment with --backend would.
const REAL_SYSTEM_PORT = PORT + 1;
const PROXY_PORT = PORT + 2;
// Direct mode (no history store: the screens read the service themselves) for the specs tagged @direct.
const DIRECT_PORT = PORT + 3;
const API_PATH = '/sap/bc/int4/iftt/v1/';
// The seeded history ends on a fixed day, so the tests' dates hold on any day they run.
const SERVER = 'node --import tsx src/server/main.ts --host 127.0.0.1 --history-ends 2026-11-20';
// The stand-in for SAP and the server in front of it keep no history store: the first is the service, and the
// second's journeys (through-proxy) are the ones that read the service through the forwarding.
const NO_STORE = '--store none';
// None of them keeps the mock's data in the project's .data folder, as `npm start` does.
const MOCK_SERVER = `${SERVER} --fresh`;
// E2E_PORT and E2E_DIST_DIR let two checkouts' suites run side by side (`vite build --outDir` for the latter).
const DIST_DIR = process.env.E2E_DIST_DIR ?? 'dist';
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
    // Recording a trace costs every test a fifth of its time on two cores (a DOM snapshot per action): CI, which
    // retries once, records the retry only; a local run, which does not retry, keeps the trace of a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: playwrightChromiumArgs(),
    },
  },
  projects: [
    {
      name: 'store ready',
      testDir: './e2e/support',
      testMatch: 'store-ready.setup.ts',
    },
    {
      name: 'chromium',
      dependencies: ['store ready'],
      // The guide's screenshots have their own config (npm run docs:screenshots); through-proxy/ needs the proxy.
      testIgnore: ['screenshots/**', 'through-proxy/**'],
      grepInvert: /@direct/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'direct',
      // What a server without a store (--store none, or the built app on a static host) does: the screens read the
      // service, and the tests stub its answers in the browser. Each goes when its screen reads only the store.
      testIgnore: ['screenshots/**', 'through-proxy/**'],
      grep: /@direct/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        baseURL: `http://127.0.0.1:${DIRECT_PORT}`,
      },
    },
    {
      name: 'through-proxy',
      // The journeys tagged @journey (tree, test case tabs, payloads, a run followed to the end, a report
      // downloaded) once more, through the app server in backend mode; the fault and hostile specs stub the
      // network in the browser, so the proxy would not be on their path.
      testMatch: ['tester.spec.ts', 'lead.spec.ts', 'manager.spec.ts', 'through-proxy/**/*.spec.ts'],
      grep: /@journey/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        baseURL: `http://127.0.0.1:${PROXY_PORT}`,
      },
      metadata: { realSystemUrl: `http://127.0.0.1:${REAL_SYSTEM_PORT}` },
    },
  ],
  // Started in this order, one after the other: the proxy last, once its backend answers.
  webServer: [
    {
      // The real server on the production build (`npm test` and `npm run test:e2e` build it first, once), with a
      // quick run pace so async runs finish in seconds.
      command: `${MOCK_SERVER} --port ${PORT} --run-pace 300 --dist-dir ${DIST_DIR}`,
      url: `http://127.0.0.1:${PORT}${API_PATH}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'pipe',
    },
    {
      name: 'direct mode',
      command: `${MOCK_SERVER} ${NO_STORE} --port ${DIRECT_PORT} --run-pace 300 --dist-dir ${DIST_DIR}`,
      url: `http://127.0.0.1:${DIRECT_PORT}${API_PATH}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      name: 'real system',
      // Only its API is used, so it serves a one-page stand-in instead of the app, whose compression at
      // start would cost some 15 seconds on this machine.
      command: `${MOCK_SERVER} ${NO_STORE} --port ${REAL_SYSTEM_PORT} --run-pace 300 --dist-dir e2e/through-proxy/real-system`,
      url: `http://127.0.0.1:${REAL_SYSTEM_PORT}${API_PATH}`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      name: 'backend mode',
      command: `${SERVER} ${NO_STORE} --port ${PROXY_PORT} --backend http://127.0.0.1:${REAL_SYSTEM_PORT} --dist-dir ${DIST_DIR}`,
      // Answers only when the forwarding works: the app server in backend mode has no data of its own.
      url: `http://127.0.0.1:${PROXY_PORT}${API_PATH}`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
