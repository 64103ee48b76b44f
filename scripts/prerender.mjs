// Prerenders the landing page and the signed-in layout's shell into the built web app
// (docs/decisions/041, 070): landing.html, and shell-<area>.html for each signed-in area, beside
// index.html, which keeps an empty root for every other page. The server picks one by path and by
// whether the request carries a session cookie (src/server/http/prerendered-page.ts).
//
// First paint needs only the HTML: the theme script is inlined in every page (the server allows it
// by its hash), and the landing page carries its own stylesheet inline, made from the classes its
// code can render; the other pages link the whole stylesheet, which the lazy pages also import.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as viteBuild } from 'vite';

// The chunks a signed-in page needs besides the entry: the layout, then the area's page.
const SHELL_AREAS = {
  portfolio: 'features/portfolio/portfolio-page.tsx',
  account: 'features/ledger/account-page.tsx',
  planning: 'features/planning/planning-page.tsx',
  settings: 'features/settings/settings-page.tsx',
};
/** An address in each area: its shell shows that page's title (src/web/features/layout/page-titles.ts). */
const SHELL_PATHS = {
  portfolio: '/portfolio',
  account: '/portfolio/accounts/account',
  planning: '/planning',
  settings: '/settings',
};
/** Code every page of an area draws besides the page itself: the sparkline above every Planning tab. */
const AREA_EXTRAS = { planning: ['features/planning/net-worth-sparkline.tsx'] };
/**
 * The tabs opened by address (`/<area>/<tab>`), each with its code and the charts it draws at once.
 * Each gets a shell of its own that preloads them with the page's code: otherwise the tab's code is
 * asked for only once the page's has run, and its charts' once the tab's has (src/server/http/spa.ts).
 */
const AREA_TABS = {
  portfolio: {
    assets: ['features/accounts/assets-tab.tsx'],
    liabilities: ['features/accounts/liabilities-tab.tsx'],
    income: ['features/income-expenses/income-tab.tsx'],
    expenses: ['features/income-expenses/expenses-tab.tsx'],
    transactions: ['features/transactions/transactions-tab.tsx'],
    'home-purchase': ['features/analyzer/home-purchase-tab.tsx'],
  },
  planning: {
    budgets: ['features/planning/budgets-tab.tsx'],
    'cash-flow': ['features/planning/cash-flow-tab.tsx', 'features/planning/cash-flow-chart.tsx'],
    analytics: ['features/planning/analytics-tab.tsx', 'features/planning/analytics-charts.tsx'],
  },
};
const LAYOUT = 'features/layout/signed-in-routes.tsx';
const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';
const ENTRY_SCRIPT_TAG = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * A prerendered page starts the app's code once the browser has painted it (its first contentful
 * paint, from the Paint Timing API), not before: running React first would hold back the paint the
 * HTML already has, most on a slow phone. The code downloads meanwhile (modulepreload). A hidden tab
 * paints nothing and a browser without paint timing says nothing, so both start at once; a page that
 * has not painted after a second starts anyway.
 * A click on a button marked `data-early-click` before the app has taken over is not lost: its name
 * is kept in `window.__networthEarlyClick` for the app to act on (src/web/lib/early-click.ts), and
 * the code starts at once.
 */
const startAfterPaint = (entry) =>
  `<script>(()=>{let started=false;const start=()=>{if(!started){started=true;import(${JSON.stringify(entry)})}};` +
  `addEventListener("click",(event)=>{const button=event.target instanceof Element&&event.target.closest("[data-early-click]");` +
  `if(button&&!window.__networthTakenOver){window.__networthEarlyClick=button.getAttribute("data-early-click");start()}},{capture:true});` +
  `if(document.hidden)return start();try{new PerformanceObserver((list,observer)=>{` +
  `if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}})` +
  `.observe({type:"paint",buffered:true})}catch{return start()}setTimeout(start,1000)})()</script>`;

/** A manifest entry's key and every chunk it imports statically, depth first, without repeats. */
function keysOf(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [key, ...(entry.imports ?? []).flatMap((k) => keysOf(manifest, k, seen))];
}

const chunksOf = (manifest, key) => keysOf(manifest, key).map((k) => manifest[k].file);

/**
 * styles.css compiled with only the classes found in `files` (Tailwind's `@source`), minified: the
 * stylesheet of a page whose code is all in those files.
 */
