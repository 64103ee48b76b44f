import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type PageKind, pageFor } from './prerendered-page';

const MISSING_BUILD_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>NetWorth</title></head>
<body><div id="root"><p>The web app is not built yet: run <code>npm run build</code>.</p></div></body></html>`;

/**
 * Serves the built single-page app: hashed assets with long caching, and index.html for every other
 * GET path so the client router decides. Unknown /api paths stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexFile = join(webRoot, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : MISSING_BUILD_HTML;
  // The prerendered pages (scripts/prerender.mjs); a build without them serves index.html everywhere.
  const read = (name: string) => {
    const file = join(webRoot, name);
    return existsSync(file) ? readFileSync(file, 'utf8') : indexHtml;
  };
  const pages: Record<PageKind, string> = {
    plain: indexHtml,
    landing: read('landing.html'),
    'shell-portfolio': read('shell-portfolio.html'),
    'shell-planning': read('shell-planning.html'),
    'shell-settings': read('shell-settings.html'),
  };
  // Compressed once at start: the first paint comes from this HTML (docs/decisions/041).
  const encoded = Object.fromEntries(
    Object.entries(pages).map(([kind, html]) => [
      kind,
      {
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(html, { level: 9 }),
      },
    ]),
  ) as Record<PageKind, { br: Buffer; gzip: Buffer }>;
  if (existsSync(webRoot)) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders(reply, path) {
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (
      path.startsWith('/api/') ||
      path === '/api' ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send({ error: 'Not found' });
    }
    const kind = pageFor(path, request.cookies);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Encoding');
    if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(encoded[kind].br);
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(encoded[kind].gzip);
    return reply.send(pages[kind]);
  });
}
