import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mockServicePlugin } from './src/server/vite-mock-plugin';
import { ROUTE_CHUNKS } from './src/app/route-chunks';
import { preloadRouteChunks } from './src/server/vite-preload-route-chunks';

export default defineConfig({
  plugins: [
    react(),
    mockServicePlugin(),
    preloadRouteChunks({ script: 'src/app/preload/preload-route-chunks.ts', routes: ROUTE_CHUNKS }),
  ],
  server: { port: Number(process.env.PORT ?? 5173), host: process.env.HOST ?? 'localhost' },
  preview: { port: Number(process.env.PORT ?? 4173), host: process.env.HOST ?? 'localhost' },
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
