import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects: the service side runs in Node, the UI side in jsdom.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'service',
          environment: 'node',
          include: [
            'src/contract/**/*.test.ts',
            'src/navigation/**/*.test.ts',
            'src/mock-service/**/*.test.ts',
            'src/server/**/*.test.ts',
            'src/analysis/**/*.test.ts',
            'src/cli/**/*.test.ts',
            'bench/**/*.test.ts',
            'e2e/support/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: [
            'src/api/**/*.test.{ts,tsx}',
            'src/app/**/*.test.{ts,tsx}',
            'src/features/**/*.test.{ts,tsx}',
            'src/components/**/*.test.{ts,tsx}',
            'src/navigation/**/*.test.tsx',
          ],
          setupFiles: ['src/testing/setup-ui-tests.ts'],
          // A hang guard, not a timing: user-event in jsdom on a busy 2-core CI machine can pass 5 s.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
