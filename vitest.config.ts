import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Tests that render, or use a browser API jsdom provides, run in jsdom; every other test runs in Node, which
// starts in a fraction of jsdom's time per file.
const NEEDS_DOM = [
  'src/**/*.test.tsx',
  'src/**/use-*.test.ts',
  'src/client/http/runtime-config.test.ts',
  'src/web/components/run-follow/followed-runs.test.ts',
  'src/web/components/run-follow/run-end-notification.test.ts',
];
const WEB_SETUP = ['src/web/testing/setup-console.ts'];
// Tests that start servers or the CLI as processes of their own: those processes want a core, and the load test
// counts the runs it keeps going at once, so these run one file at a time after the others (Vitest's sequential
// group), while the others take two workers even on two cores (Vitest's default there is one: 7.1 -> 5.7 min).
const STARTS_PROCESSES = [
  'src/server/load.test.ts',
  'src/server/durable-restart.test.ts',
  'src/server/restart-keeps-data.test.ts',
  'src/server/history/history-restart.test.ts',
  'src/server/history/host/history-thread.test.ts',
  'src/cli/iftt-run.test.ts',
  'src/cli/iftt-run-triage.test.ts',
  'src/cli/wrong-usage.test.ts',
];

export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'service',
          environment: 'node',
          // The history store's tests run on PostgreSQL as well as PGlite: one server for the whole run.
          globalSetup: ['src/server/history/testing/postgres-global-setup.ts'],
          // A hang guard, not a timing: a store synced in a beforeAll takes PGlite past Vitest's 10 s on a busy
          // 2-core machine (the report count's did, and its whole file failed without a message).
          hookTimeout: 60_000,
          include: [
            'src/{contract,routes,mock,server,analysis,cli,build}/**/*.test.ts',
            'bench/**/*.test.ts',
            'e2e/support/**/*.test.ts',
          ],
          exclude: STARTS_PROCESSES,
        },
      },
      {
        extends: true,
        test: { name: 'processes', environment: 'node', include: STARTS_PROCESSES, maxWorkers: 1 },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'node',
          include: ['src/{web,client,format}/**/*.test.ts'],
          exclude: NEEDS_DOM,
          setupFiles: WEB_SETUP,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: NEEDS_DOM,
          // One dashboard server with its store for the run: every page's /api goes to it (mock-server.ts).
          globalSetup: ['src/web/testing/dashboard-global-setup.ts'],
          setupFiles: [...WEB_SETUP, 'src/web/testing/setup-dom.ts'],
          // A hang guard, not a timing: user-event in jsdom on a busy 2-core CI machine can pass 5 s.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
