// `npm start`: serves the built app and the API — the bundled mock, or a real system in backend mode.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { SERVICE_BASE_PATH } from '../contract/base-path';
import { createServerApp } from './create-server-app';
import { OptionsError, USAGE, readServerOptions } from './server-options';
import { COMPRESSED_LINE, loadStaticAssets } from './static-assets';
import { SyncCredentialsError } from './history/sync/sync-credentials';
import { NotifySetupError } from './history/notify/notify-channels';
import { startDashboard } from './start-dashboard';

async function main(): Promise<void> {
  const options = readServerOptions(process.argv.slice(2), process.env);
  if (options === 'help') {
    console.info(USAGE);
    return;
  }
  const compressing = performance.now();
  const assets = loadStaticAssets(options.distDir, { apiBaseUrl: SERVICE_BASE_PATH });
  void assets.compressed.then(() =>
    console.info(`${COMPRESSED_LINE} in ${((performance.now() - compressing) / 1000).toFixed(1)} s`),
  );
  const dashboard = await startDashboard(options);
  const app = createServerApp(dashboard.service, assets, dashboard.dashboardApi);
  const server = serve({ fetch: app, port: options.port, hostname: options.host }, (info) => {
    const target = options.backend ? `forwarding the API to ${options.backend}` : 'with the bundled mock service';
    console.info(`Test Automation Dashboard on http://${options.host}:${info.port}/ ${target}`);
  }) as Server;
  // Clients and proxies keep idle connections for a minute or more; closing them at Node's 5 s races a request
  // sent on one at that moment, which its client sees as a reset (ECONNRESET, seen in CI). nginx keeps 75 s.
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 76_000;
  const shutdown = () => {
    server.close();
    void dashboard.stop().finally(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof OptionsError || error instanceof SyncCredentialsError || error instanceof NotifySetupError
      ? error.message
      : error instanceof Error
        ? error.message
        : error,
  );
  process.exit(1);
});
