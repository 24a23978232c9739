import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import { mockServicePlugin } from './src/server/vite-mock-plugin';
import { ROUTE_CHUNKS } from './src/app/route-chunks';
import { preloadRouteChunks } from './src/server/vite-preload-route-chunks';

// React Router's package exports only its development build (remix-run/react-router#12532), whose dev warnings
// would reach users' consoles and cost the first chunk 0.6 KB gzip; the production build it ships beside it is
// what a build serves.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    mockServicePlugin(),
    preloadRouteChunks({ script: 'src/app/preload/preload-route-chunks.ts', routes: ROUTE_CHUNKS }),
  ],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: { port: Number(process.env.PORT ?? 5173), host: process.env.HOST ?? 'localhost' },
  preview: { port: Number(process.env.PORT ?? 4173), host: process.env.HOST ?? 'localhost' },
  build: { target: 'es2022', sourcemap: true, manifest: true },
}));
