// Gzip size of each route's initial JavaScript, from the Vite build manifest: the entry and the modules the
// build announces for the route (src/app/route-chunks.ts), with everything they import statically. `--check` fails when the explorer exceeds its budget.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTE_CHUNKS } from '../src/app/route-chunks';

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
    ROUTE_CHUNKS.map(({ name: route, modules }) => {
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
