// Vitest global set-up of the UI tests: one dashboard server with its store for the whole run, as users have it;
// every page's /api goes to it unless a test says otherwise (mock-server.ts). Started once rather than per file: a
// server's start and first sync cost seconds of a core. It starts syncing here, and each file waits for the first
// sync to end before its tests start (mock-server.ts). Files that write to it keep to shares of their own
// (store-api.ts).
import type { TestProject } from 'vitest/node';
import { startDashboardServer } from './dashboard-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared dashboard server's origin, e.g. http://127.0.0.1:41234 (in the jsdom project only). */
    dashboardOrigin?: string;
  }
}

export default async function setup(project: TestProject) {
  // What the tests' users need of it: ticket keys as links, and users who may read but not start runs.
  const server = await startDashboardServer([
    '--ticket-url',
    'https://jira.example.com/browse/{key}',
    '--read-only-users',
    'VIEWER,AUDITOR',
  ]);
  project.provide('dashboardOrigin', server.origin);
  return () => server.stop();
}
