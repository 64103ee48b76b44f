import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 5001);

/**
 * The browser never turns a schema into JSON Schema (only the server does, for the OpenAPI document),
 * yet every classic Zod schema's constructor refers to Zod's JSON Schema code, so it cannot be
 * tree-shaken: about 5 KB gzip of the 25 KB Zod chunk (issue 28). In the web build those two modules
 * become stand-ins that throw if called; `aggregateChecks` (behind a string schema's `minLength`) stays real.
 */
function zodWithoutJsonSchema(): Plugin {
  const stub = '\0zod-without-json-schema:';
  const core = new URL('./node_modules/zod/v4/core/', import.meta.url);
  const real = fileURLToPath(new URL('json-schema-processors.js', core));
  return {
    name: 'zod-without-json-schema',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes('/node_modules/zod/')) return null;
      const name = /\/(json-schema-processors|to-json-schema)\.js$/.exec(source)?.[1];
      return name ? `${stub}${name}` : null;
    },
    async load(id) {
      if (!id.startsWith(stub)) return null;
      const name = id.slice(stub.length);
      const names = Object.keys((await import(new URL(`${name}.js`, core).href)) as object);
      const as = (local: string, keys: string[]) => keys.map((key) => `${local} as ${key}`).join(', ');
      const makers = names.filter((key) => key.startsWith('create'));
      const others = names.filter((key) => key !== 'aggregateChecks' && !makers.includes(key));
      return [
        "const unavailable = () => { throw new Error('JSON Schema is not part of the web build'); };",
        'const make = () => unavailable;',
        `export { ${as('unavailable', others)} };`,
        makers.length > 0 ? `export { ${as('make', makers)} };` : '',
        names.includes('aggregateChecks') ? `export { aggregateChecks } from ${JSON.stringify(real)};` : '',
      ].join('\n');
    },
  };
}

export default defineConfig({
  root: 'src/web',
  plugins: [zodWithoutJsonSchema(), react(), tailwindcss()],
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
