#!/usr/bin/env node
// The `iftt-run` command (package.json "bin"): runs the TypeScript entry through tsx, a dependency, so it
// works straight after `npm ci` without a build step.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
