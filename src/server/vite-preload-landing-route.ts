// Build plugin: the landing screen's lazy chunks are announced in index.html (modulepreload) and their
// styles linked, so they download alongside the entry instead of after it has run and the router has
// matched the route — one round of requests less before the explorer shows. The entry's own imports are
// announced likewise. Other screens pay a few kilobytes they do not execute.
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

const link = (rel: 'modulepreload' | 'stylesheet', file: string): HtmlTagDescriptor => ({
  tag: 'link',
  attrs: { rel, crossorigin: true, href: `/${file}` },
  injectTo: 'head',
});

/** The chunks of these modules and every chunk they import statically, with the entry's imports. */
function chunksToAnnounce(bundle: Rollup.OutputBundle, modules: readonly string[]): Rollup.OutputChunk[] {
  const found = new Map<string, Rollup.OutputChunk>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (found.has(fileName) || chunk?.type !== 'chunk') return;
    found.set(fileName, chunk);
    chunk.imports.forEach(add);
  };
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  for (const module of modules) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
    if (!chunk) throw new Error(`preload-landing-route: the build has no chunk for ${module}`);
    add(chunk.fileName);
  }
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) entry.imports.forEach(add);
  return [...found.values()];
}

export function preloadLandingRoute(modules: readonly string[]): Plugin {
  return {
    name: 'preload-landing-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return undefined;
        const chunks = chunksToAnnounce(bundle, modules);
        const absent = (file: string) => !html.includes(`/${file}"`);
        // Styles outright: the router waits for a lazy chunk's CSS before it renders the screen.
        const styles = new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
        return [
          ...[...styles].filter(absent).map((file) => link('stylesheet', file)),
          ...chunks
            .map((chunk) => chunk.fileName)
            .filter(absent)
            .map((file) => link('modulepreload', file)),
        ];
      },
    },
  };
}
