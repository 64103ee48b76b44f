// Prerenders the landing page and the signed-in layout's shell into the built web app
// (docs/decisions/041): landing.html, and shell-<area>.html for each signed-in area, beside
// index.html, which keeps an empty root for every other page. The server picks one by path and by
// whether the request carries a session cookie (src/server/http/prerendered-page.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as viteBuild } from 'vite';

// The chunks a signed-in page needs besides the entry: the layout, then the area's page.
const SHELL_AREAS = {
  portfolio: 'features/portfolio/portfolio-page.tsx',
  planning: 'features/planning/planning-page.tsx',
  settings: 'features/settings/settings-page.tsx',
};
const LAYOUT = 'features/layout/signed-in-routes.tsx';

/** A manifest entry's file and every chunk it imports statically, depth first, without repeats. */
function chunksOf(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((k) => chunksOf(manifest, k, seen))];
}

/** Renders the pages with the app's own components (an SSR build of src/web/prerender.tsx). */
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
    const manifest = JSON.parse(readFileSync(join(webDir, '.vite/manifest.json'), 'utf8'));
    const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
    const alreadyLoaded = new Set(entries.flatMap((key) => chunksOf(manifest, key)));
    const fill = (kind, head = '') => {
      const page = template
        .replace(
          '<div id="root"></div>',
          `<div id="root" data-prerendered="${kind}">${renderPage(kind)}</div>`,
        )
        .replace('</head>', `${head}</head>`);
      if (!page.includes(`data-prerendered="${kind}"`))
        throw new Error('index.html has no empty root to fill');
      return page;
    };
    writeFileSync(join(webDir, 'landing.html'), fill('landing'));
    for (const [area, page] of Object.entries(SHELL_AREAS)) {
      // A browser with a session cookie: ask who is signed in and fetch the layout's and the area's
      // code at once, instead of one after another once the entry has run.
      const chunks = [...new Set([...chunksOf(manifest, LAYOUT), ...chunksOf(manifest, page)])].filter(
        (file) => !alreadyLoaded.has(file),
      );
      const head = [
        '<link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials">',
        ...chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ]
        .map((tag) => `  ${tag}\n  `)
        .join('');
      writeFileSync(join(webDir, `shell-${area}.html`), fill('shell', head));
    }
  } finally {
    rmSync(scratchDir, { recursive: true, force: true });
    rmSync(join(webDir, '.vite'), { recursive: true, force: true });
  }
}
