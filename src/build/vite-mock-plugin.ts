// Mounts the bundled mock service (or a backend proxy) into the Vite dev and preview servers, so
// `npm run dev` talks to the same service as `npm start`.
import { getRequestListener } from '@hono/node-server';
import type { Connect, Plugin } from 'vite';
import { SERVICE_BASE_PATH } from '../contract/base-path';
import { createMockService } from '../mock/create-mock-service';
import { HISTORY_END_FORMAT, parseHistoryEnd } from '../mock/data/history-end';
import { createBackendProxy } from '../server/backend-proxy';
import type { FetchHandler } from '../server/create-server-app';

async function apiHandler(): Promise<FetchHandler> {
  const backend = process.env.BACKEND_URL;
  if (backend)
    return createBackendProxy({
      backend,
      sapClient: process.env.SAP_CLIENT,
      insecureTls: process.env.INSECURE_TLS === 'true',
    });
  const dataset = process.env.DATASET === 'large' ? 'large' : 'default';
  const runPaceMs = process.env.RUN_PACE_MS ? Number(process.env.RUN_PACE_MS) : undefined;
  const defaultUser = process.env.MOCK_USER || undefined;
  const readOnlyUsers = process.env.MOCK_READ_ONLY_USERS?.split(',').filter(Boolean);
  const historyEnds = parseHistoryEnd(process.env.HISTORY_ENDS || 'now');
  if (historyEnds === undefined) throw new Error(`HISTORY_ENDS must be ${HISTORY_END_FORMAT}`);
  const mock = await createMockService({
    dataset,
    historyEnds,
    ...(runPaceMs === undefined ? {} : { runPaceMs }),
    ...(defaultUser === undefined ? {} : { defaultUser }),
    ...(readOnlyUsers === undefined ? {} : { readOnlyUsers }),
  });
  return mock.fetch;
}

function middleware(handler: Promise<FetchHandler>): Connect.NextHandleFunction {
  const listener = getRequestListener(async (request) => (await handler)(request));
  return (req, res, next) => {
    if (
      req.url === SERVICE_BASE_PATH ||
      req.url?.startsWith(`${SERVICE_BASE_PATH}/`) ||
      req.url?.startsWith(`${SERVICE_BASE_PATH}?`)
    ) {
      void listener(req, res);
      return;
    }
    next();
  };
}

export function mockServicePlugin(): Plugin {
  let handler: Promise<FetchHandler> | undefined;
  const shared = () => (handler ??= apiHandler());
  return {
    name: 'test-automation-mock-service',
    configureServer(server) {
      server.middlewares.use(middleware(shared()));
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware(shared()));
    },
  };
}
