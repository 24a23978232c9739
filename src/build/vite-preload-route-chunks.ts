// Build plugin: each screen's lazy chunks are asked for while the entry downloads, instead of after it has run
// and the router has matched the address — one round of requests less before any screen shows. index.html
// gets a tiny script of its own (src/web/app/preload/preload-route-chunks.ts, no inline code, so the CSP's
// script-src 'self' holds) carrying a table of every route's chunks; it announces the opened address's chunks.
// Only the chunks of the screen being opened download early: the explorer no longer pays for the overview's.
import type { Plugin, Rollup } from 'vite';
import type { RouteChunks } from '../web/app/route-chunks';
import { ROUTE_TABLE_ATTRIBUTE, type AnnouncedRoute } from '../web/app/preload/route-table';

const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;
const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The chunks of these modules and every chunk they import statically, leaving out those in `skip`. */
function closure(bundle: Rollup.OutputBundle, starts: readonly string[], skip: ReadonlySet<string>) {
  const found = new Map<string, Rollup.OutputChunk>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (found.has(fileName) || skip.has(fileName) || chunk?.type !== 'chunk') return;
    found.set(fileName, chunk);
    chunk.imports.forEach(add);
  };
  starts.forEach(add);
  return [...found.values()];
}

/**
 * The build's chunks, and the one that holds a source module (its path from the project's root). Small modules are
 * grouped into shared chunks (vite.config.ts), so a screen's module need not start a chunk of its own.
 */
function chunksOf(bundle: Rollup.OutputBundle) {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const chunkOf = (module: string): Rollup.OutputChunk => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(`/${module}`)));
    if (!chunk) throw new Error(`preload-route-chunks: the build has no chunk for ${module}`);
    return chunk;
  };
  return { chunks, chunkOf };
}

export function preloadRouteChunks(options: { script: string; routes: readonly RouteChunks[] }): Plugin {
  return {
    name: 'preload-route-chunks',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: options.script, name: 'preload-route-chunks' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return undefined;
        const { chunks, chunkOf } = chunksOf(bundle);
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('.html'));
        if (!entry) throw new Error('preload-route-chunks: the build has no entry for index.html');
        // What index.html already loads: the entry and its static imports.
        const loaded = new Set(closure(bundle, [entry.fileName], new Set()).map((chunk) => chunk.fileName));
        const table: AnnouncedRoute[] = options.routes.map(({ pattern, modules }) => ({
          pattern,
          js: closure(
            bundle,
            modules.map((module) => chunkOf(module).fileName),
            loaded,
          ).map((chunk) => `/${chunk.fileName}`),
        }));
        const script = chunkOf(options.script).fileName;
        // The table rides on the script's own tag, so it is there whenever the script runs. The tag goes first,
        // right after the charset (which must stay in the first 1024 bytes): with six connections per host, a
        // script found after the entry's dozen files would wait for them and the head start would be lost.
        const tag =
          `<script type="module" async fetchpriority="high" src="/${script}" ` +
          `${ROUTE_TABLE_ATTRIBUTE}="${escapeAttribute(JSON.stringify(table))}"></script>`;
        if (!CHARSET.test(html)) throw new Error('preload-route-chunks: index.html has no <meta charset>');
        return html.replace(CHARSET, (charset) => `${charset}\n    ${tag}`);
      },
    },
  };
}
