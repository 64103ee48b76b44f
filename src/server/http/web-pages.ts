import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PageKind } from './prerendered-page';

// The HTML pages of the built web app (scripts/prerender.mjs), read once at start, and the hashes of
// the scripts they carry inline, which the CSP allows by name and nothing else inline
// (docs/decisions/070).

const MISSING_BUILD_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>NetWorth</title></head>
<body><div id="root"><p>The web app is not built yet: run <code>npm run build</code>.</p></div></body></html>`;

const FILES: Record<Exclude<PageKind, 'plain'>, string> = {
  landing: 'landing.html',
  'shell-portfolio': 'shell-portfolio.html',
  'shell-account': 'shell-account.html',
  'shell-planning': 'shell-planning.html',
  'shell-settings': 'shell-settings.html',
};

/** A page and its two compressed forms: the first paint comes from this HTML (docs/decisions/041). */
export interface WebPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

export interface WebPages {
  pages: Record<PageKind, WebPage>;
  /** The shells made for single tabs (`shell-planning-analytics`), by name: see tabShellFor. */
  tabShells: ReadonlyMap<string, WebPage>;
  /** CSP source expressions ('sha256-…') for every inline script of every page. */
  scriptHashes: string[];
}

/** The CSP hash source of each inline (src-less) script in `html`, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes ?? '') || !body) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The compressed form the build wrote beside `file` (scripts/compress.mjs), unless it is missing or
 * older than the page; then it is compressed here. Brotli at its best level took a tenth of a
 * restart's CPU when every start did it (decision 162).
 */
function compressed(file: string | null, html: string, suffix: 'br' | 'gz'): Buffer {
  const built = file ? `${file}.${suffix}` : null;
  if (built && file && existsSync(built) && statSync(built).mtimeMs >= statSync(file).mtimeMs) {
    return readFileSync(built);
  }
  return suffix === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    : gzipSync(html, { level: 9 });
}

function webPage(file: string | null, html: string): WebPage {
  return { html, br: compressed(file, html, 'br'), gzip: compressed(file, html, 'gz') };
}

/** Reads the built pages; a build without the prerendered ones serves index.html everywhere. */
export function readWebPages(webRoot: string): WebPages {
  const indexFile = join(webRoot, 'index.html');
  const plain = existsSync(indexFile)
    ? webPage(indexFile, readFileSync(indexFile, 'utf8'))
    : webPage(null, MISSING_BUILD_HTML);
  const read = (name: string) => {
    const file = join(webRoot, name);
    return existsSync(file) ? webPage(file, readFileSync(file, 'utf8')) : plain;
  };
  const pages = { plain } as Record<PageKind, WebPage>;
  for (const [kind, name] of Object.entries(FILES)) pages[kind as keyof typeof FILES] = read(name);
  const tabShells = new Map<string, WebPage>();
  const shellFiles = existsSync(webRoot) ? readdirSync(webRoot) : [];
  for (const name of shellFiles) {
    const tabShell = /^(shell-(?:portfolio|planning)-[a-z-]+)\.html$/.exec(name)?.[1];
    if (tabShell) tabShells.set(tabShell, read(name));
  }
  const hashes = [...Object.values(pages), ...tabShells.values()].flatMap((page) =>
    inlineScriptHashes(page.html),
  );
  return { pages, tabShells, scriptHashes: [...new Set(hashes)] };
}
