import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import { mockServicePlugin } from './src/build/vite-mock-plugin';
import { ROUTE_CHUNKS } from './src/web/app/route-chunks';
import { preloadRouteChunks } from './src/build/vite-preload-route-chunks';

// React Router's package exports only its development build (remix-run/react-router#12532), whose dev warnings
// would reach users' consoles and cost the first chunk 0.6 KB gzip; the production build it ships beside it is
// what a build serves.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// The preload script stays a file of its own, importing nothing: it must run before the entry has downloaded.
const outsidePreload = (id: string) => !/[\\/]src[\\/]app[\\/]preload[\\/]/.test(id);

// Fewer, larger chunks. Split by default, a screen came in 23 to 46 files, most under 1 KB gzip (a formatter, a
// badge, a hook shared by some screens and not others); on a phone's line each file is a round trip, six at a
// time, and Lighthouse's mobile preset counted a folder page's largest paint 0.3-0.8 s later for it
// (docs/decisions/0010-route-chunk-preloading.md). So: everything the entry loads is one chunk, and the app's own
// modules are grouped by the screens that use them, a group under 1 KB merged into its nearest neighbour. Each
// screen now loads 4 to 16 files fewer and 2 to 5 KB gzip less (fewer import statements naming other chunks).
const CHUNK_GROUPS = [
  { name: 'index', tags: ['$initial' as const], test: outsidePreload, priority: 2 },
  {
    name: 'shared',
    test: (id: string) => /[\\/]src[\\/]/.test(id) && outsidePreload(id),
    entriesAware: true,
    entriesAwareMergeThreshold: 1024,
    priority: 1,
  },
];

const shortName = (name: string) => (name.startsWith('shared~') ? 'shared' : name);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    mockServicePlugin(),
    preloadRouteChunks({ script: 'src/web/app/preload/preload-route-chunks.ts', routes: ROUTE_CHUNKS }),
  ],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: { port: Number(process.env.PORT ?? 5173), host: process.env.HOST ?? 'localhost' },
  preview: { port: Number(process.env.PORT ?? 4173), host: process.env.HOST ?? 'localhost' },
  build: {
    target: 'es2022',
    // One style sheet for every screen (9 KB gzip in all): a screen's own sheets were 5 to 11 more files on its
    // path, each a round trip on a phone's line and a whole-page style recalculation as it came in. Lighthouse
    // mobile, turn about: the largest paint up to 0.4 s sooner, on no screen later (commit e418105, "One style
    // sheet"). The computed styles of every element on every screen, both themes, three widths, are as before.
    cssCodeSplit: false,
    sourcemap: true,
    manifest: true,
    // `npm run build` prints warnings only (--logLevel warn): its list of some 100 chunks told nobody anything,
    // and `npm run check:bundle` reports what counts, each screen's first JavaScript against its budget.
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
        // A shared chunk is named after every screen that uses it ("shared~compare-route~run-route~…", 150
        // characters): a short name keeps the page's route table and its URLs small.
        chunkFileNames: ({ name }) => `assets/${shortName(name)}-[hash].js`,
        assetFileNames: ({ names }) => `assets/${shortName(names[0] ?? 'asset')}-[hash][extname]`,
      },
    },
  },
}));
