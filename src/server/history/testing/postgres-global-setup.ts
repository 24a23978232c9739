// Vitest global set-up of the service tests: one PostgreSQL server for the run, its URL given to the tests.
import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