async function stylesheetFor(root, files, scratchDir) {
  const dir = join(scratchDir, 'css');
  mkdirSync(dir, { recursive: true });
  const source = readFileSync(join(root, 'src/web/styles.css'), 'utf8');
  const sources = files.map((file) => `@source "./${relative(dir, file)}";`).join('\n');
  const css = source.replace('@import "tailwindcss";', `@import "tailwindcss" source(none);\n${sources}`);
  if (css === source) throw new Error('styles.css no longer starts from @import "tailwindcss"');
  writeFileSync(join(dir, 'page.css'), css);
  await viteBuild({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      outDir: join(dir, 'out'),
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      rollupOptions: { input: join(dir, 'page.css') },
    },
  });
  const outDir = join(dir, 'out/assets');
  const [file] = readdirSync(outDir).filter((f) => f.endsWith('.css'));
  if (!file) throw new Error('the page stylesheet was not built');
  return readFileSync(join(outDir, file), 'utf8').trim();
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
    const manifest = JSON.parse(readFileSync(join(webDir, '.vite/manifest.json'), 'utf8'));
    const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
    const entryKeys = new Set(entries.flatMap((key) => keysOf(manifest, key)));
    const alreadyLoaded = new Set([...entryKeys].map((key) => manifest[key].file));
    // The whole stylesheet: the one the lazy pages import.
    const stylesheets = [...new Set(keysOf(manifest, LAYOUT).flatMap((key) => manifest[key].css ?? []))];
    if (stylesheets.length !== 1) throw new Error(`expected one stylesheet, found ${stylesheets.join(', ')}`);
    const stylesheetLink = `<link rel="stylesheet" crossorigin href="/${stylesheets[0]}">`;
    if ([...entryKeys].some((key) => manifest[key].css?.length))
      throw new Error('the entry imports a stylesheet: the landing page would download it');

    const themeScript = `<script>${readFileSync(join(webDir, 'theme-init.js'), 'utf8').trim()}</script>`;
    const template = readFileSync(join(webDir, 'index.html'), 'utf8');
    if (!template.includes(THEME_SCRIPT_TAG)) throw new Error('index.html no longer loads theme-init.js');
    const entry = ENTRY_SCRIPT_TAG.exec(template)?.[1];
    if (!entry) throw new Error('index.html has no entry module script');
    const page = (head, root = '<div id="root"></div>') => {
      const prerendered = root !== '<div id="root"></div>';
      const html = template
        .replace(THEME_SCRIPT_TAG, themeScript)
        .replace(ENTRY_SCRIPT_TAG, (tag) =>
          prerendered ? `<link rel="modulepreload" crossorigin href="${entry}">` : tag,
        )
        .replace('</body>', prerendered ? `  ${startAfterPaint(entry)}\n  </body>` : '</body>')
        .replace('<div id="root"></div>', root)
        .replace('</head>', `${head.map((tag) => `  ${tag}\n`).join('')}  </head>`);
      if (!html.includes(root)) throw new Error('index.html has no empty root to fill');
      return html;
    };
    const rendered = (kind, path) =>
      `<div id="root" data-prerendered="${kind}">${renderPage(kind, path)}</div>`;

    // The landing page's own stylesheet: the classes in the code it runs (the entry's chunks) and in
    // its markup. Anything past it (signing in, a 404) loads the whole stylesheet with its chunk.
    const landing = rendered('landing');
    writeFileSync(join(scratchDir, 'landing-markup.html'), landing);
    const landingCss = await stylesheetFor(
      root,
      [...alreadyLoaded.values()]
        .map((file) => join(webDir, file))
        .concat(join(scratchDir, 'landing-markup.html')),
      scratchDir,
    );
    // The code downloads at low priority: the browser keeps its bandwidth for what paints first, the
    // HTML's markup and stylesheet (and Lighthouse stops counting the code as render-blocking). On the
    // landing page nothing waits for it; a signed-in shell paints before its code runs, which then has
    // the line to itself (issue 28, docs/decisions/158).
    const lowPriority = (html) =>
      html.replaceAll(
        '<link rel="modulepreload" crossorigin',
        '<link rel="modulepreload" fetchpriority="low" crossorigin',
      );
    writeFileSync(join(webDir, 'landing.html'), lowPriority(page([`<style>${landingCss}</style>`], landing)));
    writeFileSync(join(webDir, 'index.html'), page([stylesheetLink]));
    /**
     * A signed-in shell, drawn for the area's address (with its page's title), whose head preloads the
     * code of `keys` (manifest keys) and what they import.
     */
    const writeShell = (name, shell, keys) => {
      const missing = keys.filter((key) => !manifest[key]);
      if (missing.length > 0) throw new Error(`no chunk was built for ${missing.join(', ')}`);
      const chunks = [...new Set(keys.flatMap((key) => chunksOf(manifest, key)))].filter(
        (file) => !alreadyLoaded.has(file),
      );
      const head = [
        stylesheetLink,
        '<link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials">',
        ...chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ];
      writeFileSync(join(webDir, `${name}.html`), lowPriority(page(head, shell)));
    };
    for (const [area, pageKey] of Object.entries(SHELL_AREAS)) {
      // A browser with a session cookie: ask who is signed in and fetch the layout's and the area's
      // code at once, instead of one after another once the entry has run.
      const areaKeys = [LAYOUT, pageKey, ...(AREA_EXTRAS[area] ?? [])];
      const shell = rendered('shell', SHELL_PATHS[area]);
      writeShell(`shell-${area}`, shell, areaKeys);
      for (const [tab, tabKeys] of Object.entries(AREA_TABS[area] ?? {})) {
        writeShell(`shell-${area}-${tab}`, shell, [...areaKeys, ...tabKeys]);
      }
    }
    // Inlined in every page: the file itself is not served.
    rmSync(join(webDir, 'theme-init.js'));
  } finally {
    rmSync(scratchDir, { recursive: true, force: true });
    rmSync(join(webDir, '.vite'), { recursive: true, force: true });
  }
}
