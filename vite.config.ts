import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 5001);

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      {
        find: 'use-sync-external-store/shim/index.js',
        replacement: fileURLToPath(new URL('./src/web/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
      // Zod without its eval probe, which the CSP reports (src/web/lib/zod-jitless.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/web/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  build: {
    // Every browser we serve supports <link rel=modulepreload>: no polyfill in the first bundle.
    modulePreload: { polyfill: false },
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Hashed file names change with content; the build script may set another outDir per run.
    // Hidden maps: useful for debugging a build, never referenced by the served files.
    sourcemap: 'hidden',
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/ws': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
});
