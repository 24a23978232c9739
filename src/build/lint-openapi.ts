// `npm run lint:openapi`: both OpenAPI documents, the service's (built by the bundled mock) and the dashboard
// API's, written from code into a temporary directory and linted by Redocly with redocly.yaml. An error in
// either fails `npm test`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { buildOpenApiDocument } from '../mock/openapi/build-openapi-document';
import { buildDashboardOpenApi } from '../server/history/api/dashboard-openapi';

const DOCUMENTS = { 'service.json': buildOpenApiDocument(), 'dashboard-api.json': buildDashboardOpenApi() };

const redocly = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
const config = resolve('redocly.yaml');
const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
try {
  for (const [name, document] of Object.entries(DOCUMENTS))
    writeFileSync(join(dir, name), JSON.stringify(document, null, 2));
  const lint = spawnSync(
    process.execPath,
    [redocly, 'lint', '--config', config, '--format', 'stylish', ...Object.keys(DOCUMENTS)],
    {
      // Run in the directory, so that problems name the document rather than a temporary path.
      cwd: dir,
      stdio: 'inherit',
      // No usage report to Redocly and no look for a newer release: the gate runs offline.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
    },
  );
  process.exitCode = lint.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
