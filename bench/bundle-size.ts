// Gzip size of each route's initial JavaScript, from the Vite build manifest: the entry, the route's lazy
// module and everything they import statically. `--check` fails when the explorer exceeds its budget.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const EXPLORER_BUDGET_KB = 150;
const DIST = 'dist';
export const ROUTES: Record<string, string[]> = {
  overview: ['src/features/overview/routes/overview-route.tsx'],
  explorer: ['src/features/explorer/routes/explorer-layout.tsx', 'src/features/explorer/routes/folder-route.tsx'],
  'folder list': [
    'src/features/explorer/routes/explorer-layout.tsx',
    'src/features/explorer/routes/folder-route.tsx',
    'src/features/explorer/list/test-case-list.tsx',
  ],
  'test case': ['src/features/explorer/routes/explorer-layout.tsx', 'src/features/explorer/routes/test-case-route.tsx'],
  runs: ['src/features/runs/routes/run-history-route.tsx'],
  'new run': ['src/features/runs/routes/new-run-route.tsx'],
  run: ['src/features/runs/routes/run-route.tsx'],
  reports: ['src/features/reports/routes/report-route.tsx'],
};

function collect(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files);
}

export function routeSizes(distDir = DIST): Record<string, { files: number; gzipKb: number }> {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run \`npm run build\` first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  return Object.fromEntries(
    Object.entries(ROUTES).map(([route, modules]) => {
      const files = new Set<string>();
      collect(manifest, entry, files);
      for (const module of modules) collect(manifest, module, files);
      const js = [...files].filter((file) => file.endsWith('.js'));
      const bytes = js.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length, 0);
      return [route, { files: js.length, gzipKb: Math.round((bytes / 1024) * 10) / 10 }];
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = routeSizes();
  for (const [route, size] of Object.entries(sizes))
    console.info(`${route.padEnd(10)} ${String(size.gzipKb).padStart(7)} KB gzip in ${size.files} files`);
  if (process.argv.includes('--check')) {
    const explorer = sizes.explorer!.gzipKb;
    if (explorer > EXPLORER_BUDGET_KB) {
      console.error(
        `The explorer's initial JavaScript is ${explorer} KB gzip, over its budget of ${EXPLORER_BUDGET_KB} KB.`,
      );
      process.exit(1);
    }
    console.info(
      `The explorer's initial JavaScript (${explorer} KB gzip) is within its ${EXPLORER_BUDGET_KB} KB budget.`,
    );
  }
}
