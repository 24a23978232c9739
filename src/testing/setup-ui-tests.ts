// Every UI test: fail on console.error (React warnings are bugs), clean the DOM between tests.
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { preloadsSettled } from '../components/lazy-with-preload';

// findBy*/waitFor give up after this long: a hang guard sized for a loaded 2-core CI machine, not a timing.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error in a test: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Screens ask for some of their code ahead as they mount: the file's environment stays until it has arrived.
afterAll(preloadsSettled);
