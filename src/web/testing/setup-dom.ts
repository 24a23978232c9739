// Tests that render: the DOM is cleaned between tests, after setup-console.ts's checks.
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { preloadsSettled } from '../components/lazy-with-preload';

// findBy*/waitFor give up after this long: a hang guard sized for a loaded 2-core CI machine, not a timing.
configure({ asyncUtilTimeout: 5_000 });

afterEach(cleanup);

// Screens ask for some of their code ahead as they mount: the file's environment stays until it has arrived.
afterAll(preloadsSettled);
