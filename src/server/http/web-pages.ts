import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

export interface WebPages {
  pages: Record<PageKind, string>;
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

/** Reads the built pages; a build without the prerendered ones serves index.html everywhere. */
export function readWebPages(webRoot: string): WebPages {
  const indexFile = join(webRoot, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : MISSING_BUILD_HTML;
  const read = (name: string) => {
    const file = join(webRoot, name);
    return existsSync(file) ? readFileSync(file, 'utf8') : indexHtml;
  };
  const pages = { plain: indexHtml } as Record<PageKind, string>;
  for (const [kind, name] of Object.entries(FILES)) pages[kind as keyof typeof FILES] = read(name);
  return { pages, scriptHashes: [...new Set(Object.values(pages).flatMap(inlineScriptHashes))] };
}
