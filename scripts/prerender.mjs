// Prerenders the landing page and the signed-in layout's shell into the built web app
// (docs/decisions/041): landing.html and shell.html beside index.html, which keeps an empty root for
// every other page. The server picks one by path and by whether the request carries a session cookie.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as viteBuild } from 'vite';

/** Renders both pages with the app's own components (an SSR build of src/web/prerender.tsx). */
export async function prerender(root, webDir, scratchDir) {
  await viteBuild({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: join(root, 'src/web/prerender.tsx'),
      outDir: scratchDir,
      emptyOutDir: true,
      sourcemap: false,
      rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  try {
    const { renderPage } = await import(pathToFileURL(join(scratchDir, 'prerender.mjs')).href);
    const template = readFileSync(join(webDir, 'index.html'), 'utf8');
    for (const kind of ['landing', 'shell']) {
      const html = renderPage(kind);
      const page = template.replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="${kind}">${html}</div>`,
      );
      if (page === template) throw new Error('index.html has no empty <div id="root"></div> to fill');
      writeFileSync(join(webDir, `${kind}.html`), page);
    }
  } finally {
    rmSync(scratchDir, { recursive: true, force: true });
  }
}
