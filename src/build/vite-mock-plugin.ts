// Mounts the dashboard server's parts (start-dashboard.ts) into the Vite dev and preview servers: `npm run dev`
// serves the service's API (the bundled mock, or a proxy with BACKEND_URL) and the dashboard's /api over its
// history store, as `npm start` does, with the same options read from the environment (server-options.ts).
import { getRequestListener } from '@hono/node-server';
import type { Connect, Plugin } from 'vite';
import { DASHBOARD_API_PATH, SERVICE_BASE_PATH } from '../contract/base-path';
import type { FetchHandler } from '../server/create-server-app';
import { OptionsError, readServerOptions } from '../server/server-options';
import { startDashboard, type Dashboard } from '../server/start-dashboard';

async function dashboardFromEnvironment(): Promise<Dashboard> {
  const options = readServerOptions([], process.env);
  if (options === 'help') throw new OptionsError('The dev server takes its options from the environment only.');
  return startDashboard(options);
}

const under = (url: string | undefined, path: string) =>
  url === path || url?.startsWith(`${path}/`) || url?.startsWith(`${path}?`);

function middleware(dashboard: Promise<Dashboard>): Connect.NextHandleFunction {
  const listenerOf = (pick: (parts: Dashboard) => FetchHandler) =>
    getRequestListener(async (request) => pick(await dashboard)(request));
  const service = listenerOf((parts) => parts.service);
  const dashboardApi = listenerOf((parts) => parts.dashboardApi);
  return (req, res, next) => {
    if (under(req.url, SERVICE_BASE_PATH)) void service(req, res);
    else if (under(req.url, DASHBOARD_API_PATH)) void dashboardApi(req, res);
    else next();
  };
}

export function mockServicePlugin(): Plugin {
  let dashboard: Promise<Dashboard> | undefined;
  const shared = () => (dashboard ??= dashboardFromEnvironment());
  // The store's worker thread and the mock's journal end with the server, not with the process's exit.
  const stop = () => void dashboard?.then((parts) => parts.stop());
  return {
    name: 'test-automation-mock-service',
    configureServer(server) {
      server.middlewares.use(middleware(shared()));
      server.httpServer?.once('close', stop);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware(shared()));
      server.httpServer.once('close', stop);
    },
  };
}
