// Gzip size of each route's initial JavaScript as the page loads it: the entry index.html runs, with every chunk it
// imports statically (from the Vite build manifest), and the chunks index.html announces for the route (its
// route table, src/build/vite-preload-route-chunks.ts). `--check` fails when the explorer exceeds its budget.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTE_CHUNKS } from '../src/web/app/route-chunks';
import { ROUTE_TABLE_ATTRIBUTE, type AnnouncedRoute } from '../src/web/app/preload/route-table';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * 155 since the folders' counts come from the history store: the explorer asks the server whether a store answers
 * (its status schema, the dashboard API's errors: 2.3 KB), and went from 151.8 to 154.1 KB with it. The table
 * machinery of the start panel's folder list loads beside that list's first page, not with the tree. 156 since issue
 * 73's screens (failing cases by class, the weekly digest): their routes, paths and search schemas are in the route
 * table every screen starts with (155.1 KB); their screens load on their own.
 */
export const EXPLORER_BUDGET_KB = 156;
const DIST = 'dist';

function read(distDir: string, file: string): string {
  const path = join(distDir, file);
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first`);
  return readFileSync(path, 'utf8');
}

/** The files the entry's scripts load before any screen: each and every chunk they import statically. */
function entryFiles(html: string, manifest: Manifest): Set<string> {
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const files = new Set<string>();
  const collect = (key: string | undefined) => {
    const chunk = key === undefined ? undefined : manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(collect);
  };
  // The app's entry; the preload script's tag (async, no crossorigin) is the route table's, counted with it.
  for (const [, file] of html.matchAll(/<script type="module" crossorigin src="\/([^"]+)"/g)) collect(keyOf.get(file!));
  if (files.size === 0) throw new Error('index.html loads no entry script');
  return files;
}

function routeTable(html: string): AnnouncedRoute[] {
  const attribute = new RegExp(`${ROUTE_TABLE_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1];
  if (attribute === undefined) throw new Error('index.html has no route table');
  return JSON.parse(attribute.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as AnnouncedRoute[];
}

export function routeSizes(distDir = DIST): Record<string, { files: number; gzipKb: number }> {
  const html = read(distDir, 'index.html');
  const manifest = JSON.parse(read(distDir, join('.vite', 'manifest.json'))) as Manifest;
  const entry = entryFiles(html, manifest);
  const table = routeTable(html);
  return Object.fromEntries(
    ROUTE_CHUNKS.map(({ name: route, pattern }) => {
      const announced = table.find((candidate) => candidate.pattern === pattern);
      // Every screen is a lazy chunk: a route announcing none would have its code asked for only after the entry ran.
      if (!announced?.js.length) throw new Error(`index.html announces no chunk for ${pattern}`);
      const js = [...new Set([...entry, ...announced.js.map((href) => href.slice(1))])].filter((file) =>
        file.endsWith('.js'),
      );
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
