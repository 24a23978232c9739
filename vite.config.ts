import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mockServicePlugin } from './src/server/vite-mock-plugin';
import { preloadLandingRoute } from './src/server/vite-preload-landing-route';

export default defineConfig({
  plugins: [
    react(),
    mockServicePlugin(),
    preloadLandingRoute([
      'src/features/overview/routes/overview-route.tsx',
      'src/features/explorer/routes/explorer-layout.tsx',
      'src/features/explorer/routes/folder-route.tsx',
    ]),
  ],
  server: { port: Number(process.env.PORT ?? 5173), host: process.env.HOST ?? 'localhost' },
  preview: { port: Number(process.env.PORT ?? 4173), host: process.env.HOST ?? 'localhost' },
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
